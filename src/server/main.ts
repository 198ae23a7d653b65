import pino from 'pino';
import { buildApp } from './app';
import { readConfig } from './config';
import type { AppContext } from './context';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { ensureFirstSeason } from './features/seasons/first-season';
import { seedDemoIfEmpty } from './seed/demo';
import { underStartupLock } from './db/startup-lock';
import { issueSetupToken } from './features/auth/setup-token';
import { runNightlyBackup } from './features/backups/nightly-backup';
import { ANNOUNCEMENT_JOBS } from './features/announcements/scheduled-jobs';
import { NOTIFICATION_JOBS } from './features/notifications/scheduled-jobs';
import { ensureConfiguredAdmin } from './features/users/bootstrap';
import { refuseDemoPasswords } from './features/users/demo-passwords';
import { startScheduledJobs } from './jobs/scheduler';
import { createMailer } from './mail/mailer';
import { loadSecret } from './security/secret';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = readConfig();
  const handle = connectDatabase(config.DATABASE_URL);
  const log = pino({ level: config.LOG_LEVEL });
  const now = () => new Date();
  const ctx: AppContext = {
    handle,
    config,
    secret: loadSecret(config.SESSION_SECRET),
    now,
    log,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: handle.db, log, now }),
  };
  await underStartupLock(handle, async () => {
    await migrateToLatest(handle, { leagueTimeZone: config.LEAGUE_TIMEZONE });
    const demoLoadedAt = config.DEMO_LOADED_AT === undefined ? new Date() : new Date(config.DEMO_LOADED_AT);
    if (config.SEED === 'demo' && (await seedDemoIfEmpty(handle, config.LEAGUE_TIMEZONE, demoLoadedAt))) {
      log.info('Empty database: the demo league was loaded');
    }
    await ensureFirstSeason(ctx);
    await ensureConfiguredAdmin(ctx);
    if (config.isProduction) await refuseDemoPasswords(ctx);
    const setupToken = await issueSetupToken(ctx);
    if (setupToken) {
      log.warn(
        `No account exists yet. To create the administrator, open ${config.publicUrl}/auth?mode=setup and enter this ` +
          `one-time setup token: ${setupToken} (it works until the first account exists; ADMIN_USERNAME and ADMIN_PASSWORD create one instead)`,
      );
    }
  });
  const app = await buildApp(ctx, { clientDir: config.CLIENT_DIR });
  const jobs = startScheduledJobs(ctx, runNightlyBackup, [...NOTIFICATION_JOBS, ...ANNOUNCEMENT_JOBS]);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    jobs.stop();
    app
      .close()
      .then(() => ctx.mailer.drain())
      .then(() => ctx.mailer.close())
      .then(() => handle.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Dugout is serving on ${config.publicUrl} (database: ${handle.engine} ${handle.location})`);
  if (!config.isProduction) {
    const loads = config.SEED === 'demo' ? 'It loads the demo league into an empty database, and the' : 'The';
    log.warn(
      `DEMONSTRATION MODE (NODE_ENV is not production). ${loads} demo league's sign-ins and passwords are published in ` +
        'the README: anyone who reaches this server can sign in to a demo account. Do not expose it to the internet. For a ' +
        'real league set NODE_ENV=production: the demo league is then never loaded, and the server does not start while ' +
        'any account has a demo password.',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
