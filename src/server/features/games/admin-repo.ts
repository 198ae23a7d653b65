import type { Insertable, Kysely, Updateable } from 'kysely';
import type { GameStatus } from '../../../shared/schemas/game';
import { batches } from '../../db/batches';
import type { Database, GamesTable } from '../../db/schema';

export function findGameRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
}

export function teamsByIds(db: Kysely<Database>, ids: number[]) {
  return db.selectFrom('teams').select(['id', 'name', 'division_id']).where('id', 'in', ids).execute();
}

export async function countReports(db: Kysely<Database>, gameId: number): Promise<number> {
  const row = await db
    .selectFrom('score_reports')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertGame(db: Kysely<Database>, values: Insertable<GamesTable>): Promise<number> {
  const row = await db.insertInto('games').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts the games, a batch per statement; answers their ids in the order given. */
export async function insertGames(db: Kysely<Database>, games: readonly Insertable<GamesTable>[]): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of batches(games)) {
    const rows = await db.insertInto('games').values(batch).returning('id').execute();
    // New ids rise in the order of the rows; RETURNING itself promises no order (SQLite).
    ids.push(...rows.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}

/**
 * Changes a game only while it still has the status it was read with, so two administrators (or
 * an administrator and a coach's report) cannot both act on the same state. Answers whether it did.
 */
export async function updateGameIfStatus(db: Kysely<Database>, id: number, expectedStatus: GameStatus, values: Updateable<GamesTable>): Promise<boolean> {
  const result = await db.updateTable('games').set(values).where('id', '=', id).where('status', '=', expectedStatus).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updateGameRow(db: Kysely<Database>, id: number, values: Updateable<GamesTable>): Promise<void> {
  await db.updateTable('games').set(values).where('id', '=', id).execute();
}

export async function deleteGameRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('games').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The games of a division's teams, for the import's check against what is already scheduled. */
export function gamesOfDivisionTeams(db: Kysely<Database>, divisionId: number) {
  return db
    .selectFrom('games')
    .innerJoin('teams', 'teams.id', 'games.home_team_id')
    .select(['games.id', 'games.home_team_id', 'games.away_team_id', 'games.scheduled_time', 'games.date_tbd', 'games.time_tbd'])
    .where('teams.division_id', '=', divisionId)
    .execute();
}
