import type { Backup } from '../../../shared/schemas/backup';
import { leagueDate } from '../../../shared/league-time';
import type { AppContext } from '../../context';
import { runLeased, type LeasedJob } from '../../jobs/job-lease';
import { SYSTEM } from '../audit/service';
import { createBackup } from './service';

export const NIGHTLY_BACKUP_JOB = 'nightly-backup';

/** The lease outlasts any backup. */
const NIGHTLY_BACKUP: LeasedJob = { name: NIGHTLY_BACKUP_JOB, leaseMs: 30 * 60 * 1000 };

/** Takes the night's backup unless another process has (or is taking) it. Answers the backup taken, if this call took it. */
export function runNightlyBackup(ctx: AppContext, holder: string): Promise<Backup | null> {
  const night = leagueDate(ctx.now().toISOString(), ctx.config.LEAGUE_TIMEZONE);
  return runLeased(ctx.handle.db, ctx.now, NIGHTLY_BACKUP, night, holder, () => createBackup(ctx, SYSTEM));
}
