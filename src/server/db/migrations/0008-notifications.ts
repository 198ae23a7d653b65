import type { Kysely } from 'kysely';
import type { Engine } from '../connect';

/**
 * Mail about games (docs/decisions/0051):
 * - `notification_events`: what each person is to be told, written in the transaction of the change
 *   it tells of, until the digest job mails it (one message per person and kind of mail) and
 *   deletes it. No foreign key to the game: a game deleted meanwhile is still told as it was.
 * - `mail_opt_outs`: the kinds of mail a person turned off (on the profile, or by a mail's link).
 * - `score_reminders`: the reminders sent a day after a game without one side's score, so each
 *   goes out once (again only when the game is moved to another time).
 * - `games.final_from_report`: the side whose lone report became the final score by the league's
 *   rule, while that score stands.
 * - `mail_outbox.headers`: a kept message's own headers (its unsubscribe link), sent with it when
 *   it is tried again.
 */
export function notificationsMigration(engine: Engine) {
  const pg = engine === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('notification_events')
        .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('game_id', 'integer')
        .addColumn('notice', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notification_events_user_kind').on('notification_events').columns(['user_id', 'kind']).execute();

      await db.schema
        .createTable('mail_opt_outs')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('mail_opt_outs_pkey', ['user_id', 'kind'])
        .execute();

      await db.schema
        .createTable('score_reminders')
        .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('side', 'text', (c) => c.notNull())
        .addColumn('scheduled_time', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('score_reminders_pkey', ['game_id', 'side', 'scheduled_time'])
        .execute();

      await db.schema.alterTable('games').addColumn('final_from_report', 'text').execute();
      await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
    },
  };
}
