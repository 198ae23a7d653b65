import type { ScheduledJob } from '../../jobs/scheduler';
import { DIGEST_JOB, DIGEST_PATTERN, runDigests } from './digest';
import { OVERDUE_DIGEST_JOB, OVERDUE_DIGEST_PATTERN, runOverdueDigest } from './overdue-digest';
import { runScoreDeadlines, SCORE_DEADLINES_JOB, SCORE_DEADLINES_PATTERN } from './score-deadlines';

const mails = (sent: number | null) => (sent === null ? null : { mails: sent });

/** The notifications' jobs, handed to the scheduler by main.ts; each runs once across the processes sharing the database. */
export const NOTIFICATION_JOBS: readonly ScheduledJob[] = [
  { name: DIGEST_JOB, pattern: DIGEST_PATTERN, run: async (ctx, holder) => mails(await runDigests(ctx, holder)) },
  { name: SCORE_DEADLINES_JOB, pattern: SCORE_DEADLINES_PATTERN, run: runScoreDeadlines },
  { name: OVERDUE_DIGEST_JOB, pattern: OVERDUE_DIGEST_PATTERN, run: async (ctx, holder) => mails(await runOverdueDigest(ctx, holder)) },
];
