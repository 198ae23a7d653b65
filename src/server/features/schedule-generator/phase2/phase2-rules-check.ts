import { getDay, parseISO } from 'date-fns';
import type { DayAvailability } from '../../../../shared/matchup-compatibility';
import { clashesAndRest, type GameToCheck, type LeagueToCheck } from '../hard-rules-check';

/**
 * The hard rules of a phase 2 proposal, checked from its games alone, written apart from the
 * proposer (it shares none of its code; the clash and one-game-a-date rules are the phase 1
 * checker's) so that tests can hold the proposer to them.
 */
export interface Phase2LeagueToCheck {
  matchups: { divisionId: number; homeTeamId: number | null; awayTeamId: number | null }[];
  availability: readonly DayAvailability[];
  fields: { id: number; days: number[]; times: string[]; blackouts: string[]; divisionIds: number[] | null }[];
  window: { start: string; end: string };
  gameLengthMinutes: number;
  booked: LeagueToCheck['booked'];
}

/** Every broken hard rule, in words; empty when the games keep them all. `complete`: every matchup is played. */
export function brokenPhase2Rules(league: Phase2LeagueToCheck, games: GameToCheck[]): { broken: string[]; complete: boolean } {
  const broken: string[] = [];
  const unplayed = [...league.matchups];
  for (const game of games) {
    const name = `${game.awayTeamId} at ${game.homeTeamId} on ${game.date} ${game.time}`;
    const at = unplayed.findIndex((m) => m.homeTeamId === game.homeTeamId && m.awayTeamId === game.awayTeamId);
    if (at < 0) broken.push(`${name}: not a matchup of the format (home and away as it says), or played twice`);
    const division = at < 0 ? undefined : unplayed[at]!.divisionId;
    if (at >= 0) unplayed.splice(at, 1);
    if (game.date < league.window.start || game.date > league.window.end) broken.push(`${name}: outside phase 2`);
    const host = league.availability.find((a) => a.teamId === game.homeTeamId && a.date === game.date);
    if (!host?.canPlayHome || !host.homeStartTimes.includes(game.time)) broken.push(`${name}: the home team cannot host then`);
    const visitor = league.availability.find((a) => a.teamId === game.awayTeamId && a.date === game.date);
    if (
      !visitor?.canPlayAway ||
      (visitor.awayEarliestStartTime !== null && game.time < visitor.awayEarliestStartTime) ||
      (visitor.awayLatestStartTime !== null && game.time > visitor.awayLatestStartTime)
    ) {
      broken.push(`${name}: the away team cannot travel then`);
    }
    const field = league.fields.find((f) => f.id === game.fieldId);
    if (!field || !field.days.includes(getDay(parseISO(game.date))) || !field.times.includes(game.time) || field.blackouts.includes(game.date)) {
      broken.push(`${name}: not a slot field ${game.fieldId} offers`);
    }
    if (field?.divisionIds && division !== undefined && !field.divisionIds.includes(division))
      broken.push(`${name}: field ${game.fieldId} is not one of the division's`);
  }
  // One game a team a date: no rest day beyond it.
  broken.push(...clashesAndRest(league.booked, games, league.gameLengthMinutes, 0));
  return { broken, complete: unplayed.length === 0 };
}
