import type { Insertable, Kysely } from 'kysely';
import type { Database, ScoreReportsTable } from '../../db/schema';

/** The sides that have reported a game's score, with their numbers. */
export function sideReportsOfGame(db: Kysely<Database>, gameId: number) {
  return db.selectFrom('score_reports').select(['side', 'home_score', 'away_score']).where('game_id', '=', gameId).execute();
}

export async function insertScoreReport(db: Kysely<Database>, report: Insertable<ScoreReportsTable>): Promise<void> {
  await db.insertInto('score_reports').values(report).execute();
}
