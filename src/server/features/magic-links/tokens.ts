import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newToken, tokenDigest } from '../../security/tokens';

/** A sign-in link lasts 48 hours; a coach has one active link at a time; it is used once. */
export const MAGIC_LINK_HOURS = 48;

/**
 * Issues a new sign-in link token for a user inside the caller's transaction, revoking any link
 * the user still had. Only the token's digest is stored; the token itself is returned once.
 */
export async function issueMagicLink(
  db: Kysely<Database>,
  secret: string,
  userId: number,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const stamp = now.toISOString();
  await db
    .updateTable('magic_links')
    .set({ revoked_at: stamp })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + MAGIC_LINK_HOURS * 3600_000).toISOString();
  await db
    .insertInto('magic_links')
    .values({ user_id: userId, token_hash: tokenDigest(secret, token), created_at: stamp, expires_at: expiresAt, used_at: null, revoked_at: null })
    .execute();
  return { token, expiresAt };
}

export function magicLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/auth?mode=setPassword&token=${encodeURIComponent(token)}`;
}
