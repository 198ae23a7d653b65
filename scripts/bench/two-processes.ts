// `BENCH_DATABASE_URL=... npx tsx scripts/bench/two-processes.ts`: two server processes on one
// PostgreSQL league, the way a league scales out. Each cached public read is loaded through both
// processes at once (1 and 10 connections to each), side by side with two bare servers answering
// the same bytes (the limit, limit.ts); then score reports go through both processes at once, and
// their latency counts: what a write costs for the other process to see it (decision 0032).
// Results go to the console only.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORDS } from '../../src/server/seed/demo';
import { planLargeLeague } from '../../src/server/seed/large';
import type { LeaguePlan } from '../../src/server/seed/plan';
import type { ServerProcess } from '../lib/server-process';
import { freshLeagueDatabase, signIn, startLeagueServer } from './league';
import { startLimitServer, type LimitServer } from './limit';
import { load, medianRun, type LoadRequest, type LoadResult } from './load';
import { machine, markdownTable, type Row } from './report';
import { leaveGamesUnreported, reportShares, scoreReports } from './write-mix';

const TIME_ZONE = 'America/New_York';
const ROUNDS = 3;

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '1,10' },
  },
});
const seconds = Number(values.seconds);
const connectionLevels = values.connections.split(',').map(Number);

function publicReads(plan: LeaguePlan): { name: string; request: LoadRequest }[] {
  const division = plan.divisions[0];
  if (!division) throw new Error('The benchmark league has no division');
  return [
    { name: 'GET /api/games', request: { path: '/api/games' } },
    { name: 'GET /api/games?divisionId=', request: { path: `/api/games?divisionId=${division.id}` } },
    { name: 'GET /api/divisions', request: { path: '/api/divisions' } },
    { name: 'GET /api/teams', request: { path: '/api/teams' } },
    { name: 'GET /api/fields', request: { path: '/api/fields' } },
    { name: 'GET /api/playoff-formats', request: { path: '/api/playoff-formats' } },
    { name: 'GET pool-standings', request: { path: `/api/divisions/${division.id}/pool-standings` } },
  ];
}

/** Both servers loaded at once, each with `connections`: requests per second added, latencies of the slower. */
async function loadBoth(
  servers: readonly { baseURL: string }[],
  request: LoadRequest,
  connections: number,
  time: number,
  amounts?: number[],
): Promise<LoadResult> {
  const results = await Promise.all(servers.map((s, i) => load(s.baseURL, request, connections, time, amounts?.[i])));
  return results.reduce((sum, r) => ({
    rps: sum.rps + r.rps,
    p50: Math.max(sum.p50, r.p50),
    p99: Math.max(sum.p99, r.p99),
    bytesPerResponse: r.bytesPerResponse,
    requests: sum.requests + r.requests,
    unexpected: sum.unexpected + r.unexpected,
  }));
}

async function measureReads(plan: LeaguePlan, servers: ServerProcess[], limits: LimitServer[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { name, request } of publicReads(plan)) {
    await loadBoth(servers, request, 10, 1);
    await loadBoth(limits, request, 10, 1);
    for (const connections of connectionLevels) {
      const reals: LoadResult[] = [];
      const bares: LoadResult[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        reals.push(await loadBoth(servers, request, connections, seconds));
        bares.push(await loadBoth(limits, request, connections, seconds));
      }
      rows.push({ endpoint: name, connections, real: medianRun(reals), limit: medianRun(bares) });
      process.stdout.write('.');
    }
  }
  return rows;
}

function headCoachOf(plan: LeaguePlan, teamId: number) {
  const staff = plan.teamStaff.find((s) => s.teamId === teamId && s.role.includes('head_coach'));
  return plan.users.find((u) => u.id === staff?.userId);
}

/** Score reports through both processes at once, each level and process on games of its own. */
async function measureWrites(plan: LeaguePlan, servers: ServerProcess[]): Promise<Row[]> {
  const [first] = servers;
  if (!first) return [];
  const unreported = plan.games.filter((g) => g.phase === 1 && g.status === 'scheduled' && g.reports.length === 0);
  const cookies = new Map<number, string>();
  for (const game of unreported) {
    for (const teamId of [game.homeTeamId, game.awayTeamId]) {
      const coach = headCoachOf(plan, teamId);
      if (coach && !cookies.has(coach.id)) cookies.set(coach.id, await signIn(first.baseURL, coach.username, DEMO_PASSWORDS.coach));
    }
  }
  const shares = reportShares(unreported, connectionLevels.length * servers.length, (game, home) => {
    const coach = headCoachOf(plan, home ? game.homeTeamId : game.awayTeamId);
    const cookie = coach && cookies.get(coach.id);
    return cookie ? { gameId: game.id, cookie, isHomeTeamCoach: home } : null;
  });
  const rows: Row[] = [];
  for (const [level, connections] of connectionLevels.entries()) {
    const mine = servers.map((_, i) => shares[level * servers.length + i] ?? []);
    const results = await Promise.all(servers.map((s, i) => load(s.baseURL, scoreReports(mine[i] ?? []), connections, 0, mine[i]?.length ?? 0)));
    const real = results.reduce((sum, r) => ({
      ...r,
      rps: sum.rps + r.rps,
      p50: Math.max(sum.p50, r.p50),
      p99: Math.max(sum.p99, r.p99),
      unexpected: sum.unexpected + r.unexpected,
    }));
    rows.push({ endpoint: 'PATCH score reports (distinct games)', connections, real, limit: null });
  }
  return rows;
}

async function main(): Promise<void> {
  if (!process.env.BENCH_DATABASE_URL) throw new Error('Two processes share a PostgreSQL league: set BENCH_DATABASE_URL');
  const plan = planLargeLeague(TIME_ZONE);
  leaveGamesUnreported(plan);
  console.log(`Seeding the large league (${plan.teams.length} teams, ${plan.games.length} games) into PostgreSQL...`);
  const db = await freshLeagueDatabase(plan, 'two');
  const workDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'dugout-bench-two-')));
  const secret = randomBytes(32).toString('hex');
  const servers = await Promise.all(workDirs.map((dir) => startLeagueServer(db.url, dir, { SESSION_SECRET: secret })));
  const limits: LimitServer[] = [];
  try {
    const reads = publicReads(plan).map((r) => r.request);
    for (const [i, server] of servers.entries()) limits.push(await startLimitServer(server.baseURL, reads, workDirs[i] ?? tmpdir()));
    const rows = [...(await measureReads(plan, servers, limits)), ...(await measureWrites(plan, servers))];
    console.log(`\nTwo processes on one PostgreSQL league · ${machine()} · req/s of both added, latencies of the slower`);
    console.log(markdownTable(rows));
  } finally {
    for (const limit of limits) limit.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await db.dispose();
    for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
