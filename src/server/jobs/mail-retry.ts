import type { AppContext } from '../context';
import { claimRun, finishRun, releaseRun } from './job-lease';

export const MAIL_RETRY_JOB = 'mail-retry';

/** Every five minutes, when mail goes over SMTP. */
export const MAIL_RETRY_PATTERN = '*/5 * * * *';

/** Longer than a round of sends takes (100 messages, each given up on within seconds). */
const LEASE_MS = 4 * 60 * 1000;

/**
 * Sends again the mail the SMTP server did not take, in one process of those sharing the database
 * (so nobody gets a message twice). Answers how many went out, or null when another process has
 * this round.
 */
export async function retryKeptMail(ctx: AppContext, holder: string): Promise<number | null> {
  const { db } = ctx.handle;
  const now = ctx.now();
  const round = now.toISOString().slice(0, 16);
  if (!(await claimRun(db, MAIL_RETRY_JOB, round, holder, now, LEASE_MS))) return null;
  try {
    const sent = await ctx.mailer.retryKept();
    await finishRun(db, MAIL_RETRY_JOB, round, holder, ctx.now());
    return sent;
  } catch (error) {
    await releaseRun(db, MAIL_RETRY_JOB, holder, ctx.now());
    throw error;
  }
}
