import type { Kysely } from 'kysely';

/**
 * Processes sharing a PostgreSQL league no longer keep leases: each reads the versions of the data
 * per batch of requests (cache/shared-versions.ts, decision 0032), so the table of running
 * processes that 0002 made goes.
 */
export const dropCachePeersMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('cache_peers').ifExists().execute();
  },
};
