import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, serverProgram, startServerProcess, waitUntilReady, type ServerProcess } from '../../scripts/lib/server-process';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { inDatabase, runOnPostgres } from './db/postgres-admin';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, seedDemoIfEmpty } from './seed/demo';
import { SETUP_TOKEN_NEEDED } from './features/auth/setup-token';
import { TEST_TIMEZONE } from './test/harness';
import { DEMO_LOADED_AT } from './test/demo-clock';

const postgresUrl = process.env.TEST_DATABASE_URL;
const wanted = process.env.TEST_ENGINES?.split(',') ?? ['sqlite', 'postgres'];
const sqlite = wanted.includes('sqlite') ? ['sqlite'] : [];
const postgres = postgresUrl && wanted.includes('postgres') ? ['postgres'] : [];

/** Every sign-in the README lists. */
const README_SIGN_INS = [
  { username: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORDS.admin },
  { username: DEMO_ACCOUNTS.orgAdmin, password: DEMO_PASSWORDS.org_admin },
  { username: DEMO_ACCOUNTS.oneTeamCoach, password: DEMO_PASSWORDS.coach },
  { username: DEMO_ACCOUNTS.multiTeamCoach, password: DEMO_PASSWORDS.coach },
  { username: DEMO_ACCOUNTS.incompleteCoach, password: DEMO_PASSWORDS.coach },
];

const post = (baseURL: string, path: string, body: object) =>
  fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * Starts the server with these settings, expecting it to refuse: answers its exit code and output.
 * A server that starts instead is stopped, and answers 'started'.
 */
async function startExpectingExit(env: Record<string, string>): Promise<{ code: number | null | 'started'; output: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, serverProgram('main'), {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', CLIENT_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = await waitUntilReady(`http://127.0.0.1:${port}`, child, () => output).then(
    () => true,
    () => false,
  );
  if (started) child.kill('SIGKILL');
  const code = await exited;
  return { code: started ? 'started' : code, output };
}

/** A new empty database of the engine, and how to remove it. */
async function emptyDatabase(engine: string, dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (engine === 'sqlite') return { url: `sqlite:${join(dir, `league-${randomBytes(4).toString('hex')}.db`)}`, drop: async () => undefined };
  const name = `dugout_start_${randomBytes(4).toString('hex')}`;
  await runOnPostgres(postgresUrl ?? '', `create database ${name}`);
  return {
    url: inDatabase(postgresUrl ?? '', name),
    drop: async () => void (await runOnPostgres(postgresUrl ?? '', `drop database if exists ${name} with (force)`)),
  };
}

describe.each(sqlite)('npm start without settings (%s)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dugout-npm-start-'));
  let server: ReturnType<typeof spawn>;
  let output = '';
  let baseURL = '';

  beforeAll(async () => {
    // A built client newer than its sources: npm start serves it without building.
    const clientDir = join(dir, 'client');
    mkdirSync(clientDir);
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Dugout</title>');
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(dir, 'league.db')}` };
    env.CLIENT_DIR = clientDir;
    env.SESSION_SECRET = randomBytes(32).toString('hex');
    delete env.NODE_ENV;
    delete env.SEED;
    server = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitUntilReady(baseURL, server, () => output);
  }, 60_000);

  afterAll(async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the demo league with the README sign-ins, and the log warns that it is a demo not to expose', async () => {
    for (const signIn of README_SIGN_INS) expect((await post(baseURL, '/api/login', signIn)).status, signIn.username).toBe(200);
    const warnings = output.split('\n').filter((line) => line.includes('DEMONSTRATION MODE'));
    expect(warnings).toHaveLength(1);
    const warning = JSON.parse(warnings[0] ?? '{}') as { level: number; msg: string };
    expect(warning.level).toBe(40);
    expect(warning.msg).toMatch(/passwords are published in the README/);
    expect(warning.msg).toMatch(/Do not expose it to the internet/);
  });
});

describe.each(sqlite)('refusals of settings at a production start (%s)', () => {
  it('refuses SEED=demo and TRUST_PROXY=true with a clear message', async () => {
    const seeded = await startExpectingExit({ NODE_ENV: 'production', SEED: 'demo', DATABASE_URL: 'sqlite::memory:' });
    expect(seeded.code).not.toBe(0);
    expect(seeded.output).toContain('SEED=demo loads the demo league, whose passwords are published in the README');
    const trusting = await startExpectingExit({ NODE_ENV: 'production', TRUST_PROXY: 'true', DATABASE_URL: 'sqlite::memory:' });
    expect(trusting.code).not.toBe(0);
    expect(trusting.output).toContain('TRUST_PROXY: trusting every address is refused');
  }, 60_000);
});

describe.each([...sqlite, ...postgres])('a production start on %s', (engine) => {
  const dir = mkdtempSync(join(tmpdir(), 'dugout-production-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a database holding the demo league, naming its accounts', async () => {
    const database = await emptyDatabase(engine, dir);
    try {
      const handle = connectDatabase(database.url);
      await migrateToLatest(handle, { leagueTimeZone: TEST_TIMEZONE });
      await seedDemoIfEmpty(handle, TEST_TIMEZONE, DEMO_LOADED_AT);
      await handle.close();
      const started = await startExpectingExit({ NODE_ENV: 'production', DATABASE_URL: database.url, SESSION_SECRET: randomBytes(32).toString('hex') });
      expect(started.code).not.toBe(0);
      expect(started.output).toContain("account(s) have a password published in the README's demo sign-ins (admin, ops@dugout.example, ");
      expect(started.output).toContain('Give each a new password or delete it');
    } finally {
      await database.drop();
    }
  }, 90_000);
});

describe.each(postgres)('the README multi-process example on a fresh %s database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dugout-readme-'));
  let database: { url: string; drop(): Promise<void> };
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await emptyDatabase('postgres', dir);
    const env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: 'https://league.example.org',
      NODE_ENV: 'production',
      BACKUP_DIR: join(dir, 'backups'),
      CLIENT_DIR: '/nonexistent',
      // As every test run asks; production ignores it and hashes at the standard.
      PASSWORD_HASHING: 'light',
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('offers no account that a reader of the README can sign in to, and no first-visitor administrator', async () => {
    for (const server of servers) {
      for (const signIn of README_SIGN_INS) expect((await post(server.baseURL, '/api/login', signIn)).status, signIn.username).toBe(401);
      const register = await post(server.baseURL, '/api/register', { username: 'first', password: 'visitor2025', name: 'First Visitor' });
      expect(register.status).toBe(403);
      expect(await register.json()).toEqual({ message: SETUP_TOKEN_NEEDED });
    }
  });

  it('lets the operator create the administrator with a setup token from either log, through either process', async () => {
    const token = /one-time setup token: (\S+) /.exec(servers[0]?.output() ?? '')?.[1];
    expect(token).toBeDefined();
    const [, other] = servers;
    const created = await post(other?.baseURL ?? '', '/api/register', {
      username: 'chief',
      password: 'Chief-2025-key',
      name: 'League Chief',
      setupToken: token,
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { role: string }).role).toBe('admin');
    const handle = connectDatabase(database.url, { poolSize: 1 });
    try {
      const chief = await handle.db.selectFrom('users').select('password_hash').where('username', '=', 'chief').executeTakeFirstOrThrow();
      expect(chief.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    } finally {
      await handle.close();
    }
  });
});
