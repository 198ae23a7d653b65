import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A new reset replaces any the user had not used yet. */
export async function replaceResets(db: Kysely<Database>, reset: { userId: number; tokenHash: string; now: string; expiresAt: string }): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', reset.userId).where('used_at', 'is', null).execute();
  await db
    .insertInto('password_resets')
    .values({ user_id: reset.userId, token_hash: reset.tokenHash, created_at: reset.now, expires_at: reset.expiresAt, used_at: null })
    .execute();
}

/** Whether a reset with this digest is there, unused and unexpired (it is claimed later, by claimReset). */
export async function isUsableReset(db: Kysely<Database>, tokenHash: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the unused, unexpired reset with this digest used, in one statement, so two requests with
 * the same link cannot both succeed. Answers the user it was for.
 */
export async function claimReset(db: Kysely<Database>, tokenHash: string, now: string): Promise<number | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
