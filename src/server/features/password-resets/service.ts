import { authLink } from '../../../shared/auth-links';
import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { invalid } from '../../errors';
import { passwordResetMail } from '../../mail/templates';
import { sendInBackground } from '../../mail/mailer';
import { hashPassword } from '../../security/passwords';
import { count, countWithin, type Limit } from '../../security/rate-limit';
import { newToken, tokenDigest } from '../../security/tokens';
import { endAllSessionsOf } from '../auth/service';
import { clearSignInLimit } from '../auth/sign-in-limit-service';
import { refuseFloodOfLinkUses } from '../auth/link-use-limit-service';
import { findUserByEmail, requireStrongPasswordOf, setPasswordHash } from '../users/service';
import { claimReset, isUsableReset, replaceResets } from './repo';

/** A reset link works once, for one hour. */
export const RESET_HOURS = 1;
/** Requests per address: enough for a person with typos, too few to sweep through addresses. */
const ADDRESS_LIMIT: Limit = { max: 10, windowMs: 15 * 60 * 1000 };
/** Mails per account: further requests are answered alike but send nothing, so nobody is flooded. */
const ACCOUNT_LIMIT: Limit = { max: 3, windowMs: 60 * 60 * 1000 };

export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

export function resetUrl(publicUrl: string, token: string): string {
  return authLink(publicUrl, 'resetPassword', token);
}

/**
 * Mails a reset link when an account has this email. The answer is the same whether or not one
 * does (and the mail goes out in the background, so the time taken is the same too).
 */
export async function requestPasswordReset(ctx: AppContext, email: string, address: string): Promise<void> {
  const { db } = ctx.handle;
  const now = ctx.now();
  await countWithin(db, `reset:address:${address}`, ADDRESS_LIMIT, now, (pleaseWait) => `Too many password reset requests. ${pleaseWait} and try again.`);
  const accountKey = `reset:account:${email.trim().toLowerCase()}`;
  if ((await count(db, accountKey, ACCOUNT_LIMIT, now)).hits > ACCOUNT_LIMIT.max) return;
  const user = await findUserByEmail(db, email);
  if (!user?.email) return;
  const token = newToken();
  await write(ctx, [], (trx) =>
    replaceResets(trx, {
      userId: user.id,
      tokenHash: tokenDigest(ctx.secret, token),
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + RESET_HOURS * 3600_000).toISOString(),
    }),
  );
  sendInBackground(ctx.mailer, ctx.log, passwordResetMail(user.email, user.name, resetUrl(ctx.config.publicUrl, token), RESET_HOURS));
}

/** Sets the new password with a reset link's token, once; every session of the user ends. */
export async function resetPassword(ctx: AppContext, token: string, password: string, address: string): Promise<void> {
  const now = ctx.now();
  const tokenHash = tokenDigest(ctx.secret, token);
  await refuseFloodOfLinkUses(ctx.handle.db, address, now);
  // The link is checked before the password is hashed: a made-up or spent link costs no hashing.
  if (!(await isUsableReset(ctx.handle.db, tokenHash, now.toISOString()))) throw invalid(INVALID_RESET_LINK);
  const passwordHash = await hashPassword(password);
  await write(ctx, ['users'], async (trx) => {
    const userId = await claimReset(trx, tokenHash, now.toISOString());
    if (userId === undefined) throw invalid(INVALID_RESET_LINK);
    await requireStrongPasswordOf(trx, userId, password);
    await setPasswordHash(trx, userId, passwordHash, now);
    await endAllSessionsOf(trx, userId);
    await clearSignInLimit(trx, userId);
  });
}
