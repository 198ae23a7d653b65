import { MAGIC_LINK_INVALID, type MagicLinkVerification } from '../../../shared/schemas/magic-link';
import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { invalid } from '../../errors';
import { hashPassword } from '../../security/passwords';
import { tokenDigest } from '../../security/tokens';
import { refuseFloodOfLinkUses } from '../auth/link-use-limit-service';
import { endAllSessionsOf } from '../auth/service';
import { clearSignInLimit } from '../auth/sign-in-limit-service';
import { requireStrongPasswordOf, setPasswordHash } from '../users/service';
import { claimLink, findLinkByDigest } from './repo';

type LinkRow = NonNullable<Awaited<ReturnType<typeof findLinkByDigest>>>;

export function isUsable(link: LinkRow, now: Date): boolean {
  return link.usedAt === null && link.revokedAt === null && link.expiresAt > now.toISOString();
}

/** Who a link is for, while it is still usable; it is not used up by looking. */
export async function verifyMagicLink(ctx: AppContext, token: string): Promise<MagicLinkVerification> {
  const link = await findLinkByDigest(ctx.handle.db, tokenDigest(ctx.secret, token));
  if (!link || !isUsable(link, ctx.now())) throw invalid(MAGIC_LINK_INVALID);
  return { success: true, user: { name: link.name, email: link.email }, message: 'Magic link verified' };
}

/** Sets the coach's first password with the link, which is then used up; other sessions end. */
export async function setPasswordWithMagicLink(ctx: AppContext, token: string, password: string, address: string): Promise<void> {
  const now = ctx.now();
  const tokenHash = tokenDigest(ctx.secret, token);
  await refuseFloodOfLinkUses(ctx.handle.db, address, now);
  // The link is checked before the password is hashed: a made-up or spent link costs no hashing.
  const link = await findLinkByDigest(ctx.handle.db, tokenHash);
  if (!link || !isUsable(link, now)) throw invalid(MAGIC_LINK_INVALID);
  const passwordHash = await hashPassword(password);
  await write(ctx, ['users'], async (trx) => {
    const userId = await claimLink(trx, tokenHash, now.toISOString());
    if (userId === undefined) throw invalid(MAGIC_LINK_INVALID);
    await requireStrongPasswordOf(trx, userId, password);
    await setPasswordHash(trx, userId, passwordHash, now);
    await endAllSessionsOf(trx, userId);
    await clearSignInLimit(trx, userId);
  });
}
