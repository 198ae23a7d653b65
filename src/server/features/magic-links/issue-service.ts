import type { Kysely } from 'kysely';
import { authLink } from '../../../shared/auth-links';
import { batches } from '../../db/batches';
import type { Database } from '../../db/schema';
import { newToken, tokenDigest } from '../../security/tokens';
import { insertLinks, revokeOpenLinksOf } from './repo';

/** A sign-in link lasts 48 hours; a coach has one active link at a time; it is used once. */
export const MAGIC_LINK_HOURS = 48;

export interface IssuedLink {
  token: string;
  expiresAt: string;
}

/**
 * Issues a new sign-in link token for each of the (distinct) users inside the caller's
 * transaction, revoking any link they still had, with a statement per batch of users. Only the
 * tokens' digests are stored; the tokens themselves are returned once, each with its user.
 */
export async function issueMagicLinks<U extends { id: number }>(
  db: Kysely<Database>,
  secret: string,
  users: readonly U[],
  now: Date,
): Promise<(IssuedLink & { user: U })[]> {
  const stamp = now.toISOString();
  const expiresAt = new Date(now.getTime() + MAGIC_LINK_HOURS * 3600_000).toISOString();
  const issued = users.map((user) => ({ user, token: newToken(), expiresAt }));
  for (const batch of batches(issued)) {
    await revokeOpenLinksOf(
      db,
      batch.map((link) => link.user.id),
      stamp,
    );
    await insertLinks(
      db,
      batch.map((link) => ({
        user_id: link.user.id,
        token_hash: tokenDigest(secret, link.token),
        created_at: stamp,
        expires_at: expiresAt,
        used_at: null,
        revoked_at: null,
      })),
    );
  }
  return issued;
}

/** Issues a new sign-in link token for one user (see issueMagicLinks). */
export async function issueMagicLink(db: Kysely<Database>, secret: string, userId: number, now: Date): Promise<IssuedLink> {
  const [issued] = await issueMagicLinks(db, secret, [{ id: userId }], now);
  if (!issued) throw new Error('no link was issued');
  return issued;
}

export function magicLinkUrl(publicUrl: string, token: string): string {
  return authLink(publicUrl, 'setPassword', token);
}
