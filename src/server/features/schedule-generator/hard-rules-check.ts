import { getDay, parseISO } from 'date-fns';
import { clashBetween, type Booking } from '../../../shared/clashes';

/**
 * The hard rules of a phase 1 schedule, checked from the proposal's games alone, written apart
 * from the generator (it shares none of its code) so that tests can hold the generator to them.
 */
export interface LeagueToCheck {
  divisions: { id: number; teams: { id: number }[] }[];
  weeks: { start: string; end: string }[];
  fields: { id: number; days: number[]; times: string[]; blackouts: string[]; divisionIds: number[] | null }[];
  gamesPerTeam: number;
  minRestDays: number;
  teamBlackouts: { teamId: number; dates: string[] }[];
  gameLengthMinutes: number;
  /** Games on the schedule before the proposal (a null field: to be determined). */
  booked: (Omit<GameToCheck, 'fieldId'> & { fieldId: number | null })[];
}

export interface GameToCheck {
  homeTeamId: number;
  awayTeamId: number;
  fieldId: number;
  date: string;
  time: string;
}

const bookingOf = (game: LeagueToCheck['booked'][number]): Booking => ({
  homeTeamId: game.homeTeamId,
  awayTeamId: game.awayTeamId,
  fieldId: game.fieldId,
  date: game.date,
  start: Date.parse(`${game.date}T${game.time}:00Z`),
});

const daysApart = (a: string, b: string) => Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

/**
 * Each new game that clashes with a booked or another new game, and each that gives a team less
 * than `minRestDays` whole days between two games (0: two games on one date), in words.
 */
export function clashesAndRest(booked: LeagueToCheck['booked'], games: GameToCheck[], gameLengthMinutes: number, minRestDays: number): string[] {
  const broken: string[] = [];
  const all = [...booked, ...games];
  for (let i = 0; i < all.length; i++) {
    for (let j = Math.max(i + 1, booked.length); j < all.length; j++) {
      const [a, b] = [all[i]!, all[j]!];
      const clash = clashBetween(bookingOf(a), bookingOf(b), gameLengthMinutes);
      if (clash) broken.push(`${b.awayTeamId} at ${b.homeTeamId} on ${b.date} ${b.time}: ${clash} clash`);
      const shared = [a.homeTeamId, a.awayTeamId].some((t) => t === b.homeTeamId || t === b.awayTeamId);
      if (shared && daysApart(a.date, b.date) <= minRestDays)
        broken.push(`${b.awayTeamId} at ${b.homeTeamId} on ${b.date}: a team plays within ${minRestDays} rest days`);
    }
  }
  return broken;
}

/** Every broken hard rule, in words; empty when the games keep them all. `complete`: every team has all its games. */
export function brokenHardRules(league: LeagueToCheck, games: GameToCheck[]): { broken: string[]; complete: boolean } {
  const broken: string[] = [];
  const divisionOf = new Map(league.divisions.flatMap((d) => d.teams.map((t) => [t.id, d.id] as const)));
  const first = league.weeks[0]!.start;
  const last = league.weeks[league.weeks.length - 1]!.end;
  for (const game of games) {
    const name = `${game.awayTeamId} at ${game.homeTeamId} on ${game.date} ${game.time}`;
    if (
      game.homeTeamId === game.awayTeamId ||
      divisionOf.get(game.homeTeamId) === undefined ||
      divisionOf.get(game.homeTeamId) !== divisionOf.get(game.awayTeamId)
    ) {
      broken.push(`${name}: not two teams of one division`);
    }
    if (game.date < first || game.date > last) broken.push(`${name}: outside phase 1`);
    const field = league.fields.find((f) => f.id === game.fieldId);
    if (!field || !field.days.includes(getDay(parseISO(game.date))) || !field.times.includes(game.time) || field.blackouts.includes(game.date)) {
      broken.push(`${name}: not a slot field ${game.fieldId} offers`);
    }
    if (field?.divisionIds && !field.divisionIds.includes(divisionOf.get(game.homeTeamId) ?? 0))
      broken.push(`${name}: field ${game.fieldId} is not one of the division's`);
    for (const team of [game.homeTeamId, game.awayTeamId]) {
      if (league.teamBlackouts.some((b) => b.teamId === team && b.dates.includes(game.date))) broken.push(`${name}: team ${team} cannot play that date`);
    }
  }
  broken.push(...clashesAndRest(league.booked, games, league.gameLengthMinutes, league.minRestDays));
  const played = new Map<number, number>();
  for (const game of games) for (const team of [game.homeTeamId, game.awayTeamId]) played.set(team, (played.get(team) ?? 0) + 1);
  let complete = true;
  for (const team of divisionOf.keys()) {
    const count = played.get(team) ?? 0;
    if (count > league.gamesPerTeam) broken.push(`team ${team} plays ${count} games, more than ${league.gamesPerTeam}`);
    if (count < league.gamesPerTeam) complete = false;
  }
  return { broken, complete };
}
