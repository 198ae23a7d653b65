// `npm run bench`: loads a large league into a fresh database, starts the real server (as a test:
// the league signs in with the demo passwords, which production refuses), and measures each endpoint against the limit of this machine (a bare Fastify
// answering the same bytes from memory), side by side in one run, then cached public reads served
// with and without the read cache (serving.ts; `--serving` runs only that). `--growth` measures how the
// reads grow from the demo league's size to 10 and 50 times it; `--seasons` compares the current
// season's reads on the large league alone and after four past seasons; `--admin-games` times the
// administrator's games page on the large league in Chromium; `--first-paint` times the standings
// table on a phone on slow 4G, rendered in the browser only and on the server; `--schedule` proposes
// the large league's phase 1, `--phase2` its phase 2 from the playoff formats. BENCH_DATABASE_URL selects
// PostgreSQL. Results: the console, docs/benchmarks.md, docs/benchmarks/*.json and the chart.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORDS } from '../../src/server/seed/demo';
import { planGrowthLeague, planLargeLeague } from '../../src/server/seed/large';
import type { LeaguePlan } from '../../src/server/seed/plan';
import type { ServerProcess } from '../lib/server-process';
import { freshLeagueDatabase, signIn, startLeagueServer } from './league';
import { signInsOfMany } from './sign-ins';
import { startLimitServer } from './limit';
import { load, medianRun, type LoadRequest, type LoadResult } from './load';
import { chart, machine, printTable, replaceSection, runSection, type BenchRun, type Row } from './report';
import { measureScheduleRender, scheduleRenderSection } from './schedule-render';
import { adminGamesSection, measureAdminGames } from './admin-games';
import { firstPaintSection, measureFirstPaint } from './first-paint';
import { measureScheduleGenerator, scheduleGeneratorSection } from './schedule-generator';
import { measurePhase2Proposer, phase2ProposerSection } from './phase2-proposer';
import { measureServingWays, servingTable, type ServingRead } from './serving';
import { measureSeasons, seasonsTable } from './seasons';
import { withPastSeasons } from '../../src/server/seed/past-seasons';
import { leaveGamesUnreported, reportShares, scoreReports } from './write-mix';

const TIME_ZONE = 'America/New_York';
const WARM_UP_SECONDS = 1;
/** Turns of the real server and the limit per endpoint and connection count; the median counts. */
const ROUNDS = 3;
const DOCS = 'docs/benchmarks.md';
const DATA_DIR = 'docs/benchmarks';

const { values } = parseArgs({
  options: {
    /** Seconds per measurement (each real/limit pair is measured ROUNDS times). */
    seconds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '1,10,50' },
    growth: { type: 'boolean', default: false },
    /** Only the current season's reads with and without four past seasons of the same size. */
    seasons: { type: 'boolean', default: false },
    /** Only the phone rendering of a 500-game schedule. */
    render: { type: 'boolean', default: false },
    /** Only the administrator's games page on the large league. */
    'admin-games': { type: 'boolean', default: false },
    /** Only the time to the standings table on a phone, rendered in the browser only and on the server. */
    'first-paint': { type: 'boolean', default: false },
    /** Only the phase 1 schedule generator on the large league (schedule-generator.ts). */
    schedule: { type: 'boolean', default: false },
    /** Only the phase 2 proposer on the large league (phase2-proposer.ts). */
    phase2: { type: 'boolean', default: false },
    /** Only the comparison of public reads with and without the read cache (serving.ts). */
    serving: { type: 'boolean', default: false },
    /** Only the endpoints whose name contains this text (for a quick look; results are not saved). */
    only: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
/** Measurements without a limit to compare with run once, as long as the turns of one that has. */
const soloSeconds = seconds * ROUNDS;
const connectionLevels = values.connections.split(',').map(Number);

interface Endpoint {
  name: string;
  request: LoadRequest;
  /** Compared with the bare server answering the same bytes (reads only). */
  withLimit: boolean;
}

function ensureClientBuilt(): void {
  if (existsSync('dist/client/index.html') && existsSync('dist/render/entry-server.js')) return;
  console.log('Building the browser application...');
  const build = spawnSync(process.execPath, ['scripts/build/client.mjs', '--quiet'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The client build failed');
}

function headCoachOf(plan: LeaguePlan, teamId: number) {
  const staff = plan.teamStaff.find((s) => s.teamId === teamId && s.role.includes('head_coach'));
  return plan.users.find((u) => u.id === staff?.userId);
}

async function readEndpoints(plan: LeaguePlan, server: ServerProcess): Promise<Endpoint[]> {
  const base = server.baseURL;
  const division = plan.divisions[0];
  const coach = headCoachOf(plan, plan.teams[0]?.id ?? 0);
  if (!division || !coach) throw new Error('The benchmark league has no division or coach');
  const cookie = await signIn(base, coach.username, DEMO_PASSWORDS.coach);
  const fields = (await (await fetch(`${base}/api/fields`)).json()) as { image_url: string | null }[];
  const image = fields.map((f) => f.image_url?.split(',')[0]).find(Boolean);
  const html = await (await fetch(`${base}/`)).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  const poolPath = `/api/divisions/${division.id}/pool-standings`;
  const etag = (await fetch(`${base}${poolPath}`)).headers.get('etag') ?? '';
  const read = (name: string, path: string, headers?: Record<string, string>, expectedStatus?: number): Endpoint => ({
    name,
    request: { path, ...(headers ? { headers } : {}), ...(expectedStatus ? { expectedStatus } : {}) },
    withLimit: true,
  });
  return [
    read('GET /api/games', '/api/games'),
    read('GET /api/games?divisionId=', `/api/games?divisionId=${division.id}`),
    read('GET /api/divisions', '/api/divisions'),
    read('GET /api/teams', '/api/teams'),
    read('GET /api/fields', '/api/fields'),
    read('GET /api/playoff-formats', '/api/playoff-formats'),
    read('GET pool-standings', poolPath),
    read('GET pool-standings (If-None-Match)', poolPath, { 'if-none-match': etag }, 304),
    read('GET /api/coaches (signed in)', '/api/coaches', { cookie }),
    read('GET /api/coaches/{id}/games (signed in)', `/api/coaches/${coach.id}/games`, { cookie }),
    read('GET /', '/'),
    ...(asset ? [read('GET hashed asset', asset)] : []),
    ...(image ? [read('GET /uploads/<image>', image)] : []),
  ];
}

function conditionalLimit(endpoint: Endpoint): boolean {
  return endpoint.request.headers?.['if-none-match'] === undefined;
}

async function measureAgainstLimit(plan: LeaguePlan, databaseUrl: string, engine: BenchRun['engine']): Promise<BenchRun> {
  const workDir = mkdtempSync(join(tmpdir(), 'dugout-bench-'));
  // The sign-in load comes through a proxy on this machine, one address per coach (sign-ins.ts).
  const server = await startLeagueServer(databaseUrl, workDir, { TRUST_PROXY: '127.0.0.1' });
  const rows: Row[] = [];
  let rssBefore: number;
  let rssAfter: number;
  try {
    const endpoints = (await readEndpoints(plan, server)).filter((e) => !values.only || e.name.includes(values.only));
    const limit = await startLimitServer(
      server.baseURL,
      endpoints.filter((e) => e.withLimit).map((e) => e.request),
      workDir,
    );
    rssBefore = server.rss();
    try {
      for (const endpoint of endpoints) {
        const compared = endpoint.withLimit && conditionalLimit(endpoint);
        // Warm both servers up on this url first: measure compiled code, not the first requests.
        await load(server.baseURL, endpoint.request, 10, WARM_UP_SECONDS);
        if (compared) await load(limit.baseURL, endpoint.request, 10, WARM_UP_SECONDS);
        for (const connections of connectionLevels) {
          // Real and limit take turns, so a noisy moment of the machine falls on both alike.
          const reals: LoadResult[] = [];
          const bares: LoadResult[] = [];
          for (let round = 0; round < ROUNDS; round++) {
            reals.push(await load(server.baseURL, endpoint.request, connections, seconds));
            if (compared) bares.push(await load(limit.baseURL, endpoint.request, connections, seconds));
          }
          rows.push({ endpoint: endpoint.name, connections, real: medianRun(reals), limit: compared ? medianRun(bares) : null });
          process.stdout.write('.');
        }
      }
    } finally {
      limit.stop();
    }
    if (!values.only) {
      rows.push(...(await measureSignIns(plan, server)));
      rows.push(...(await measureWrites(plan, server)));
    }
    rssAfter = server.rss();
  } finally {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  return { engine, date: new Date().toISOString().slice(0, 10), machine: machine(), league: describe(plan), rows, rssBefore, rssAfter };
}

async function measureSignIns(plan: LeaguePlan, server: ServerProcess): Promise<Row[]> {
  const coaches = plan.users.filter((u) => u.role === 'coach').map((u) => u.username);
  const login = signInsOfMany(coaches, DEMO_PASSWORDS.coach);
  const rows: Row[] = [];
  for (const connections of connectionLevels) {
    rows.push({ endpoint: 'POST /api/login', connections, real: await load(server.baseURL, login, connections, soloSeconds), limit: null });
  }
  // Sign-ins must not starve everyone else: reads measured while 10 connections keep signing in.
  const [reads] = await Promise.all([load(server.baseURL, { path: '/api/divisions' }, 10, soloSeconds), load(server.baseURL, login, 10, soloSeconds)]);
  rows.push({ endpoint: 'GET /api/divisions during sign-ins', connections: 10, real: reads, limit: null });
  return rows;
}

async function measureWrites(plan: LeaguePlan, server: ServerProcess): Promise<Row[]> {
  const unreported = plan.games.filter((g) => g.phase === 1 && g.status === 'scheduled' && g.reports.length === 0);
  const cookies = new Map<string, string>();
  for (const game of unreported) {
    for (const teamId of [game.homeTeamId, game.awayTeamId]) {
      const coach = headCoachOf(plan, teamId);
      if (coach && !cookies.has(coach.username)) cookies.set(coach.username, await signIn(server.baseURL, coach.username, DEMO_PASSWORDS.coach));
    }
  }
  const shares = reportShares(unreported, connectionLevels.length, (game, home) => {
    const coach = headCoachOf(plan, home ? game.homeTeamId : game.awayTeamId);
    const cookie = coach && cookies.get(coach.username);
    return cookie ? { gameId: game.id, cookie, isHomeTeamCoach: home } : null;
  });
  const rows: Row[] = [];
  for (const [level, connections] of connectionLevels.entries()) {
    const share = shares[level] ?? [];
    const real = await load(server.baseURL, scoreReports(share), connections, soloSeconds, share.length);
    rows.push({ endpoint: 'PATCH score reports (distinct games)', connections, real, limit: null });
  }
  return rows;
}

function describe(plan: LeaguePlan): string {
  const coaches = plan.users.filter((u) => u.role === 'coach').length;
  return `${plan.teams.length} teams, ${plan.games.length} games, ${coaches} coaches, ${plan.fields.length} fields`;
}

function saveRun(run: BenchRun): void {
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(join(DATA_DIR, `${run.engine}.json`), `${JSON.stringify(run, null, 2)}\n`);
  replaceSection(DOCS, `bench-${run.engine}`, runSection(run));
  const runs = readdirSync(DATA_DIR)
    .filter((f) => f === 'sqlite.json' || f === 'postgres.json')
    .map((f) => JSON.parse(readFileSync(join(DATA_DIR, f), 'utf8')) as BenchRun);
  writeFileSync(join(DATA_DIR, 'requests-per-second.svg'), `${chart(runs)}\n`);
}

interface GrowthRow {
  endpoint: string;
  size: string;
  result: LoadResult;
}

async function measureGrowth(engine: BenchRun['engine']): Promise<void> {
  const rows: GrowthRow[] = [];
  for (const factor of [1, 10, 50]) {
    const plan = planGrowthLeague(TIME_ZONE, factor);
    const db = await freshLeagueDatabase(plan, `growth${factor}`);
    const workDir = mkdtempSync(join(tmpdir(), 'dugout-growth-'));
    const server = await startLeagueServer(db.url, workDir);
    try {
      const endpoints = (await readEndpoints(plan, server)).filter((e) => e.request.path.startsWith('/api/'));
      for (const endpoint of endpoints) {
        rows.push({
          endpoint: endpoint.name,
          size: `${factor}x (${plan.teams.length} teams, ${plan.games.length} games)`,
          result: await load(server.baseURL, endpoint.request, 10, soloSeconds),
        });
        process.stdout.write('.');
      }
    } finally {
      await server.stop();
      await db.dispose();
      rmSync(workDir, { recursive: true, force: true });
    }
  }
  const lines = ['| endpoint | league | req/s | p50 ms | p99 ms | bytes/resp |', '|---|---|---:|---:|---:|---:|'];
  for (const row of rows) {
    lines.push(`| ${row.endpoint} | ${row.size} | ${row.result.rps.toFixed(0)} | ${row.result.p50} | ${row.result.p99} | ${row.result.bytesPerResponse} |`);
  }
  const table = lines.join('\n');
  console.log(`\n${table}`);
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(
    join(DATA_DIR, `growth-${engine}.json`),
    `${JSON.stringify({ engine, date: new Date().toISOString().slice(0, 10), machine: machine(), rows }, null, 2)}\n`,
  );
  replaceSection(DOCS, `growth-${engine}`, `Run of ${new Date().toISOString().slice(0, 10)} on ${machine()}, 10 connections.\n\n${table}`);
}

async function measureRendering(): Promise<void> {
  console.log('Rendering a 500-game schedule on a phone with the CPU slowed 4x...');
  const result = await measureScheduleRender();
  const section = scheduleRenderSection(result, machine());
  console.log(section);
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(join(DATA_DIR, 'schedule-render.json'), `${JSON.stringify(result, null, 2)}\n`);
  replaceSection(DOCS, 'schedule-render', section);
}

/** The browser application served to Chromium: the build in dist/client, or CLIENT_DIR. */
const CLIENT_DIR = process.env.CLIENT_DIR ?? 'dist/client';

/** On a large league of its own: the load runs before leave it with other scores and reports. */
async function measureAdminGamesPage(): Promise<void> {
  const plan = planLargeLeague(TIME_ZONE);
  console.log('Opening the admin games page of the large league with the CPU slowed 4x...');
  const db = await freshLeagueDatabase(plan, 'admin-games');
  let result;
  try {
    result = await measureAdminGames(plan, db.url, CLIENT_DIR);
  } finally {
    await db.dispose();
  }
  const section = adminGamesSection(result, machine());
  console.log(section);
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(join(DATA_DIR, 'admin-games.json'), `${JSON.stringify(result, null, 2)}\n`);
  replaceSection(DOCS, 'admin-games', section);
}

/** The standings table on a phone: the page rendered in the browser only, and on the server. */
async function measureFirstPaintOfStandings(): Promise<void> {
  console.log('Opening the standings on a phone on slow 4G, rendered in the browser only and on the server...');
  const result = await measureFirstPaint(CLIENT_DIR);
  const section = firstPaintSection(result, machine());
  console.log(section);
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(join(DATA_DIR, 'first-paint.json'), `${JSON.stringify(result, null, 2)}\n`);
  replaceSection(DOCS, 'first-paint', section);
}

/** Public reads, one small, one large and one computed, served with and without the read cache. */
function servingReads(plan: LeaguePlan): ServingRead[] {
  const division = plan.divisions[0];
  if (!division) throw new Error('The benchmark league has no division');
  const reads: ServingRead[] = [
    { name: 'GET /api/divisions', request: { path: '/api/divisions' } },
    { name: 'GET /api/games', request: { path: '/api/games' } },
    { name: 'GET pool-standings', request: { path: `/api/divisions/${division.id}/pool-standings` } },
  ];
  return reads.filter((r) => !values.only || r.name.includes(values.only));
}

async function measureServing(plan: LeaguePlan, databaseUrl: string, engine: BenchRun['engine']): Promise<void> {
  console.log('\nPublic reads with and without the read cache, against the limit...');
  const rows = await measureServingWays(databaseUrl, servingReads(plan), {
    connectionLevels,
    seconds,
    rounds: ROUNDS,
    warmUpSeconds: WARM_UP_SECONDS,
  });
  const table = servingTable(rows);
  console.log(`\n${table}`);
  if (values.only) return;
  const date = new Date().toISOString().slice(0, 10);
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(join(DATA_DIR, `serving-${engine}.json`), `${JSON.stringify({ engine, date, machine: machine(), league: describe(plan), rows }, null, 2)}\n`);
  replaceSection(DOCS, `serving-${engine}`, `Run of ${date} on ${machine()}; ${describe(plan)}.\n\n${table}`);
}

const SEASON_LEAGUES = ['one season', 'five seasons'];

async function measureSeveralSeasons(engine: BenchRun['engine']): Promise<void> {
  const single = planLargeLeague(TIME_ZONE);
  const rows = await measureSeasons(
    [
      { label: 'one season', plan: single },
      { label: 'five seasons', plan: withPastSeasons(single, 4) },
    ],
    // The API's reads; a conditional request is the read cache's own answer, compared elsewhere.
    async (plan, server) =>
      (await readEndpoints(plan, server)).filter(
        (e) => e.request.path.startsWith('/api/') && conditionalLimit(e) && (!values.only || e.name.includes(values.only)),
      ),
    { connections: 10, seconds, rounds: ROUNDS, warmUpSeconds: WARM_UP_SECONDS },
  );
  const table = seasonsTable(rows, SEASON_LEAGUES);
  console.log(`\n${table}`);
  if (values.only) return;
  const date = new Date().toISOString().slice(0, 10);
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(join(DATA_DIR, `seasons-${engine}.json`), `${JSON.stringify({ engine, date, machine: machine(), league: describe(single), rows }, null, 2)}\n`);
  replaceSection(DOCS, `seasons-${engine}`, `Run of ${date} on ${machine()}; the current season: ${describe(single)}; 10 connections.\n\n${table}`);
}

/** On a large league of its own, its games removed: the generator proposes its phase 1. */
async function measureScheduleGeneration(): Promise<void> {
  console.log('Proposing phase 1 for the whole large league...');
  const db = await freshLeagueDatabase(planLargeLeague(TIME_ZONE), 'schedule');
  let runs;
  try {
    runs = await measureScheduleGenerator(db.url);
  } finally {
    await db.dispose();
  }
  const section = scheduleGeneratorSection(runs, machine());
  console.log(section);
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(join(DATA_DIR, 'schedule-generator.json'), `${JSON.stringify(runs, null, 2)}\n`);
  replaceSection(DOCS, 'schedule-generator', section);
}

/** On a large league of its own, its phase 2 games removed: the proposer proposes its phase 2. */
async function measurePhase2Proposal(): Promise<void> {
  console.log("Proposing the large league's phase 2...");
  const db = await freshLeagueDatabase(planLargeLeague(TIME_ZONE), 'phase2');
  let run;
  try {
    run = await measurePhase2Proposer(db.url);
  } finally {
    await db.dispose();
  }
  const section = phase2ProposerSection(run, machine());
  console.log(section);
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(join(DATA_DIR, 'phase2-proposer.json'), `${JSON.stringify(run, null, 2)}\n`);
  replaceSection(DOCS, 'phase2-proposer', section);
}

async function main(): Promise<void> {
  if (values.schedule) {
    await measureScheduleGeneration();
    return;
  }
  if (values.phase2) {
    await measurePhase2Proposal();
    return;
  }
  // The serving comparison reads only the API: the browser application is not needed for it.
  if (!values.serving && CLIENT_DIR === 'dist/client') ensureClientBuilt();
  const engine: BenchRun['engine'] = process.env.BENCH_DATABASE_URL ? 'postgres' : 'sqlite';
  if (values.growth) {
    await measureGrowth(engine);
    return;
  }
  if (values.seasons) {
    await measureSeveralSeasons(engine);
    return;
  }
  if (values.render) {
    await measureRendering();
    return;
  }
  if (values['admin-games']) {
    await measureAdminGamesPage();
    return;
  }
  if (values['first-paint']) {
    await measureFirstPaintOfStandings();
    return;
  }
  const plan = planLargeLeague(TIME_ZONE);
  leaveGamesUnreported(plan);
  console.log(`Seeding the large league (${describe(plan)}) into ${engine}...`);
  const db = await freshLeagueDatabase(plan, 'large');
  try {
    if (!values.serving) {
      const run = await measureAgainstLimit(plan, db.url, engine);
      printTable(run);
      if (!values.only) saveRun(run);
    }
    await measureServing(plan, db.url, engine);
  } finally {
    await db.dispose();
  }
  if (!values.only && !values.serving) {
    await measureRendering();
    await measureFirstPaintOfStandings();
    await measureAdminGamesPage();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
