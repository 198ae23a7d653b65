import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Row } from './format';
import type { BackedUpTable } from './tables';

export async function countRows(db: Kysely<Database>, table: BackedUpTable): Promise<number> {
  const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** One page of a table's rows in primary-key order. */
export async function pageOfRows(db: Kysely<Database>, table: BackedUpTable, offset: number, size: number): Promise<Row[]> {
  const order = sql.join(table.orderBy.map((column) => sql.ref(column)));
  const page = await sql<Row>`select * from ${sql.table(table.name)} order by ${order} limit ${size} offset ${offset}`.execute(db);
  return page.rows;
}

/**
 * Seasons without divisions: the first season a new installation makes at start holds nothing,
 * and a restore onto that installation replaces it.
 */
export async function countEmptySeasons(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('seasons')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('divisions').select('id').whereRef('divisions.season_id', '=', 'seasons.id'))))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteEmptySeasons(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('seasons')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('divisions').select('id').whereRef('divisions.season_id', '=', 'seasons.id'))))
    .execute();
}

/** Fresh planner statistics after a bulk load (PostgreSQL waits for autovacuum otherwise). */
export async function refreshStatistics(db: Kysely<Database>): Promise<void> {
  await sql`analyze`.execute(db);
}

/** Rows with their own ids, as the backup holds them. */
export async function insertRows(db: Kysely<Database>, table: BackedUpTable, rows: Row[]): Promise<void> {
  if (rows.length > 0) await (db as unknown as Kysely<Record<string, Row>>).insertInto(table.name).values(rows).execute();
}

/**
 * Runs `work` in one read-only transaction (repeatable read on PostgreSQL; one SQLite read
 * transaction), so every read sees the database at the same moment.
 */
export function inReadSnapshot<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(work);
}

/** Runs `work` in one transaction: a restore either happens whole or leaves the database as it was. */
export function inOneTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
