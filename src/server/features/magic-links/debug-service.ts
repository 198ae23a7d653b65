import type { TestLinkBody, TokenInfo } from '../../../shared/schemas/magic-link';
import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { actorOf } from '../auth/service';
import type { Auth } from '../../auth';
import { findUserByEmail } from '../users/service';
import { findLinkByDigest } from './repo';
import { isUsable } from './service';
import { issueMagicLink, magicLinkUrl } from './issue-service';
import { tokenDigest } from '../../security/tokens';

/** What the server knows of a token, for the test tool: found or not, its account and state. */
export async function tokenInfoOf(ctx: AppContext, token: string): Promise<TokenInfo> {
  const link = await findLinkByDigest(ctx.handle.db, tokenDigest(ctx.secret, token));
  const now = ctx.now();
  if (!link) {
    return { token, tokenFound: false, tokenData: null, verificationResult: { success: false, message: 'No magic link has this token' } };
  }
  const usable = isUsable(link, now);
  const reason = link.usedAt ? 'The link was already used' : link.revokedAt ? 'A newer link replaced this one' : 'The link has expired';
  return {
    token,
    tokenFound: true,
    tokenData: {
      id: link.id,
      userId: link.userId,
      email: link.email,
      name: link.name,
      expires: link.expiresAt,
      isExpired: link.expiresAt <= now.toISOString(),
      usedAt: link.usedAt,
      revokedAt: link.revokedAt,
    },
    verificationResult: usable
      ? { success: true, message: 'Magic link verified', user: { name: link.name, email: link.email } }
      : { success: false, message: reason },
  };
}

/**
 * A real link for the coach with this email, not mailed: shown to the administrator to try out.
 * Development mode points at the address the administrator is using; production mode at PUBLIC_URL.
 */
export async function generateTestLink(ctx: AppContext, auth: Auth, input: TestLinkBody, requestOrigin: string): Promise<string> {
  const user = await findUserByEmail(ctx.handle.db, input.email);
  if (!user || user.role !== 'coach') throw notFound(`No coach has the email address ${input.email}`);
  const now = ctx.now();
  const { token } = await write(ctx, [], async (trx) => {
    const issued = await issueMagicLink(trx, ctx.secret, user.id, now);
    await recordAudit(
      trx,
      actorOf(auth),
      { action: 'magic_link.issue', entity: 'user', entityId: user.id, after: { via: 'test tool', mode: input.mode } },
      now,
    );
    return issued;
  });
  return magicLinkUrl(input.mode === 'production' ? ctx.config.publicUrl : requestOrigin, token);
}
