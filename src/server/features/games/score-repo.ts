import type { Insertable, Kysely } from 'kysely';
import type { Database, ScoreReportsTable } from '../../db/schema';

/** The sides that have reported a game's score, with their numbers. */
export function sideReportsOfGame(db: Kysely<Database>, gameId: number) {
  return db.selectFrom('score_reports').select(['side', 'home_score', 'away_score']).where('game_id', '=', gameId).execute();
}

export async function insertScoreReport(db: Kysely<Database>, report: Insertable<ScoreReportsTable>): Promise<void> {
  await db.insertInto('score_reports').values(report).execute();
}

/**
 * Games of seasons not archived, still scheduled, with exactly one score report made before
 * `reportedBefore`: the reports the league's rule may make final.
 */
export async function gamesWithLoneReport(db: Kysely<Database>, reportedBefore: string): Promise<number[]> {
  const rows = await db
    .selectFrom('games')
    .innerJoin('score_reports', 'score_reports.game_id', 'games.id')
    .innerJoin('teams as home', 'home.id', 'games.home_team_id')
    .innerJoin('divisions', 'divisions.id', 'home.division_id')
    .innerJoin('seasons', 'seasons.id', 'divisions.season_id')
    .select('games.id')
    .where('games.status', '=', 'scheduled')
    .where('seasons.archived_at', 'is', null)
    .groupBy('games.id')
    .having((eb) => eb.and([eb(eb.fn.count('score_reports.id'), '=', 1), eb(eb.fn.max('score_reports.reported_at'), '<=', reportedBefore)]))
    .orderBy('games.id')
    .execute();
  return rows.map((r) => r.id);
}

/** A game's reports with when each was made. */
export function timedReportsOfGame(db: Kysely<Database>, gameId: number) {
  return db.selectFrom('score_reports').select(['side', 'home_score', 'away_score', 'reported_at']).where('game_id', '=', gameId).execute();
}
