import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/connect';

/** Tables whose rows change as a side effect of any request, or of the test's own sign-ins. */
const VOLATILE = new Set(['sessions', 'rate_limits', 'cache_peers', 'kysely_migration', 'kysely_migration_lock']);
/** Columns a sign-in writes (the test's own sign-ins among them). */
const VOLATILE_COLUMNS = new Set(['last_signed_in_at']);

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  if (handle.engine === 'sqlite') {
    const rows = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(handle.db);
    return rows.rows.map((r) => r.name);
  }
  // The catalog itself: information_schema's views cost many times more, on every digest.
  const rows = await sql<{ name: string }>`select tablename as name from pg_catalog.pg_tables where schemaname = current_schema()`.execute(handle.db);
  return rows.rows.map((r) => r.name);
}

function normalise(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return createHash('sha256').update(value).digest('hex');
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** A fingerprint of every row of every table: equal digests mean nothing was written. */
export async function databaseDigest(handle: DatabaseHandle): Promise<string> {
  const hash = createHash('sha256');
  for (const table of (await tableNames(handle)).filter((t) => !VOLATILE.has(t)).sort()) {
    // An image's hash is the digest of its bytes: no need to read the bytes themselves.
    const rows =
      table === 'images'
        ? await sql<Record<string, unknown>>`select id, hash, content_type, extension, size, width, height, created_at from images`.execute(handle.db)
        : await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(handle.db);
    // A row's values in the table's column order, which is the same on every read in a run.
    const lines = rows.rows
      .map((row) => JSON.stringify(Object.entries(row).flatMap(([column, value]) => (VOLATILE_COLUMNS.has(column) ? [] : [normalise(value)]))))
      .sort();
    hash.update(`${table}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}
