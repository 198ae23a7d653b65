import type { Kysely } from 'kysely';
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
