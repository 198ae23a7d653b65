import { sql } from 'kysely';
import type { DatabaseHandle } from './connect';

/**
 * Runs the start-up work (migrations, the demo league, the configured administrator) in one
 * process at a time: several processes started together on an empty PostgreSQL database load the
 * league once. SQLite has one process by design.
 */
export async function underStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.engine !== 'postgres') return work();
  return handle.db.connection().execute(async (connection) => {
    const key = sql`hashtext('dugout-startup:' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
