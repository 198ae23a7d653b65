import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/server-process';

/** The leagues the global setup seeds: the demo's 2025 season, and the large league. */
export type TestLeague = 'demo' | 'large';

/** Set by the global setup: the seeded database a test server copies. */
export function templateDb(league: TestLeague = 'demo'): string {
  const variable = league === 'large' ? 'DUGOUT_E2E_LARGE_TEMPLATE' : 'DUGOUT_E2E_TEMPLATE';
  const path = process.env[variable];
  if (!path) throw new Error(`${variable} is not set: run the browser tests through Playwright (npm run test:e2e).`);
  return path;
}

/** The built client the test servers serve (CLIENT_DIR, default dist/client). */
export const CLIENT_DIR = process.env.CLIENT_DIR ?? 'dist/client';

export interface RunningServer extends Omit<ServerProcess, 'stop'> {
  dbPath: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server on a copy of a seeded league (the demo's 2025 season unless `league`
 * says the large one), serving the built client; with `empty`, on a new database, which the
 * server seeds itself if `env` says `SEED: 'demo'`. `env` adds settings (for example SMTP_URL).
 */
export async function startServer(
  env: Record<string, string> = {},
  { empty = false, league = 'demo' }: { empty?: boolean; league?: TestLeague } = {},
): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'dugout-e2e-'));
  const dbPath = join(dir, 'league.db');
  if (!empty) copyFileSync(templateDb(league), dbPath);
  const server = await startServerProcess({
    DATABASE_URL: `sqlite:${dbPath}`,
    SEED: 'none',
    SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-123',
    CLIENT_DIR,
    BACKUP_DIR: join(dir, 'backups'),
    // Light argon2id for the many sign-ins of a run (security/passwords.ts); production ignores it.
    PASSWORD_HASHING: 'light',
    ...env,
  });
  return {
    ...server,
    dbPath,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
