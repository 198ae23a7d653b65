/** Test-only: the real server in a process of its own, on a new SQLite copy of the demo league. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from '../../../scripts/lib/server-process';

export interface LeagueProcess {
  server: ServerProcess;
  /** Signs in through POST /api/login and answers the Cookie header of the session. */
  signIn(username: string, password: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startLeagueProcess(): Promise<LeagueProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'dugout-process-'));
  const server = await startServerProcess({
    DATABASE_URL: `sqlite:${join(dir, 'league.db')}`,
    SEED: 'demo',
    // The demo league's published passwords are for anything but production.
    NODE_ENV: 'test',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CLIENT_DIR: '/nonexistent',
    BACKUP_DIR: join(dir, 'backups'),
    NIGHTLY_BACKUP_CRON: '0 0 1 1 *',
  }).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    server,
    signIn: async (username, password) => {
      const response = await fetch(`${server.baseURL}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (response.status !== 200) throw new Error(`Sign-in of ${username} failed: ${response.status} ${await response.text()}`);
      return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    },
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
