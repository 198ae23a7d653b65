import type { Backup } from '../../shared/schemas/backup';
import { leagueDate } from '../../shared/league-time';
import type { AppContext } from '../context';
import { SYSTEM } from '../features/audit/service';
import { createBackup } from '../features/backups/service';
import { runLeased, type LeasedJob } from './job-lease';

export const NIGHTLY_BACKUP_JOB = 'nightly-backup';

/**
 * Ticks at midnight league time, then every 15 minutes until 05:45: the first tick takes the
 * backup; the later ones only act if that night's backup has not been taken (its process died or
 * the backup failed).
 */
export const NIGHTLY_BACKUP_PATTERN = '*/15 0-5 * * *';

/** The lease outlasts any backup. */
const NIGHTLY_BACKUP: LeasedJob = { name: NIGHTLY_BACKUP_JOB, leaseMs: 30 * 60 * 1000 };

/** Takes the night's backup unless another process has (or is taking) it. Answers the backup taken, if this call took it. */
export function runNightlyBackup(ctx: AppContext, holder: string): Promise<Backup | null> {
  const night = leagueDate(ctx.now().toISOString(), ctx.config.LEAGUE_TIMEZONE);
  return runLeased(ctx.handle.db, ctx.now, NIGHTLY_BACKUP, night, holder, () => createBackup(ctx, SYSTEM));
}
