import type { Kysely } from 'kysely';
import { batches } from '../../db/batches';
import { dbBool, type Database, type GameRow } from '../../db/schema';
import { gamesOfSeason } from './repo';

/**
 * The dated games of a season that start in [from, to) (ISO instants: a league day), on one of
 * the fields and in one of the divisions when they are named, with their division's name.
 */
export function gamesOfDay(
  db: Kysely<Database>,
  day: { seasonId: number; from: string; to: string; fieldIds?: readonly number[]; divisionIds?: readonly number[] },
) {
  let query = gamesOfSeason(db, day.seasonId)
    .select('season_division.name as division_name')
    .where('games.date_tbd', '=', dbBool(false))
    .where('games.scheduled_time', '>=', day.from)
    .where('games.scheduled_time', '<', day.to);
  if (day.fieldIds && day.fieldIds.length > 0) query = query.where('games.field_id', 'in', day.fieldIds);
  if (day.divisionIds && day.divisionIds.length > 0) query = query.where('home.division_id', 'in', day.divisionIds);
  return query.execute();
}

export type GameOfDay = Awaited<ReturnType<typeof gamesOfDay>>[number];

/** Whole game rows, for the notices and the audit log of a change to many games. */
export async function gameRows(db: Kysely<Database>, ids: readonly number[]): Promise<GameRow[]> {
  const rows: GameRow[] = [];
  for (const batch of batches(ids)) rows.push(...(await db.selectFrom('games').selectAll().where('id', 'in', batch).execute()));
  return rows;
}

/** Field names by id. */
export async function fieldNames(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('fields').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
