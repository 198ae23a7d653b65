/**
 * Test-only helpers: a fresh database and app per call, on SQLite always and on PostgreSQL when
 * TEST_DATABASE_URL is set. Never imported by the server itself.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql, type LogEvent } from 'kysely';
import { runOnPostgres } from '../db/postgres-admin';
import pino, { type DestinationStream } from 'pino';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp, type BuildOptions, type RouteEntry } from '../app';
import { ensureFirstSeason } from '../features/seasons/first-season';
import { readConfig } from '../config';
import type { AppContext } from '../context';
import { connectDatabase, type DatabaseHandle, type Engine } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../seed/demo';
import { SESSION_COOKIE } from '../auth';
import type { LeaguePlan } from '../seed/plan';
import type { Division } from '../../shared/schemas/league';
import { writePlan } from '../seed/write';
import { createMailer, type Mailer } from '../mail/mailer';
import { copyPostgresTemplate, copySqliteTemplate, TEST_TIMEZONE } from './league-template';

export { TEST_TIMEZONE };

/** The engines the API tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testEngines(): Engine[] {
  const available: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  // TEST_ENGINES=postgres runs only that engine (CI's second pass, after the SQLite run).
  const wanted = process.env.TEST_ENGINES?.split(',').map((e) => e.trim());
  return wanted ? available.filter((e) => wanted.includes(e)) : available;
}

export interface TestAppOptions {
  engine: Engine;
  /**
   * 'demo' loads the deterministic demo league's 2025 season; 'none' leaves the database empty; a plan (e.g. a
   * benchmark league from seed/large.ts) is loaded with the demo passwords; `sqliteFile` (SQLite
   * only) starts from a copy of that database file, gzipped or not (one an earlier release wrote).
   * Default 'demo'.
   */
  seed?: 'demo' | 'none' | LeaguePlan | { sqliteFile: string };
  now?: () => Date;
  /** Send mail over SMTP to this server (e.g. a test SMTP server on loopback); default the outbox table. */
  smtpUrl?: string;
  /** Called after every query the app's database runs (seeding included), to count them. */
  onQuery?: (event: LogEvent) => void;
  /** Settings as the environment gives them (e.g. TRUST_PROXY), over the test's own. */
  env?: Record<string, string>;
  /** Where the app's log goes, at info level; by default nothing is logged. */
  logTo?: DestinationStream;
  /** Hooks a test adds to see which steps a request goes through, before the app is ready. */
  watch?: (app: FastifyInstance) => void;
  /** The browser application and its page renderer, served as main.ts serves them (omitted: the API alone). */
  site?: BuildOptions;
}

export interface TestApp {
  app: FastifyInstance & { routeTable: RouteEntry[] };
  ctx: AppContext;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

function uniqueSuffix(): string {
  return `${Date.now().toString(36)}_${randomBytes(6).toString('hex')}`;
}

interface FreshDatabase {
  url: string;
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

async function freshSqlite(onQuery: TestAppOptions['onQuery'], seed: NonNullable<TestAppOptions['seed']>): Promise<FreshDatabase> {
  const file = join(tmpdir(), `dugout-test-${uniqueSuffix()}.db`);
  const url = `sqlite:${file}`;
  if (seed === 'demo') copySqliteTemplate(inject('leagueTemplates'), file);
  else if (typeof seed === 'object' && 'sqliteFile' in seed) {
    const bytes = readFileSync(seed.sqliteFile);
    writeFileSync(file, seed.sqliteFile.endsWith('.gz') ? gunzipSync(bytes) : bytes, { mode: 0o600 });
  }
  return {
    url,
    handle: connectDatabase(url, { onQuery }),
    dispose: async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

async function freshPostgres(onQuery: TestAppOptions['onQuery']): Promise<FreshDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the postgres engine is not available');
  const schema = `t_${uniqueSuffix()}`.toLowerCase();
  await runOnPostgres(url, `create schema "${schema}"`);
  return {
    url,
    handle: connectDatabase(url, { schema, poolSize: 4, onQuery }),
    dispose: async () => void (await runOnPostgres(url, `drop schema if exists "${schema}" cascade`)),
  };
}

/**
 * A new database (migrated, optionally seeded) and an app built on it the way main.ts does. The
 * demo league is a copy of the one seeded once for the run (test/league-template.ts).
 */
export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  const seed = options.seed ?? 'demo';
  if (options.engine === 'postgres' && typeof seed === 'object' && 'sqliteFile' in seed) throw new Error('a SQLite file seeds only a SQLite database');
  const fresh = options.engine === 'sqlite' ? await freshSqlite(options.onQuery, seed) : await freshPostgres(options.onQuery);
  const { handle } = fresh;
  // Each app writes its backups to a folder of its own, removed with it.
  const backupDir = join(tmpdir(), `dugout-test-backups-${uniqueSuffix()}`);
  let app: TestApp['app'] | undefined;
  let mailer: Mailer | undefined;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      if (app) await app.close();
      await mailer?.drain();
      mailer?.close();
    } finally {
      await handle.close();
      await fresh.dispose();
      rmSync(backupDir, { recursive: true, force: true });
    }
  };
  try {
    await migrateToLatest(handle, { leagueTimeZone: TEST_TIMEZONE });
    if (seed === 'demo' && handle.engine === 'postgres') await copyPostgresTemplate(inject('leagueTemplates'), handle);
    else if (seed !== 'demo' && seed !== 'none' && !('sqliteFile' in seed)) await writePlan(handle, seed, DEMO_PASSWORDS, new Date());
    const config = readConfig({
      DATABASE_URL: fresh.url,
      SEED: 'none',
      LEAGUE_TIMEZONE: TEST_TIMEZONE,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      BACKUP_DIR: backupDir,
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...options.env,
    });
    const log = options.logTo ? pino({ level: 'info' }, options.logTo) : pino({ level: 'silent' });
    const now = options.now ?? (() => new Date());
    mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: handle.db, log, now });
    const ctx: AppContext = {
      handle,
      config,
      secret: randomBytes(32).toString('hex'),
      now,
      log,
      mailer,
    };
    await ensureFirstSeason(ctx);
    app = await buildApp(ctx, options.site);
    guardAgainstSecrets(app);
    options.watch?.(app);
    await app.ready();
    return { app, ctx, handle, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Signs in through POST /api/login and answers the Cookie header that carries the session. */
export async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (response.statusCode !== 200) {
    throw new Error(`Sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
  }
  return cookieHeader(response);
}

/** The demo league's administrator, organisation administrator and one-team coach, each signed in: their Cookie headers. */
export async function signInDemoRoles(app: FastifyInstance): Promise<{ admin: string; orgAdmin: string; coach: string }> {
  return {
    admin: await signIn(app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin),
    orgAdmin: await signIn(app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin),
    coach: await signIn(app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach),
  };
}

/** The division of that name among those `GET /api/divisions` answered; a test setup error when there is none. */
export function divisionNamed(divisions: Division[], name: string): Division {
  const found = divisions.find((d) => d.name === name);
  if (!found) throw new Error(`no division ${name}`);
  return found;
}

/** Adds another administrator through POST /api/users, as the demo administrator; answers its id and username. */
export async function addAdministrator(app: FastifyInstance, password: string): Promise<{ id: number; username: string }> {
  const admin = await signIn(app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  const username = `deputy${Date.now()}`;
  const created = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: admin },
    payload: { username, password, email: `${username}@example.com`, role: 'admin', name: 'Deputy Admin', phone: '5550001111' },
  });
  if (created.statusCode !== 201) throw new Error(`Adding an administrator failed: ${created.statusCode} ${created.body}`);
  return { id: json<{ id: number }>(created).id, username };
}

/**
 * For the tests of one describe block: a league (the demo league unless the options say otherwise)
 * with the administrator signed in, handed to `take` before the tests run and closed after them.
 */
export function withAdminLeague(options: TestAppOptions, take: (league: TestApp, adminCookie: string) => void): void {
  let league: TestApp | undefined;
  beforeAll(async () => {
    league = await createTestApp(options);
    take(league, await signIn(league.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin));
  });
  afterAll(async () => {
    await league?.close();
  });
}

/** The Cookie header a browser would send back after this response's Set-Cookie headers. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const pairs = list.map((c) => c.split(';')[0] ?? '').filter((pair) => pair.includes('=') && !pair.endsWith('='));
  if (pairs.length === 0) throw new Error('The response set no cookie');
  return pairs.join('; ');
}

/** The JSON body of a response; give the expected shape as T (e.g. `json<Game[]>(response)`). */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

/**
 * Asserts the API's one error shape, `{ message }` with a message a person can read, and answers
 * the message. `expected` pins the wording where the spec gives it.
 */
export function errorMessage(response: LightMyRequestResponse, expected?: string | RegExp, label?: string): string {
  expect(response.headers['content-type'], label).toMatch(/^application\/json/);
  const body = json(response);
  expect(Object.keys(body), label).toEqual(['message']);
  const message = body.message;
  expect(typeof message, label).toBe('string');
  expect(String(message).trim().length, label).toBeGreaterThan(0);
  if (typeof expected === 'string') expect(message, label).toBe(expected);
  else if (expected) expect(String(message), label).toMatch(expected);
  return String(message);
}

/** Rows of a table, for tests that check what a request left in the database. */
export async function countRows(handle: DatabaseHandle, table: string): Promise<number> {
  const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(handle.db);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * A second app on the same database, as a second server process would be: its own connection pool,
 * its own cache and (on PostgreSQL) its own version listener. Closing it leaves the database.
 */
export async function siblingApp(of: TestApp): Promise<{ app: TestApp['app']; close(): Promise<void> }> {
  const url = of.ctx.config.DATABASE_URL;
  const handle = connectDatabase(url, of.handle.engine === 'postgres' ? { schema: of.handle.schema, poolSize: 4 } : {});
  const ctx: AppContext = { ...of.ctx, handle, onDataChanged: undefined };
  const app = await buildApp(ctx);
  guardAgainstSecrets(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** What a password hash or a stored token looks like in a response body. */
const SECRET_PATTERNS = [
  /\$argon2(id|i|d)\$/,
  /"password_?hash"/i,
  /"token_?hash"/i,
  /"password"\s*:\s*"/,
  // A stored token digest (HMAC-SHA256, hex); photos are named by a hash of the same length.
  /(?<!\/uploads\/)\b[0-9a-f]{64}\b/,
];

/** The session token a response hands its caller in its cookie, if any. */
function sessionTokenOf(cookies: unknown): string | null {
  for (const cookie of [cookies].flat()) {
    const value = new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(String(cookie))?.[1];
    if (value) return decodeURIComponent(value);
  }
  return null;
}

/**
 * Every API response of every test is scanned: a body that carries a password, a password hash, a
 * stored token digest or any session token this server has handed out (a caller gets its own only
 * in its cookie) fails the request, and so the test, with the reason.
 */
function guardAgainstSecrets(app: TestApp['app']): void {
  const sessionTokens = new Set<string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const handedOut = sessionTokenOf(reply.getHeader('set-cookie'));
    if (handedOut) sessionTokens.add(handedOut);
    if (typeof payload !== 'string') return payload;
    const leak = SECRET_PATTERNS.find((pattern) => pattern.test(payload)) ?? [...sessionTokens].find((token) => payload.includes(token));
    if (leak) throw new Error(`${request.method} ${request.url} answered with a secret (${String(leak)})`);
    return payload;
  });
}
