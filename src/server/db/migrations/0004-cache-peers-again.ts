import type { Kysely } from 'kysely';

/**
 * The lease protocol came back after 0003 dropped its table (decision 0032: on the two-process
 * benchmark, reading the versions per batch of requests kept most reads under 70% of the limit).
 * The same table as 0002 made.
 */
export const cachePeersAgainMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('cache_peers')
      .ifNotExists()
      .addColumn('peer', 'text', (c) => c.primaryKey())
      .addColumn('lease_until_ms', 'bigint', (c) => c.notNull())
      .execute();
  },
};
