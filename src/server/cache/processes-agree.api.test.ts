import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../../scripts/lib/server-process';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../seed/demo';
import { runOnPostgres } from '../db/postgres-admin';
import { requestFor, writeIntent, type Caller, type LeagueView } from '../test/league-writes';
import { readUncached, type Answer } from '../test/uncached-reads';

const url = process.env.TEST_DATABASE_URL;
const wanted = process.env.TEST_ENGINES?.split(',') ?? ['sqlite', 'postgres'];
// Several processes share a league on PostgreSQL only.
const engines = url && wanted.includes('postgres') ? ['postgres'] : [];

/** COHERENCE_SEED replays a run (fast-check prints the seed of a failing one). */
const seed = Number(process.env.COHERENCE_SEED ?? Math.floor(Math.random() * 2 ** 31));

async function signIn(server: ServerProcess, username: string, password: string): Promise<string> {
  const response = await fetch(`${server.baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in of ${username} failed: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Every public read the cache keeps, for the demo league's first division and field. */
function publicReads(divisionId: number, fieldId: number): string[] {
  return [
    '/api/games',
    `/api/games?divisionId=${divisionId}`,
    '/api/divisions',
    '/api/teams',
    '/api/fields',
    `/api/fields/${fieldId}`,
    '/api/playoff-formats',
    `/api/divisions/${divisionId}/pool-standings`,
    `/api/divisions/${divisionId}/seeds`,
    '/api/11u-pool-standings',
    '/api/season',
    '/api/seasons',
    '/api/coaches',
  ];
}

function viewOf(answers: Map<string, Answer>, backups: string[]): LeagueView {
  const body = <T>(path: string, fallback: T): T => {
    const answer = answers.get(path);
    return answer?.status === 200 ? (JSON.parse(answer.body) as T) : fallback;
  };
  const season = body<LeagueView['season'] | null>('/api/season', null);
  if (!season) throw new Error('The league has no season');
  return {
    divisions: body('/api/divisions', []),
    teams: body('/api/teams', []),
    games: body('/api/games', []),
    fields: body('/api/fields', []),
    playoffFormats: body('/api/playoff-formats', []),
    season,
    coaches: body('/api/coaches', []),
    seasons: body('/api/seasons', []),
    backups,
  };
}

describe.each(engines)('two server processes with their caches, one %s league', () => {
  const database = `dugout_agree_${randomBytes(4).toString('hex')}`;
  const work = mkdtempSync(join(tmpdir(), 'dugout-agree-'));
  let databaseUrl = '';
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    await runOnPostgres(url ?? '', `create database ${database}`);
    const target = new URL(url ?? '');
    target.pathname = `/${database}`;
    databaseUrl = target.toString();
    const env = {
      DATABASE_URL: databaseUrl,
      SEED: 'demo',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      CLIENT_DIR: '/nonexistent',
      BACKUP_DIR: join(work, 'backups'),
      NIGHTLY_BACKUP_CRON: '0 0 1 1 *',
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await runOnPostgres(url ?? '', `drop database if exists ${database} with (force)`);
    rmSync(work, { recursive: true, force: true });
  });

  it('answers every cached public read through either process as the database holds it, after any write through either', async () => {
    const [one] = servers;
    if (!one) throw new Error('No server');
    const cookies: Record<Caller, string> = {
      admin: await signIn(one, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin),
      coach: await signIn(one, 'sam.rivera@example.com', DEMO_PASSWORDS.coach),
      visitor: '',
    };
    const coach = (await (await fetch(`${one.baseURL}/api/user`, { headers: { cookie: cookies.coach } })).json()) as { id: number };
    const coachTeams = (
      (await (await fetch(`${one.baseURL}/api/coaches/${coach.id}/teams`, { headers: { cookie: cookies.coach } })).json()) as { teamId: number }[]
    ).map((t) => t.teamId);
    // Backups the restores can use: one now, and those the mix makes.
    const backups: string[] = [];
    const keepBackup = async (response: Response) => {
      if (response.status === 201) backups.push(((await response.clone().json()) as { date: string }).date);
    };

    await keepBackup(await fetch(`${one.baseURL}/api/admin/backup`, { method: 'POST', headers: { cookie: cookies.admin } }));
    const start = viewOf(await readUncached(databaseUrl, publicReads(1, 1)), backups);
    const paths = publicReads(start.divisions[0]?.id ?? 1, start.fields[0]?.id ?? 1);

    const readThrough = async (server: ServerProcess, path: string): Promise<Answer> => {
      const response = await fetch(`${server.baseURL}${path}`);
      return { status: response.status, body: await response.text() };
    };
    /** Every process answers every read as a new app reading the database does. */
    const agree = async (after: string): Promise<Map<string, Answer>> => {
      const truth = await readUncached(databaseUrl, paths);
      for (const [i, server] of servers.entries()) {
        for (const path of paths) {
          expect(await readThrough(server, path), `GET ${path} through process ${i + 1} after ${after}`).toEqual(truth.get(path));
        }
      }
      return truth;
    };

    let serial = 0;
    const statuses: number[] = [];
    let truth = await agree('the start');
    await fc.assert(
      fc.asyncProperty(fc.array(writeIntent, { minLength: 8, maxLength: 14 }), async (intents) => {
        for (const intent of intents) {
          const request = requestFor(intent, viewOf(truth, backups), coachTeams, ++serial);
          if (!request) continue;
          const server = servers[intent.via] ?? one;
          const response = await fetch(`${server.baseURL}${request.path}`, {
            method: request.method,
            headers: { cookie: cookies[request.as], ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
          });
          if (intent.kind === 'backup') await keepBackup(response);
          const said = `${request.method} ${request.path} through process ${intent.via + 1} (${intent.kind})`;
          expect(response.status, `${said}: ${await response.text()}`).toBeLessThan(500);
          statuses.push(response.status);
          truth = await agree(said);
        }
      }),
      { seed, numRuns: 3, endOnFailure: true },
    );
    // The mix made real changes, not only refused ones.
    expect(statuses.filter((s) => s < 300).length).toBeGreaterThan(statuses.length / 3);
  }, 300_000);
});
