import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Cron } from 'croner';
import type { Backup } from '../../shared/schemas/backup';
import type { AppContext } from '../context';
import { HOUSEKEEPING_PATTERN, runHousekeeping } from './housekeeping';
import { MAIL_RETRY_PATTERN, retryKeptMail } from './mail-retry';

/** Takes the night's backup unless another process has; answers the backup if this call took it. The backups feature has it. */
export type NightlyBackup = (ctx: AppContext, holder: string) => Promise<Backup | null>;

/** Logged (debug) by a tick that leaves the backup to the process taking or having taken it tonight. */
export const NIGHTLY_BACKUP_LEFT = 'nightly backup already taken tonight, or being taken by another process';

/** A feature's job (handed in by main.ts): it runs once across the processes sharing the database, through a job lease. */
export interface ScheduledJob {
  name: string;
  /** Cron pattern, in league time. */
  pattern: string;
  /** Runs the job unless another process has this round; answers what it did, counted (logged when any count is not zero), or null. */
  run(ctx: AppContext, holder: string): Promise<Record<string, number> | null>;
}

/** Starts the scheduled jobs of this process; `stop` ends them at shutdown. */
export function startScheduledJobs(ctx: AppContext, runNightlyBackup: NightlyBackup, featureJobs: readonly ScheduledJob[] = []): { stop(): void } {
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const nightly = new Cron(ctx.config.NIGHTLY_BACKUP_CRON, { timezone: ctx.config.LEAGUE_TIMEZONE, protect: true, name: 'nightly-backup' }, async () => {
    try {
      const backup = await runNightlyBackup(ctx, holder);
      if (backup) ctx.log.info({ backup: backup.date, size: backup.size }, 'nightly backup taken');
      else ctx.log.debug(NIGHTLY_BACKUP_LEFT);
    } catch (error) {
      ctx.log.error({ err: error }, 'nightly backup failed; a later tick tonight tries again');
    }
  });
  const housekeeping = new Cron(HOUSEKEEPING_PATTERN, { timezone: ctx.config.LEAGUE_TIMEZONE, protect: true, name: 'housekeeping' }, async () => {
    try {
      const deleted = await runHousekeeping(ctx, holder);
      if (deleted) ctx.log.info({ deleted }, 'housekeeping done');
    } catch (error) {
      ctx.log.error({ err: error }, 'housekeeping failed; a later tick tonight tries again');
    }
  });
  const mailRetry = ctx.config.SMTP_URL
    ? new Cron(MAIL_RETRY_PATTERN, { protect: true, name: 'mail-retry' }, async () => {
        try {
          const sent = await retryKeptMail(ctx, holder);
          if (sent) ctx.log.info({ sent }, 'mail that could not be sent earlier has gone out');
        } catch (error) {
          ctx.log.error({ err: error }, 'trying mail again failed');
        }
      })
    : null;
  const features = featureJobs.map(
    (job) =>
      new Cron(job.pattern, { timezone: ctx.config.LEAGUE_TIMEZONE, protect: true, name: job.name }, async () => {
        try {
          const done = await job.run(ctx, holder);
          if (done && Object.values(done).some((n) => n > 0)) ctx.log.info({ job: job.name, done }, 'scheduled job done');
        } catch (error) {
          ctx.log.error({ err: error, job: job.name }, 'scheduled job failed; its next tick tries again');
        }
      }),
  );
  return {
    stop: () => {
      nightly.stop();
      housekeeping.stop();
      mailRetry?.stop();
      for (const job of features) job.stop();
    },
  };
}
