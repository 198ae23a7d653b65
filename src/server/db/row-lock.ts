import { sql, type Kysely } from 'kysely';
import type { Engine } from './connect';
import type { Database } from './schema';

/**
 * Locks one row for the rest of the transaction, so that a second writer of the same record waits
 * until the first has committed and then reads what it wrote. PostgreSQL locks the row itself
 * (select ... for update). SQLite locks the whole database for writing at the first write, so the
 * lock is taken with a write that changes nothing, before anything is read. Answers whether the
 * row exists.
 */
export async function lockRow(trx: Kysely<Database>, engine: Engine, table: 'games' | 'teams', id: number): Promise<boolean> {
  if (engine === 'postgres') {
    const row = await trx.selectFrom(table).select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    return row !== undefined;
  }
  const result = await trx
    .updateTable(table)
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Any fixed number: the key of the lock that writes checking the schedule for clashes take. */
const SCHEDULE_LOCK_KEY = 7_310_501;

/**
 * Serialises the writes that check the schedule for double-booking before they add or move games,
 * so that two at once cannot both find a slot free and both take it. PostgreSQL takes a lock held
 * to the end of the transaction; SQLite takes its database write lock with a write that changes
 * nothing.
 */
export async function lockSchedule(trx: Kysely<Database>, engine: Engine): Promise<void> {
  if (engine === 'postgres') {
    await sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_KEY})`.execute(trx);
    return;
  }
  await trx
    .updateTable('data_versions')
    .set((eb) => ({ version: eb.ref('version') }))
    .where('area', '=', 'games')
    .execute();
}
