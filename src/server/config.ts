import { z } from 'zod';
import { newPassword } from '../shared/schemas/password';
import { NIGHTLY_BACKUP_PATTERN } from './jobs/nightly-backup';
import { weakPasswordReason } from './security/password-strength';

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
  SEED: z.enum(['demo', 'none']).default('demo'),
  ADMIN_USERNAME: z.string().optional(),
  /** Held to the rules of every new administrator's password (see readConfig): this account can do everything. */
  ADMIN_PASSWORD: newPassword.optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'false' ? false : v === 'true' ? true : v)),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.string().default('info'),
  CLIENT_DIR: z.string().default('./dist/client'),
});

export type Config = z.infer<typeof configSchema> & { publicUrl: string; isProduction: boolean };

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  const weakAdminPassword = c.ADMIN_PASSWORD ? weakPasswordReason(c.ADMIN_PASSWORD, { role: 'admin', names: [c.ADMIN_USERNAME] }) : null;
  if (weakAdminPassword !== null) throw new Error(`Invalid configuration: ADMIN_PASSWORD: ${weakAdminPassword}`);
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: c.LEAGUE_TIMEZONE });
  } catch {
    throw new Error(`Invalid configuration: LEAGUE_TIMEZONE '${c.LEAGUE_TIMEZONE}' is not a time zone`);
  }
  return {
    ...c,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    isProduction: c.NODE_ENV === 'production',
  };
}
