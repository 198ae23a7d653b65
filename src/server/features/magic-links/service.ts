import { MAGIC_LINK_INVALID, type MagicLinkVerification } from '../../../shared/schemas/magic-link';
import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { invalid } from '../../errors';
import { hashPassword } from '../../security/passwords';
import { tokenDigest } from '../../security/tokens';
import { endAllSessionsOf } from '../auth/service';
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
export async function setPasswordWithMagicLink(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  await write(ctx, ['users'], async (trx) => {
    const userId = await claimLink(trx, tokenDigest(ctx.secret, token), now.toISOString());
    if (userId === undefined) throw invalid(MAGIC_LINK_INVALID);
    await requireStrongPasswordOf(trx, userId, password);
    await setPasswordHash(trx, userId, passwordHash, now);
    await endAllSessionsOf(trx, userId);
  });
}
