import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runOnPostgres } from '../../src/server/db/postgres-admin';
import { connectDatabase } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { LeaguePlan } from '../../src/server/seed/plan';
import { DEMO_PASSWORDS } from '../../src/server/seed/demo';
import { writePlan } from '../../src/server/seed/write';
import { startServerProcess, type ServerProcess } from '../lib/server-process';

export interface BenchDatabase {
  engine: 'sqlite' | 'postgres';
  url: string;
  dispose(): Promise<void>;
}

/**
 * A new database holding the given league: a temporary SQLite file, or a new database next to
 * BENCH_DATABASE_URL on PostgreSQL (dropped afterwards).
 */
export async function freshLeagueDatabase(plan: LeaguePlan, label: string): Promise<BenchDatabase> {
  const base = process.env.BENCH_DATABASE_URL;
  let db: BenchDatabase;
  if (base) {
    const name = `dugout_bench_${label}_${Date.now().toString(36)}`;
    await runOnPostgres(base, `create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    db = {
      engine: 'postgres',
      url: url.toString(),
      dispose: async () => void (await runOnPostgres(base, `drop database if exists ${name} with (force)`)),
    };
  } else {
    const file = join(tmpdir(), `dugout-bench-${label}-${Date.now().toString(36)}.db`);
    db = {
      engine: 'sqlite',
      url: `sqlite:${file}`,
      dispose: () => {
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
        return Promise.resolve();
      },
    };
  }
  const handle = connectDatabase(db.url);
  try {
    await migrateToLatest(handle, { leagueTimeZone: plan.seasons[0]?.calendar.timeZone ?? 'UTC' });
    await writePlan(handle, plan, DEMO_PASSWORDS, new Date());
  } finally {
    await handle.close();
  }
  return db;
}

/**
 * The real server in production mode on a league database, its backups in `workDir`; `env` adds or
 * overrides settings (processes sharing a league pass the same SESSION_SECRET: a session made by one
 * is used with the other).
 */
export async function startLeagueServer(databaseUrl: string, workDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({
    DATABASE_URL: databaseUrl,
    SEED: 'none',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CLIENT_DIR: 'dist/client',
    BACKUP_DIR: join(workDir, 'backups'),
    ...env,
  });
}

/** Signs in through the API and answers the session cookie to send with later requests. */
export async function signIn(baseURL: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${username} failed: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
