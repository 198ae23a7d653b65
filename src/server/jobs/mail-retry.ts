import type { AppContext } from '../context';
import { runLeased, type LeasedJob } from './job-lease';

export const MAIL_RETRY_JOB = 'mail-retry';

/** Every five minutes, when mail goes over SMTP. */
export const MAIL_RETRY_PATTERN = '*/5 * * * *';

/** The lease outlasts a round of sends (up to 500 messages; a server still down ends the round at its first, given up on within seconds). */
const MAIL_RETRY: LeasedJob = { name: MAIL_RETRY_JOB, leaseMs: 4 * 60 * 1000 };

/**
 * Sends again the mail the SMTP server did not take, in one process of those sharing the database
 * (so nobody gets a message twice). Answers how many went out, or null when another process has
 * this round.
 */
export function retryKeptMail(ctx: AppContext, holder: string): Promise<number | null> {
  const round = ctx.now().toISOString().slice(0, 16);
  return runLeased(ctx.handle.db, ctx.now, MAIL_RETRY, round, holder, () => ctx.mailer.retryKept());
}
