import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/server-process';

/** Set by the global setup: the seeded demo database every test server copies. */
export function templateDb(): string {
  const path = process.env.DUGOUT_E2E_TEMPLATE;
  if (!path) throw new Error('DUGOUT_E2E_TEMPLATE is not set: run the browser tests through Playwright (npm run test:e2e).');
  return path;
}

/** The built client the test servers serve (CLIENT_DIR, default dist/client). */
export const CLIENT_DIR = process.env.CLIENT_DIR ?? 'dist/client';

export interface RunningServer extends Omit<ServerProcess, 'stop'> {
  dbPath: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server on a copy of the seeded league (the demo's 2025 season), serving the
 * built client; with `empty`, on a new database, which the server seeds itself if `env` says
 * `SEED: 'demo'`. `env` adds settings (for example SMTP_URL).
 */
export async function startServer(env: Record<string, string> = {}, { empty = false } = {}): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'dugout-e2e-'));
  const dbPath = join(dir, 'league.db');
  if (!empty) copyFileSync(templateDb(), dbPath);
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
