import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { Failure, invalid } from '../../errors';
import { passwordResetMail } from '../../mail/templates';
import { sendInBackground } from '../../mail/mailer';
import { hashPassword } from '../../security/passwords';
import { blockedFor, hit, type Limit } from '../../security/rate-limit';
import { newToken, tokenDigest } from '../../security/tokens';
import { endAllSessionsOf } from '../auth/service';
import { findUserByEmail, requireStrongPasswordOf, setPasswordHash } from '../users/service';
import { claimReset, replaceResets } from './repo';

/** A reset link works once, for one hour. */
export const RESET_HOURS = 1;
/** Requests per address: enough for a person with typos, too few to sweep through addresses. */
const ADDRESS_LIMIT: Limit = { max: 10, windowMs: 15 * 60 * 1000 };
/** Mails per account: further requests are answered alike but send nothing, so nobody is flooded. */
const ACCOUNT_LIMIT: Limit = { max: 3, windowMs: 60 * 60 * 1000 };

export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

export function resetUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/auth?mode=resetPassword&token=${encodeURIComponent(token)}`;
}

/**
 * Mails a reset link when an account has this email. The answer is the same whether or not one
 * does (and the mail goes out in the background, so the time taken is the same too).
 */
export async function requestPasswordReset(ctx: AppContext, email: string, address: string): Promise<void> {
  const { db } = ctx.handle;
  const now = ctx.now();
  const addressKey = `reset:address:${address}`;
  const wait = await blockedFor(db, addressKey, ADDRESS_LIMIT, now);
  if (wait > 0) {
    const minutes = Math.max(1, Math.ceil(wait / 60));
    throw new Failure(
      'rate_limited',
      `Too many password reset requests. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      wait,
    );
  }
  await hit(db, addressKey, ADDRESS_LIMIT, now);

  const accountKey = `reset:account:${email.trim().toLowerCase()}`;
  if ((await blockedFor(db, accountKey, ACCOUNT_LIMIT, now)) > 0) return;
  await hit(db, accountKey, ACCOUNT_LIMIT, now);

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
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  await write(ctx, ['users'], async (trx) => {
    const userId = await claimReset(trx, tokenDigest(ctx.secret, token), now.toISOString());
    if (userId === undefined) throw invalid(INVALID_RESET_LINK);
    await requireStrongPasswordOf(trx, userId, password);
    await setPasswordHash(trx, userId, passwordHash, now);
    await endAllSessionsOf(trx, userId);
  });
}
