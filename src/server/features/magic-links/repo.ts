import type { Insertable, Kysely } from 'kysely';
import type { Database, MagicLinksTable } from '../../db/schema';

/** A link by its token digest, with the account it is for; used, revoked and expired ones too. */
export function findLinkByDigest(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('magic_links')
    .innerJoin('users', 'users.id', 'magic_links.user_id')
    .select([
      'magic_links.id',
      'magic_links.user_id as userId',
      'magic_links.expires_at as expiresAt',
      'magic_links.used_at as usedAt',
      'magic_links.revoked_at as revokedAt',
      'users.name',
      'users.email',
    ])
    .where('magic_links.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Marks the usable link with this digest used, in one statement, so the same link cannot set a
 * password twice. Answers the user it was for.
 */
export async function claimLink(db: Kysely<Database>, tokenHash: string, now: string): Promise<number | undefined> {
  const row = await db
    .updateTable('magic_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Revokes the links of these users that are neither used nor revoked yet. */
export async function revokeOpenLinksOf(db: Kysely<Database>, userIds: number[], now: string): Promise<void> {
  await db
    .updateTable('magic_links')
    .set({ revoked_at: now })
    .where('user_id', 'in', userIds)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertLinks(db: Kysely<Database>, links: Insertable<MagicLinksTable>[]): Promise<void> {
  await db.insertInto('magic_links').values(links).execute();
}

/** Every coach's link still usable at `now`: not used, not revoked, not expired; the soonest to expire first. */
export function activeLinks(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('magic_links')
    .innerJoin('users', 'users.id', 'magic_links.user_id')
    .select(['magic_links.user_id as userId', 'users.name', 'users.email', 'magic_links.created_at as createdAt', 'magic_links.expires_at as expiresAt'])
    .where('users.role', '=', 'coach')
    .where('magic_links.used_at', 'is', null)
    .where('magic_links.revoked_at', 'is', null)
    .where('magic_links.expires_at', '>', now)
    .orderBy('magic_links.expires_at')
    .orderBy('users.name')
    .execute();
}

/** Revokes the user's links still usable at `now`; answers their expiry times (none when there was none). */
export async function revokeActiveLinksOf(db: Kysely<Database>, userId: number, now: string): Promise<string[]> {
  const rows = await db
    .updateTable('magic_links')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('expires_at')
    .execute();
  return rows.map((r) => r.expires_at);
}
