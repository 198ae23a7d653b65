// `npx tsx scripts/bench/abuse.ts`: the server under two kinds of abuse, on the large league in
// production mode. 1,000 reads with random query strings (unknown keys, ids spelled with leading
// zeros): how far the server's memory moves and how many answers the read cache keeps. Then 20
// bodies of 1 MiB of nested lists at once: how long they take to be refused and how long
// /healthz takes meanwhile. BENCH_DATABASE_URL selects PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planLargeLeague } from '../../src/server/seed/large';
import { freshLeagueDatabase, startLeagueServer } from './league';

const READS = ['/api/games', '/api/fields', '/api/teams', '/api/divisions', '/api/coaches', '/api/playoff-formats', '/api/fields/1', '/api/divisions/1/seeds'];
const MiB = 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / MiB).toFixed(1)} MB`;
const randomWord = () => randomBytes(6).toString('hex');

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - started) };
}

const database = await freshLeagueDatabase(planLargeLeague('America/New_York'), 'abuse');
const workDir = mkdtempSync(join(tmpdir(), 'dugout-abuse-'));
const server = await startLeagueServer(database.url, workDir);
try {
  const get = (path: string) => fetch(`${server.baseURL}${path}`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer().then(() => r.status));
  for (let round = 0; round < 3; round++) for (const path of READS) await get(path);
  const before = server.rss();
  const statuses = new Map<number, number>();
  for (let i = 0; i < 1000; i++) {
    const path = READS[i % READS.length] ?? '';
    const query = i % 2 === 0 ? `${randomWord()}=${randomWord()}` : `divisionId=${'0'.repeat(1 + (i % 7))}${(i % 20) + 1}`;
    const status = await get(`${path}?${query}`);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const after = server.rss();
  console.log(`1,000 random query strings: answers ${JSON.stringify(Object.fromEntries(statuses))}`);
  console.log(`  server memory (RSS) ${megabytes(before)} -> ${megabytes(after)} (moved ${megabytes(after - before)})`);

  const nested = `${'['.repeat(MiB / 2)}${']'.repeat(MiB / 2)}`;
  const flood = Array.from({ length: 20 }, () =>
    timed(() =>
      fetch(`${server.baseURL}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: nested }).then(
        (r) => r.status,
        () => 'connection closed',
      ),
    ),
  );
  const health = await timed(() => fetch(`${server.baseURL}/healthz`).then((r) => r.status));
  const refused = await Promise.all(flood);
  const slowest = Math.max(...refused.map((r) => r.ms));
  console.log(`20 bodies of 1 MiB nested lists: answers ${[...new Set(refused.map((r) => r.value))].join(', ')}, slowest ${slowest} ms`);
  console.log(`  /healthz meanwhile: ${String(health.value)} in ${health.ms} ms`);
} finally {
  await server.stop('SIGKILL');
  await database.dispose();
  rmSync(workDir, { recursive: true, force: true });
}
