import { sql, type Kysely } from 'kysely';

/**
 * Two columns the league office reads: when an account last signed in itself (not an
 * administrator acting as it), so the office sees the coaches who never have; and which side of a
 * game forfeited it, when the game was recorded as a forfeit. An account's last sign-in starts
 * from the sessions still kept (expired ones are deleted nightly), so a coach who signed in long
 * ago and not since counts as never signed in until the next sign-in.
 */
export const signInsAndForfeitsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').addColumn('last_signed_in_at', 'text').execute();
    await sql`update users set last_signed_in_at = (
      select max(created_at) from sessions where sessions.user_id = users.id and sessions.impersonator_user_id is null
    )`.execute(db);
    await db.schema.alterTable('games').addColumn('forfeited_by', 'text').execute();
  },
};
