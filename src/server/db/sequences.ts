import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, Engine } from './connect';
import type { Database } from './schema';

/** Tables whose integer ids come from a sequence on PostgreSQL. */
export const TABLES_WITH_SERIAL_IDS = [
  'users',
  'seasons',
  'divisions',
  'teams',
  'team_staff',
  'fields',
  'images',
  'games',
  'score_reports',
  'team_availability',
  'playoff_formats',
  'magic_links',
  'password_resets',
  'mail_outbox',
  'audit_log',
  'backups',
] as const;

/**
 * After rows were written with explicit ids (seed, restore), PostgreSQL's sequences must move past
 * them. SQLite's AUTOINCREMENT already follows the largest id. Give the transaction that wrote the
 * rows as `db`, so that no process can stop between the rows and their sequences.
 */
export async function resetIdSequences(handle: DatabaseHandle, db: Kysely<Database> = handle.db): Promise<void> {
  if (handle.engine !== 'postgres') return;
  // A restore runs in the schema of its backup, which may be older than some of these tables.
  const present = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db);
  const names = new Set(present.rows.map((r) => r.name));
  for (const table of TABLES_WITH_SERIAL_IDS.filter((t) => names.has(t))) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}

/**
 * After one row was written with an explicit id (a field restored from a backup), moves that
 * table's PostgreSQL sequence past it, never backwards, inside the caller's transaction.
 */
export async function advanceIdSequence(db: Kysely<Database>, engine: Engine, table: (typeof TABLES_WITH_SERIAL_IDS)[number]): Promise<void> {
  if (engine !== 'postgres') return;
  const found = await sql<{ name: string }>`select pg_get_serial_sequence(${table}, 'id') as name`.execute(db);
  const sequence = found.rows[0]?.name;
  if (!sequence) return;
  await sql`select setval(${sequence}, greatest((select coalesce(max(id), 1) from ${sql.table(table)}), (select last_value from ${sql.table(sequence)})))`.execute(
    db,
  );
}
