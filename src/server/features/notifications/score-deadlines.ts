import type { AppContext } from '../../context';
import { runLeased, type LeasedJob } from '../../jobs/job-lease';
import { finalizeLoneReports } from '../games/service';
import { remindLateScores } from './score-reminders';

export const SCORE_DEADLINES_JOB = 'score-deadlines';
export const SCORE_DEADLINES_PATTERN = '*/5 * * * *';
const SCORE_DEADLINES: LeasedJob = { name: SCORE_DEADLINES_JOB, leaseMs: 4 * 60 * 1000 };

/**
 * The 24-hour rule, every five minutes in one process of those sharing the database: lone reports
 * old enough become final (when the league's rule is on), then the sides still without a report a
 * day after their game are reminded. Answers how many of each, or null when another process has
 * this round.
 */
export function runScoreDeadlines(ctx: AppContext, holder: string): Promise<{ finalized: number; reminded: number } | null> {
  const minute = ctx.now().toISOString().slice(0, 16);
  return runLeased(ctx.handle.db, ctx.now, SCORE_DEADLINES, minute, holder, async () => {
    const finalized = await finalizeLoneReports(ctx);
    return { finalized, reminded: await remindLateScores(ctx) };
  });
}
