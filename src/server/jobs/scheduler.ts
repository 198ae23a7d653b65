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

/** Starts the scheduled jobs of this process; `stop` ends them at shutdown. */
export function startScheduledJobs(ctx: AppContext, runNightlyBackup: NightlyBackup): { stop(): void } {
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
  return {
    stop: () => {
      nightly.stop();
      housekeeping.stop();
      mailRetry?.stop();
    },
  };
}
