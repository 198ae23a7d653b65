import type { Bottleneck } from '../../../shared/schemas/schedule-proposal';
import { dayNumber } from './days';
import type { GeneratorInput } from './league-input';
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
        message: `${division.name} has ${division.teams.length} teams: ${input.gamesPerTeam} games each cannot pair up (one team would be a game short). Choose an even number of games per team.`,
        teamIds,
        dates: [],
      });
    }
  }
  const slots = slotsBetween(input.fields, first, last);
  const startsByFieldDate = new Map<string, number[]>();
  for (const slot of slots)
    startsByFieldDate.set(`${slot.fieldId}|${slot.date}`, [...(startsByFieldDate.get(`${slot.fieldId}|${slot.date}`) ?? []), slot.minutes]);
  const capacity = [...startsByFieldDate.values()].reduce((total, starts) => total + gamesThatFit(starts, input.gameLengthMinutes), 0);
  const teams = input.divisions.reduce((total, d) => total + d.teams.length, 0);
  const needed = Math.ceil((teams * input.gamesPerTeam) / 2) - input.locked.length;
  if (needed > capacity - input.booked.length) {
    found.push({
      rule: 'field-slots',
      message: `The fields offer room for ${capacity} games in phase 1${input.booked.length > 0 ? `, ${input.booked.length} of them booked already,` : ''} but ${needed} are needed.`,
      teamIds: [],
      dates: [],
    });
  }
  const playDays = [...new Set(slots.map((s) => s.date))];
  for (const team of input.divisions.flatMap((d) => d.teams)) {
    const blackouts = input.teamBlackouts.get(team.id) ?? new Set<string>();
    const open = playDays.filter((date) => !blackouts.has(date)).map(dayNumber);
    if (gamesOnDays(open, input.minRestDays) >= input.gamesPerTeam) continue;
    const withoutBlackouts = gamesOnDays(playDays.map(dayNumber), input.minRestDays) >= input.gamesPerTeam;
    found.push(
      withoutBlackouts
        ? {
            rule: 'team-dates',
            message: `${team.name} cannot play ${input.gamesPerTeam} games: its unavailable dates leave too few playing days.`,
            teamIds: [team.id],
            dates: [...blackouts].sort(),
          }
        : {
            rule: 'rest-days',
            message: `${team.name} cannot play ${input.gamesPerTeam} games with ${input.minRestDays} rest day${input.minRestDays === 1 ? '' : 's'} between games on the fields' ${playDays.length} playing days.`,
            teamIds: [team.id],
            dates: [],
          },
    );
  }
  return found;
}
