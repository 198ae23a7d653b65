import { winnerOf } from './game-display';
import { leagueDate } from './league-time';
import type { Game } from './schemas/game';

/** A team's result in one game: won, lost or tied. */
export type TeamResult = 'W' | 'L' | 'T';

export const RESULT_WORDS: Record<TeamResult, string> = { W: 'Won', L: 'Lost', T: 'Tied' };

type Sides = Pick<Game, 'homeTeamId' | 'awayTeamId' | 'homeTeam' | 'awayTeam'>;

/** The side of the game the team plays on. */
export function sideOf(game: Sides, teamId: number): 'home' | 'away' {
  return game.homeTeamId === teamId ? 'home' : 'away';
}

/** The team the given team plays in the game. */
export function opponentOf(game: Sides, teamId: number): Game['homeTeam'] {
  return sideOf(game, teamId) === 'home' ? game.awayTeam : game.homeTeam;
}

/** The team's result in a game whose final score is published (spec 2.5); null otherwise. */
export function resultOf(game: Game, teamId: number): TeamResult | null {
  const winner = game.status === 'completed' ? winnerOf(game) : null;
  if (winner === null) return null;
  if (winner === 'tie') return 'T';
  return winner === sideOf(game, teamId) ? 'W' : 'L';
}

/**
 * A game still to come: scheduled (not cancelled, being rescheduled or already played), with a
 * date, and not yet started; a game whose time is still to be determined until its day is over.
 */
export function isStillToCome(game: Game, now: Date, timeZone: string): boolean {
  if (game.status !== 'scheduled' || game.dateTbd) return false;
  if (game.timeTbd) return leagueDate(game.scheduledTime, timeZone) >= leagueDate(now.toISOString(), timeZone);
  return new Date(game.scheduledTime) > now;
}

/** The fields the games are played on, each once, by name. */
export function fieldsOf(games: readonly Game[]): { id: number; name: string }[] {
  const fields = new Map<number, { id: number; name: string }>();
  for (const game of games) if (game.field) fields.set(game.field.id, game.field);
  return [...fields.values()].sort((a, b) => a.name.localeCompare(b.name));
}
