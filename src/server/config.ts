import { join } from 'node:path';
import { z } from 'zod';
import { newPassword } from '../shared/schemas/password';
import { appFolder } from './app-folder';
import { proxyList } from './http/proxy-list';
import { weakPasswordReason } from './security/password-strength';

/**
 * Ticks at midnight league time, then every 15 minutes until 05:45: the first tick takes the
 * backup; the later ones only act if that night's backup has not been taken (its process died or
 * the backup failed).
 */
export const NIGHTLY_BACKUP_PATTERN = '*/15 0-5 * * *';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().default('sqlite:./data/league.db'),
  SESSION_SECRET: z.string().min(32, { message: 'SESSION_SECRET must be at least 32 characters' }).optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Dugout <no-reply@dugout.local>'),
  LEAGUE_TIMEZONE: z.string().default('America/New_York'),
  BACKUP_DIR: z.string().default('./data/backups'),
  /** When the nightly backup job ticks (cron, league time). */
  NIGHTLY_BACKUP_CRON: z.string().default(NIGHTLY_BACKUP_PATTERN),
  /** Days the outbox keeps mail before the nightly housekeeping deletes it. */
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * The moment the demo league is built around (its current season runs over the weeks around it):
   * now unless set, so that a demo loaded on a given date looks the same every time (tests, screenshots).
   */
  DEMO_LOADED_AT: z.iso.datetime({ offset: true, message: 'DEMO_LOADED_AT must be an ISO date and time, like 2026-05-06T16:00:00Z' }).optional(),
  /** Defaults to 'demo' outside production and to 'none' in it (see readConfig). */
  SEED: z.enum(['demo', 'none'], { message: "SEED must be 'demo' or 'none'" }).optional(),
  ADMIN_USERNAME: z.string().optional(),
  /** Held to the rules of every new administrator's password (see readConfig): this account can do everything. */
  ADMIN_PASSWORD: newPassword.optional(),
  TRUST_PROXY: proxyList,
  NODE_ENV: z.string().default('development'),
  /** 'light' hashes new passwords with cheap argon2id parameters, for test runs; ignored in production (security/passwords.ts). */
  PASSWORD_HASHING: z.enum(['standard', 'light'], { message: "PASSWORD_HASHING must be 'standard' or 'light'" }).default('standard'),
  LOG_LEVEL: z.string().default('info'),
  /** The longest a client may take to send a whole request (a 10 MB photo at 0.7 Mbit/s fits). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).default(120_000),
  /** The longest a client may take to send a request's headers. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).default(20_000),
  /** How long an idle keep-alive connection is kept: longer than a proxy's (nginx: 60 s), so the proxy closes first. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).default(72_000),
  /** The most memory the read cache's answers take (compressed forms included), in MB. */
  READ_CACHE_MB: z.coerce.number().min(1).default(32),
  /** 'off' runs without the read cache: for the benchmark's comparison (scripts/bench/serving.ts) and nothing else. */
  READ_CACHE: z.enum(['on', 'off'], { message: "READ_CACHE must be 'on' or 'off'" }).default('on'),
  /** The built browser application; by default the one `npm run build` makes in the application's folder. */
  CLIENT_DIR: z.string().default(join(appFolder(), 'dist/client')),
});

export type Config = z.infer<typeof configSchema> & { SEED: 'demo' | 'none'; publicUrl: string; isProduction: boolean };

export const DEMO_REFUSED_IN_PRODUCTION =
  'Invalid configuration: SEED=demo loads the demo league, whose passwords are published in the README; ' +
  'it is refused when NODE_ENV=production. Leave SEED unset (or none) and create the administrator with ADMIN_USERNAME and ADMIN_PASSWORD.';

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  if (c.HEADERS_TIMEOUT_MS > c.REQUEST_TIMEOUT_MS) {
    throw new Error('Invalid configuration: HEADERS_TIMEOUT_MS cannot be longer than REQUEST_TIMEOUT_MS (the headers are part of the request)');
  }
  const weakAdminPassword = c.ADMIN_PASSWORD ? weakPasswordReason(c.ADMIN_PASSWORD, { role: 'admin', names: [c.ADMIN_USERNAME] }) : null;
  if (weakAdminPassword !== null) throw new Error(`Invalid configuration: ADMIN_PASSWORD: ${weakAdminPassword}`);
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: c.LEAGUE_TIMEZONE });
  } catch {
    throw new Error(`Invalid configuration: LEAGUE_TIMEZONE '${c.LEAGUE_TIMEZONE}' is not a time zone`);
  }
  const isProduction = c.NODE_ENV === 'production';
  if (isProduction && c.SEED === 'demo') throw new Error(DEMO_REFUSED_IN_PRODUCTION);
  return {
    ...c,
    SEED: c.SEED ?? (isProduction ? 'none' : 'demo'),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    isProduction,
  };
}
