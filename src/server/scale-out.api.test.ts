import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inDatabase, runOnPostgres } from './db/postgres-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from '../../scripts/lib/poll';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/server-process';
import { NIGHTLY_BACKUP_LEFT } from './jobs/scheduler';
import { createTestApp, siblingApp, signIn as signInApp, testEngines, type TestApp } from './test/harness';
import { multipart, photoWithGps } from './test/photos';

const url = process.env.TEST_DATABASE_URL;
const wanted = process.env.TEST_ENGINES?.split(',') ?? ['sqlite', 'postgres'];
// Several processes share a league on PostgreSQL; a SQLite file belongs to one process.
const engines = url && wanted.includes('postgres') ? ['postgres'] : [];

const onServer = (text: string) => runOnPostgres(url ?? '', text);

async function signIn(server: ServerProcess, username: string, password: string): Promise<Response> {
  return fetch(`${server.baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe.each(testEngines())('what a server keeps in the database, not in memory (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  it('keeps sessions and sign-in throttling where a second server sees them', async () => {
    const other = await siblingApp(t);
    try {
      const cookie = await signInApp(t.app, 'sam.rivera@example.com', 'coach2025');
      expect((await other.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
      const attempt = (app: TestApp['app']) =>
        app.inject({ method: 'POST', url: '/api/login', payload: { username: 'jordan.lee@example.com', password: 'wrong-password1' } });
      for (let i = 0; i < 10; i++) await attempt(i % 2 ? t.app : other.app);
      expect((await attempt(other.app)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe.each(engines)('two server processes on one %s database', () => {
  const database = `dugout_two_${randomBytes(4).toString('hex')}`;
  const work = mkdtempSync(join(tmpdir(), 'dugout-two-'));
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    await onServer(`create database ${database}`);
    const target = new URL(url ?? '');
    target.pathname = `/${database}`;
    const env = {
      DATABASE_URL: target.toString(),
      SEED: 'demo',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      CLIENT_DIR: '/nonexistent',
      BACKUP_DIR: join(work, 'backups'),
      // The nightly backup ticks every second here, so both processes try it during the test.
      NIGHTLY_BACKUP_CRON: '* * * * * *',
      // A tick that leaves the backup to the other process says so at debug level.
      LOG_LEVEL: 'debug',
    };
    // Started together on an empty database: the league must be loaded once.
    [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await onServer(`drop database if exists ${database} with (force)`);
    rmSync(work, { recursive: true, force: true });
  });

  it('loads the demo league once when both start on an empty database', async () => {
    const divisions = (await (await fetch(`${one.baseURL}/api/divisions`)).json()) as unknown[];
    expect(divisions).toHaveLength(5);
  });

  it('accepts a session made by one process in the other', async () => {
    const cookie = cookieOf(await signIn(one, 'sam.rivera@example.com', 'coach2025'));
    const me = await fetch(`${two.baseURL}/api/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { name: string }).name).toBe('Sam Rivera');
    await fetch(`${two.baseURL}/api/logout`, { method: 'POST', headers: { cookie } });
    expect((await fetch(`${one.baseURL}/api/user`, { headers: { cookie } })).status).toBe(401);
  });

  it('serves a photo uploaded through one process from the other', async () => {
    const cookie = cookieOf(await signIn(one, 'sam.rivera@example.com', 'coach2025'));
    const { payload, headers } = multipart([{ name: 'image', filename: 'field.jpg', contentType: 'image/jpeg', data: await photoWithGps() }]);
    const uploaded = await fetch(`${one.baseURL}/api/upload`, { method: 'POST', headers: { ...headers, cookie }, body: new Uint8Array(payload) });
    expect(uploaded.status).toBe(200);
    const { url: photo } = (await uploaded.json()) as { url: string };
    const served = await fetch(`${two.baseURL}${photo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('shows a write made through one process to the very next read through the other', async () => {
    const divisions = async () => (await fetch(`${two.baseURL}/api/divisions`)).text();
    // The other process now has the list cached; a team of the current season is renamed.
    const [division] = JSON.parse(await divisions()) as { id: number; teams: { id: number }[] }[];
    for (let round = 1; round <= 5; round++) {
      const name = `Relay Rockets ${round}`;
      const renamed = await fetch(`${one.baseURL}/api/divisions/${division!.id}/teams/${division!.teams[0]!.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: cookieOf(await signIn(one, 'admin', 'admin2025')) },
        body: JSON.stringify({ name }),
      });
      expect(renamed.status).toBe(200);
      expect(await divisions()).toContain(name);
    }
  });

  it('counts failed sign-ins across both processes', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const server = attempt % 2 === 0 ? one : two;
      expect((await signIn(server, 'casey.morgan@example.com', 'wrong-password1')).status).toBe(401);
    }
    expect((await signIn(one, 'casey.morgan@example.com', 'coach2025')).status).toBe(429);
    expect((await signIn(two, 'casey.morgan@example.com', 'coach2025')).status).toBe(429);
  });

  it('takes the nightly backup in one process only', async () => {
    await pollUntil('the nightly backup', () => onServerIn(database, 'select id from backups'), { timeoutMs: 30_000, everyMs: 100 });
    // Each process ticks every second: once both have ticked after the backup and left it, no other can come.
    const seen = [one, two].map((server) => server.output().length);
    await pollUntil(
      'both processes to leave the backup taken',
      () => [one, two].every((server, i) => server.output().slice(seen[i]).includes(NIGHTLY_BACKUP_LEFT)),
      { timeoutMs: 30_000, everyMs: 100 },
    );
    expect(await onServerIn(database, 'select id from backups')).toBe(1);
    expect([one, two].filter((server) => server.output().includes('nightly backup taken'))).toHaveLength(1);
  });
});

function onServerIn(database: string, text: string): Promise<number> {
  return runOnPostgres(inDatabase(url ?? '', database), text);
}
