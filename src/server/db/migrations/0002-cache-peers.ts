import type { Kysely } from 'kysely';

/**
 * The server processes sharing a PostgreSQL league, each with a lease it renews while it can
 * hear the database: a write waits for the processes with a live lease to confirm they have
 * seen it (cache/peer-coherence.ts). SQLite has one process and leaves the table empty.
 */
export const cachePeersMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('cache_peers')
      .addColumn('peer', 'text', (c) => c.primaryKey())
      .addColumn('lease_until_ms', 'bigint', (c) => c.notNull())
      .execute();
  },
};
