import type { Backup } from '../../shared/schemas/backup';
import { leagueDate } from '../../shared/league-time';
import type { AppContext } from '../context';
import { SYSTEM } from '../features/audit/service';
import { createBackup } from '../features/backups/service';
import { claimRun, finishRun, releaseRun } from './job-lease';

export const NIGHTLY_BACKUP_JOB = 'nightly-backup';

/**
 * Ticks at midnight league time, then every 15 minutes until 05:45: the first tick takes the
 * backup; the later ones only act if that night's backup has not been taken (its process died or
 * the backup failed).
 */
export const NIGHTLY_BACKUP_PATTERN = '*/15 0-5 * * *';

/** Longer than any backup takes; a lease this old belongs to a process that died. */
const LEASE_MS = 30 * 60 * 1000;

/** Takes the night's backup unless another process has (or is taking) it. Answers the backup taken, if this call took it. */
export async function runNightlyBackup(ctx: AppContext, holder: string): Promise<Backup | null> {
  const { db } = ctx.handle;
  const now = ctx.now();
  const night = leagueDate(now.toISOString(), ctx.config.LEAGUE_TIMEZONE);
  if (!(await claimRun(db, NIGHTLY_BACKUP_JOB, night, holder, now, LEASE_MS))) return null;
  try {
    const backup = await createBackup(ctx, SYSTEM);
    await finishRun(db, NIGHTLY_BACKUP_JOB, night, holder, ctx.now());
    return backup;
  } catch (error) {
    await releaseRun(db, NIGHTLY_BACKUP_JOB, holder, ctx.now());
    throw error;
  }
}
