import type { Bottleneck } from '../../../shared/schemas/schedule-proposal';
import { dayNumber } from './days';
import { plural } from '../../../shared/plural';
import { minutesOf } from '../../../shared/game-time';
import type { GeneratorInput, GeneratorTeam } from './league-input';
import { gamesThatFit, slotsBetween } from './slots';

/** The most games a team can play on these days with `restDays` whole days between two. */
function gamesOnDays(days: number[], restDays: number): number {
  let count = 0;
  let next = -Infinity;
  for (const day of [...days].sort((a, b) => a - b)) {
    if (day >= next) {
      count++;
      next = day + restDays + 1;
    }
  }
  return count;
}

/**
 * Counts that must hold for any schedule to exist, checked before solving: they name the rule and
 * the teams or dates plainly, where the solver's own answer would only say a week is short.
 */
export function necessaryConditions(input: GeneratorInput): Bottleneck[] {
  const found: Bottleneck[] = [];
  const first = input.weeks[0]?.start;
  const last = input.weeks[input.weeks.length - 1]?.end;
  if (first === undefined || last === undefined) return [{ rule: 'field-slots', message: 'The season has no phase 1 weeks.', teamIds: [], dates: [] }];
  for (const division of input.divisions) {
    const teamIds = division.teams.map((t) => t.id);
    if (division.teams.length < 2) {
      found.push({ rule: 'games-per-team', message: `${division.name} has fewer than two teams: it has no games to schedule.`, teamIds, dates: [] });
    } else if ((division.teams.length * input.gamesPerTeam) % 2 === 1) {
      found.push({
        rule: 'games-per-team',
        message: `${division.name} has ${division.teams.length} teams: ${plural(input.gamesPerTeam, 'game')} each cannot pair up (one team would be a game short). Choose an even number of games per team.`,
        teamIds,
        dates: [],
      });
    }
  }
  for (const division of input.divisions) {
    if (division.teams.length < 2 || input.fields.some((f) => f.divisionIds === null || f.divisionIds.includes(division.id))) continue;
    found.push({
      rule: 'field-slots',
      message: `None of the chosen fields may host ${division.name} games: each is the home field of other divisions' teams. Choose a field of ${division.name}'s teams, or one no team has claimed.`,
      teamIds: division.teams.map((t) => t.id),
      dates: [],
    });
  }
  const slots = slotsBetween(input.fields, first, last);
  const fixed = [...input.booked, ...input.locked];
  const startsByFieldDate = new Map<string, number[]>();
  for (const slot of slots) {
    const key = `${slot.fieldId}|${slot.date}`;
    // A start a game on the schedule (or a locked one) overlaps is not free.
    const taken = fixed.some((g) => g.fieldId === slot.fieldId && g.date === slot.date && Math.abs(minutesOf(g.time) - slot.minutes) < input.gameLengthMinutes);
    if (!taken) startsByFieldDate.set(key, [...(startsByFieldDate.get(key) ?? []), slot.minutes]);
  }
  const room = [...startsByFieldDate.values()].reduce((total, starts) => total + gamesThatFit(starts, input.gameLengthMinutes), 0);
  const teams = input.divisions.reduce((total, d) => total + d.teams.length, 0);
  const needed = Math.ceil((teams * input.gamesPerTeam) / 2) - input.locked.length;
  if (needed > room) {
    const holding = fixed.filter((g) => g.fieldId !== null && g.date >= first && g.date <= last && input.fields.some((f) => f.id === g.fieldId)).length;
    found.push({
      rule: 'field-slots',
      message: `The chosen fields have room for ${room} more game${room === 1 ? '' : 's'} in the chosen weeks${holding > 0 ? ` (${holding} game${holding === 1 ? '' : 's'} on the schedule or locked hold${holding === 1 ? 's' : ''} other slots)` : ''}, but ${needed} ${needed === 1 ? 'is' : 'are'} needed.`,
      teamIds: [],
      dates: [],
    });
  }
  const playDays = [...new Set(slots.map((s) => s.date))];
  for (const team of input.divisions.flatMap((d) => d.teams)) {
    const shortOfDays = teamShortOfDays(input, team, playDays);
    if (shortOfDays) found.push(shortOfDays);
  }
  return found;
}

/** Why a team cannot play its games on the fields' playing days, if it cannot: its dates, one game a day or its rest. */
function teamShortOfDays(input: GeneratorInput, team: GeneratorTeam, playDays: string[]): Bottleneck | null {
  const games = plural(input.gamesPerTeam, 'game');
  const blackouts = input.teamBlackouts.get(team.id) ?? new Set<string>();
  const open = playDays.filter((date) => !blackouts.has(date)).map(dayNumber);
  if (gamesOnDays(open, input.minRestDays) >= input.gamesPerTeam) return null;
  if (gamesOnDays(playDays.map(dayNumber), input.minRestDays) >= input.gamesPerTeam) {
    return {
      rule: 'team-dates',
      message: `${team.name} cannot play ${games}: its unavailable dates leave too few playing days.`,
      teamIds: [team.id],
      dates: [...blackouts].sort(),
    };
  }
  const days = plural(playDays.length, 'playing day');
  if (playDays.length < input.gamesPerTeam) {
    return { rule: 'one-game-per-day', message: `${team.name} cannot play ${games}, one a day, on the fields' ${days}.`, teamIds: [team.id], dates: [] };
  }
  return {
    rule: 'rest-days',
    message: `${team.name} cannot play ${games} with ${plural(input.minRestDays, 'rest day')} between games on the fields' ${days}.`,
    teamIds: [team.id],
    dates: [],
  };
}
