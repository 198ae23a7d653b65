import type { ScheduledJob } from '../../jobs/scheduler';
import { runLeased, type LeasedJob } from '../../jobs/job-lease';
import { turnAnnouncements } from './service';

const ANNOUNCEMENTS: LeasedJob = { name: 'announcements', leaseMs: 50 * 1000 };

/** Every minute, in one process of those sharing the database: announcements start and end showing on time. */
export const ANNOUNCEMENT_JOBS: readonly ScheduledJob[] = [
  {
    name: ANNOUNCEMENTS.name,
    pattern: '* * * * *',
    run: (ctx, holder) =>
      runLeased(ctx.handle.db, ctx.now, ANNOUNCEMENTS, ctx.now().toISOString().slice(0, 16), holder, async () => ({ turned: await turnAnnouncements(ctx) })),
  },
];
