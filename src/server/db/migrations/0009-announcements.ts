import type { Kysely } from 'kysely';
import type { Engine } from '../connect';

/**
 * Announcements (docs/decisions/0057). `showing` is whether the announcement shows right now: the
 * announcements job sets it when a start or end time passes, in a write that moves the
 * `announcements` data area, so the public read (and the pages rendered with it) can be cached like
 * any other. `mailed_at` says the coaches it concerns have been told, so they are told once.
 */
export function announcementsMigration(engine: Engine) {
  const pg = engine === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('announcements')
        .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('division_id', 'integer', (c) => c.references('divisions.id').onDelete('cascade'))
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .addColumn('mail', pg ? 'boolean' : 'integer', (c) => c.notNull())
        .addColumn('mailed_at', 'text')
        .addColumn('showing', pg ? 'boolean' : 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('announcements_ends_at').on('announcements').column('ends_at').execute();
    },
  };
}
