import { getDay, parseISO } from 'date-fns';
import { clashBetween, type Booking } from '../../../../shared/clashes';

/**
 * The hard rules of a phase 2 proposal, checked from its games alone, written apart from the
 * proposer (it shares none of its code) so that tests can hold the proposer to them.
 */
export interface Phase2LeagueToCheck {
  matchups: { divisionId: number; homeTeamId: number | null; awayTeamId: number | null }[];
  availability: {
    teamId: number;
    date: string;
    canPlayHome: boolean;
    canPlayAway: boolean;
    homeStartTimes: readonly string[];
    awayEarliestStartTime: string | null;
    awayLatestStartTime: string | null;
  }[];
  fields: { id: number; days: number[]; times: string[]; blackouts: string[]; divisionIds: number[] | null }[];
  window: { start: string; end: string };
  gameLengthMinutes: number;
  booked: { homeTeamId: number; awayTeamId: number; fieldId: number | null; date: string; time: string }[];
}

export interface Phase2GameToCheck {
  homeTeamId: number;
  awayTeamId: number;
  fieldId: number;
  date: string;
  time: string;
}

const bookingOf = (game: Phase2LeagueToCheck['booked'][number]): Booking => ({
  homeTeamId: game.homeTeamId,
  awayTeamId: game.awayTeamId,
  fieldId: game.fieldId,
  date: game.date,
  start: Date.parse(`${game.date}T${game.time}:00Z`),
});

/** Every broken hard rule, in words; empty when the games keep them all. `complete`: every matchup is played. */
export function brokenPhase2Rules(league: Phase2LeagueToCheck, games: Phase2GameToCheck[]): { broken: string[]; complete: boolean } {
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
  const all = [...league.booked, ...games];
  for (let i = 0; i < all.length; i++) {
    for (let j = Math.max(i + 1, league.booked.length); j < all.length; j++) {
      const [a, b] = [all[i]!, all[j]!];
      const clash = clashBetween(bookingOf(a), bookingOf(b), league.gameLengthMinutes);
      if (clash) broken.push(`${b.awayTeamId} at ${b.homeTeamId} on ${b.date} ${b.time}: ${clash} clash`);
      const shared = [a.homeTeamId, a.awayTeamId].some((t) => t === b.homeTeamId || t === b.awayTeamId);
      if (shared && a.date === b.date) broken.push(`${b.awayTeamId} at ${b.homeTeamId} on ${b.date}: a team plays twice that day`);
    }
  }
  return { broken, complete: unplayed.length === 0 };
}
