import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { addDays, format, parseISO } from 'date-fns';
import { runOnPostgres } from './db/postgres-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from '../../scripts/lib/poll';
import { serverProgram, startServerProcess, type ServerProcess } from '../../scripts/lib/server-process';
import type { Division, SeasonInfo } from '../shared/schemas/league';
import { connectDatabase, type DatabaseHandle, type Engine } from './db/connect';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from './seed/demo';
import { readBackup, type BackupHeader } from './features/backups/format';
import { BACKED_UP_TABLES } from './features/backups/tables';
import { SETUP_TOKENS_KEY } from './features/auth/setup-token';
import { integrityProblems } from './test/database-integrity';
import { countRows, testEngines } from './test/harness';

/** Which table a restore is killed in is drawn from this seed (CRASH_SEED=n repeats another run's choices). */
const SEED = Number(process.env.CRASH_SEED ?? 20250607);
const KILLED_ROUNDS = 2;
const COACHES_PER_IMPORT = 3000;
const GAMES_TEXT_BUDGET = 49_000;

/** A small seeded generator (mulberry32): the same seed gives the same kill moments. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Resolves once the restore has begun its `count`th table (it prints each), or has ended. */
function restoreBegun(restore: ChildProcessByStdio<null, Readable, null>, count: number): Promise<void> {
  return new Promise((resolve) => {
    let begun = 0;
    restore.stdout.on('data', (chunk: Buffer) => {
      begun += (chunk.toString().match(/^Restoring /gm) ?? []).length;
      if (begun >= count) resolve();
    });
    restore.once('exit', () => resolve());
  });
}

/** Whether the server has logged the arrival of a request to each of these paths. */
function arrived(output: string, paths: string[]): boolean {
  const incoming = output.split('\n').filter((line) => line.includes('incoming request'));
  return paths.every((path) => incoming.some((line) => line.includes(`"${path}"`)));
}

/** Fresh databases for one engine: files in a folder, or databases on the PostgreSQL server. */
function databases(engine: Engine, work: string) {
  const server = process.env.TEST_DATABASE_URL ?? '';
  const created: string[] = [];
  const admin = (text: string) => runOnPostgres(server, text);
  return {
    async fresh(name: string): Promise<string> {
      if (engine === 'sqlite') return `sqlite:${join(work, `${name}.db`)}`;
      const database = `dugout_crash_${randomBytes(4).toString('hex')}_${name.replace(/\W/g, '_')}`;
      await admin(`create database ${database}`);
      created.push(database);
      const url = new URL(server);
      url.pathname = `/${database}`;
      return url.toString();
    },
    async dropAll(): Promise<void> {
      for (const database of created) await admin(`drop database if exists ${database} with (force)`);
    },
  };
}

/** Opens the database for one look, as a person checking it after the crash would. */
/** A table's rows, less the one-time setup token a server started on an empty league keeps in its settings. */
async function leagueRows(handle: DatabaseHandle, table: string): Promise<number> {
  if (table !== 'settings') return countRows(handle, table);
  const { n } = await handle.db
    .selectFrom('settings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '!=', SETUP_TOKENS_KEY)
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function inspect<T>(url: string, look: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = connectDatabase(url, { poolSize: 1 });
  try {
    return await look(handle);
  } finally {
    await handle.close();
  }
}

async function auditCount(handle: DatabaseHandle, action: string): Promise<number> {
  const row = await handle.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('action', '=', action)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function importCounts(handle: DatabaseHandle) {
  return {
    games: await countRows(handle, 'games'),
    gameImports: await auditCount(handle, 'game.import'),
    users: await countRows(handle, 'users'),
    staff: await countRows(handle, 'team_staff'),
    coachImports: await auditCount(handle, 'coach.import'),
  };
}

/**
 * As many distinct games as fit the paste limit, each pairing once a day on days no other round
 * uses, their times to be determined: the rounds' games never clash with each other or with the
 * games already on the schedule.
 */
function schedulePaste(division: Division, season: SeasonInfo, round: number): { text: string; games: number } {
  const pairs = division.teams.flatMap((away) => division.teams.filter((home) => home.id !== away.id).map((home) => [away, home] as const));
  const first = parseISO(season.weeks[0]?.start ?? `${season.year}-04-01`);
  const daysPerRound = 30;
  const lines: string[] = [];
  let length = 0;
  for (let i = 0; ; i++) {
    const [away, home] = pairs[i % pairs.length] ?? [];
    const dayOfRound = Math.floor(i / pairs.length);
    if (dayOfRound >= daysPerRound) break;
    const day = format(addDays(first, round * daysPerRound + dayOfRound), 'MMM d');
    const line = `${away?.name} @ ${home?.name} - ${day} @ TBD`;
    if (length + line.length + 1 > GAMES_TEXT_BUDGET) break;
    lines.push(line);
    length += line.length + 1;
  }
  return { text: lines.join('\n'), games: lines.length };
}

function coachPaste(divisions: Division[], round: number): string {
  const places = divisions.flatMap((d) => d.teams.map((t) => `"${d.name}","${t.name}"`));
  const rows = Array.from({ length: COACHES_PER_IMPORT }, (_, i) => `${places[i % places.length]},crash.${round}.${i}@example.com,Crash,Coach ${round}-${i}`);
  return ['Division,Team,Email,FirstName,LastName', ...rows].join('\n');
}

describe.each(testEngines())(`a server killed with SIGKILL mid-work, on %s (CRASH_SEED=${SEED})`, (engine) => {
  const random = seeded(SEED);
  const work = mkdtempSync(join(tmpdir(), 'dugout-crash-'));
  const store = databases(engine, work);
  let url: string;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  let cookie: string;

  const start = async (settings: Record<string, string> = env) => startServerProcess(settings);
  const post = (path: string, body?: object) =>
    fetch(`${server?.baseURL}${path}`, {
      method: 'POST',
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    url = await store.fresh('league');
    env = {
      DATABASE_URL: url,
      SEED: 'demo',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      CLIENT_DIR: '/nonexistent',
      BACKUP_DIR: join(work, 'backups'),
      // No nightly backup during the test.
      NIGHTLY_BACKUP_CRON: '0 0 1 1 *',
      // Requests are logged as they come in: the test kills once its imports have come.
      LOG_LEVEL: 'info',
    };
    server = await start();
    const login = await fetch(`${server.baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORDS.admin }),
    });
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await store.dropAll();
    rmSync(work, { recursive: true, force: true });
  });

  // Each test starts servers and restores several times, seconds of CPU each: its time limit leaves
  // room for a loaded machine; nothing in it waits on the clock.
  it('keeps a schedule import and a coach import whole or not at all, and the database sound', async () => {
    const base = server?.baseURL;
    const divisions = (await (await fetch(`${base}/api/divisions`)).json()) as Division[];
    const season = (await (await fetch(`${base}/api/season`)).json()) as SeasonInfo;
    const division = [...divisions].sort((a, b) => b.teams.length - a.teams.length)[0];
    if (!division) throw new Error('the demo league has divisions');

    for (let round = 0; round <= KILLED_ROUNDS; round++) {
      const schedule = schedulePaste(division, season, round);
      const before = await inspect(url, importCounts);
      const logged = server?.output().length ?? 0;
      const answered = [
        post('/api/games/import', { divisionId: division.id, gamesText: schedule.text }),
        post('/api/coaches/import', { coachesData: coachPaste(divisions, round), defaultPassword: 'Opening-Day-Bunting-25' }),
      ].map((request) =>
        request.then(
          (r) => r.status,
          () => null,
        ),
      );

      // The first round runs to the end. The second is killed once both imports have reached the
      // server, before either is answered; the third once the first answer is out, the other
      // import most likely still at work. What the kill meets, the checks below accept either way.
      if (round === 0) {
        expect(await Promise.all(answered)).toEqual([201, 200]);
      } else {
        if (round === 1) {
          await pollUntil('both imports to reach the server', () =>
            arrived(server?.output().slice(logged) ?? '', ['/api/games/import', '/api/coaches/import']),
          );
        } else {
          await Promise.race(answered);
        }
        await server?.stop('SIGKILL');
        await Promise.all(answered);
        server = await start();
      }

      const after = await inspect(url, importCounts);
      const gamesAdded = after.games - before.games;
      const coachesAdded = after.users - before.users;
      expect([0, schedule.games], `round ${round}: games added`).toContain(gamesAdded);
      expect(after.gameImports - before.gameImports, `round ${round}: game import audited`).toBe(gamesAdded ? 1 : 0);
      expect([0, COACHES_PER_IMPORT], `round ${round}: coaches added`).toContain(coachesAdded);
      expect(after.staff - before.staff, `round ${round}: team places added`).toBe(coachesAdded);
      expect(after.coachImports - before.coachImports, `round ${round}: coach import audited`).toBe(coachesAdded ? 1 : 0);
      expect(await inspect(url, integrityProblems), `round ${round}`).toEqual([]);
      const served = (await (await fetch(`${server?.baseURL}/api/games?divisionId=${division.id}`)).json()) as unknown[];
      expect(served.length, `round ${round}: the restarted server shows what the database holds`).toBeGreaterThanOrEqual(gamesAdded);
    }
  }, 240_000);

  it('restores a whole backup completely or not at all, and the database sound', async () => {
    const backup = await post('/api/admin/backup');
    expect(backup.status).toBe(201);
    const { date } = (await backup.json()) as { date: string };
    const file = join(env.BACKUP_DIR ?? '', `dugout-${date}.json.gz`);
    const entries = readBackup(file);
    const first = await entries.next();
    await entries.return(undefined);
    const header = !first.done && first.value.kind === 'header' ? first.value.header : null;
    if (!header) throw new Error('the backup has no header');
    const expected = (counts: BackupHeader['tables']) => Object.fromEntries(counts.map((t) => [t.name, t.rows]));
    // Nothing restored: the restarted server finds an empty league and makes its first season.
    const empty = { ...Object.fromEntries(BACKED_UP_TABLES.map((t) => [t.name, 0])), seasons: 1 };
    await server?.stop('SIGKILL');
    server = undefined;

    for (let round = 0; round <= KILLED_ROUNDS; round++) {
      const target = await store.fresh(`restore_${round}`);
      const restore = spawn(process.execPath, [...serverProgram('restore'), file], {
        env: { ...process.env, DATABASE_URL: target },
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const exited = once(restore, 'exit') as Promise<[number | null]>;
      if (round === 0) {
        expect((await exited)[0]).toBe(0);
      } else {
        // Killed as it begins a table drawn from the seed, its rows going into the one transaction
        // (or, if the last table's rows are few, just after it commits).
        await restoreBegun(restore, 1 + Math.floor(random() * header.tables.filter((t) => t.rows > 0).length));
        restore.kill('SIGKILL');
        await exited;
      }

      const restarted = await start({ ...env, DATABASE_URL: target, SEED: 'none' });
      try {
        const counts = await inspect(target, async (handle) =>
          Object.fromEntries(await Promise.all(BACKED_UP_TABLES.map(async (t) => [t.name, await leagueRows(handle, t.name)] as const))),
        );
        const complete = counts.users !== 0;
        expect(counts, `round ${round}`).toEqual(complete ? expected(header.tables) : empty);
        if (round === 0) expect(complete).toBe(true);
        expect(await inspect(target, integrityProblems), `round ${round}`).toEqual([]);
        if (complete) {
          // The restored league takes new records: ids come after the restored ones.
          const login = await fetch(`${restarted.baseURL}/api/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORDS.admin }),
          });
          expect(login.status).toBe(200);
          const added = await fetch(`${restarted.baseURL}/api/divisions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '' },
            body: JSON.stringify({ name: `After restore ${round}` }),
          });
          expect(added.status).toBe(201);
        } else {
          expect(await (await fetch(`${restarted.baseURL}/api/divisions`)).json()).toEqual([]);
        }
      } finally {
        await restarted.stop('SIGKILL');
      }
    }
  }, 240_000);
});
