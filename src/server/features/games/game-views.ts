import type { Kysely } from 'kysely';
import type { CoachGame, Game } from '../../../shared/schemas/game';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { groupReports, presentCoachGame, presentGame } from './present';
import { gamesWithTeams, reportsOfGames } from './repo';

async function readGame(db: Kysely<Database>, gameId: number) {
  const [row, reports] = await Promise.all([gamesWithTeams(db).where('games.id', '=', gameId).executeTakeFirst(), reportsOfGames(db, [gameId])]);
  if (!row) throw notFound('Game not found');
  return { row, reports: groupReports(reports).get(gameId) ?? [] };
}

/** One game as everyone sees it, after a change. */
export async function gameView(db: Kysely<Database>, gameId: number, timeZone: string): Promise<Game> {
  const { row, reports } = await readGame(db, gameId);
  return presentGame(row, reports, timeZone);
}

/** One game as a coach of the given teams sees it, after a change. */
export async function coachGameView(db: Kysely<Database>, gameId: number, coachTeamIds: ReadonlySet<number>, timeZone: string): Promise<CoachGame> {
  const { row, reports } = await readGame(db, gameId);
  return presentCoachGame(row, reports, coachTeamIds, timeZone);
}
