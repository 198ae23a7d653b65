/** Test-only: what is wrong with a database's files and references, for tests that stop a server hard. */
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/connect';

async function sqliteProblems(handle: DatabaseHandle): Promise<string[]> {
  const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(handle.db);
  const damaged = integrity.rows.map((r) => r.integrity_check).filter((line) => line !== 'ok');
  const orphans = await sql<{ table: string; rowid: number; parent: string }>`pragma foreign_key_check`.execute(handle.db);
  return [...damaged, ...orphans.rows.map((o) => `${o.table} row ${o.rowid} refers to a missing ${o.parent} row`)];
}

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  child_columns: string[];
  parent_columns: string[];
}

/** PostgreSQL keeps its files consistent itself; its references are checked row by row. */
async function postgresProblems(handle: DatabaseHandle): Promise<string[]> {
  const keys = await sql<ForeignKey>`
    select c.conname as name, child.relname as child, parent.relname as parent,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(num, i)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.num order by k.i) as child_columns,
      array(select a.attname::text from unnest(c.confkey) with ordinality k(num, i)
        join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.num order by k.i) as parent_columns
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(handle.db);
  const problems: string[] = [];
  for (const key of keys.rows) {
    const filled = sql.join(
      key.child_columns.map((column) => sql`x.${sql.ref(column)} is not null`),
      sql` and `,
    );
    const matches = sql.join(
      key.child_columns.map((column, i) => sql`p.${sql.ref(key.parent_columns[i] ?? '')} = x.${sql.ref(column)}`),
      sql` and `,
    );
    const orphans = await sql<{ n: number | string }>`
      select count(*) as n from ${sql.table(key.child)} x
      where ${filled} and not exists (select 1 from ${sql.table(key.parent)} p where ${matches})`.execute(handle.db);
    const count = Number(orphans.rows[0]?.n ?? 0);
    if (count > 0) problems.push(`${count} ${key.child} rows break ${key.name}`);
  }
  if (keys.rows.length === 0) problems.push('no foreign keys found to check');
  return problems;
}

/** Damage and broken references: an empty list for a sound database. */
export function integrityProblems(handle: DatabaseHandle): Promise<string[]> {
  return handle.engine === 'sqlite' ? sqliteProblems(handle) : postgresProblems(handle);
}
