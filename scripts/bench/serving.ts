// Cached public reads served by the read cache and without it (READ_CACHE=off), against the limit
// of this machine, in one run: a real server per way on the same league, and the bare server
// answering the same bytes. They take turns per round, so a noisy moment falls on all alike. Besides
// requests per second, each server's CPU time per answer is kept: on a busy machine it stays
// readable when the requests per second do not.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerProcess } from '../lib/server-process';
import { startLeagueServer } from './league';
import { startLimitServer } from './limit';
import { load, medianRun, type LoadRequest, type LoadResult } from './load';

/** The ways, as the bench names them and as the server is told (READ_CACHE). */
const WAYS = [
  { name: 'read cache (onRequest hook)', readCache: 'on' },
  { name: 'no read cache', readCache: 'off' },
] as const;

export interface ServingRead {
  name: string;
  request: LoadRequest;
}

/** A load's result and the CPU time the server spent on each answer, in microseconds. */
interface Measured {
  result: LoadResult;
  cpuMicros: number;
}

export interface ServingRow {
  endpoint: string;
  servedBy: string;
  connections: number;
  real: LoadResult;
  limit: LoadResult;
  /** CPU microseconds per answer over all rounds: the real server's and the bare server's. */
  realCpuMicros: number;
  limitCpuMicros: number;
}

async function measured(baseURL: string, cpuSeconds: () => number, request: LoadRequest, connections: number, seconds: number): Promise<Measured> {
  const before = cpuSeconds();
  const result = await load(baseURL, request, connections, seconds);
  return { result, cpuMicros: ((cpuSeconds() - before) * 1e6) / Math.max(1, result.requests) };
}

/** The median run's figures, and the CPU per answer over all runs (each weighed by its answers). */
function summary(runs: Measured[]): Measured {
  const answers = runs.reduce((sum, r) => sum + r.result.requests, 0);
  const cpu = runs.reduce((sum, r) => sum + r.cpuMicros * r.result.requests, 0);
  return { result: medianRun(runs.map((r) => r.result)), cpuMicros: cpu / Math.max(1, answers) };
}

export interface ServingOptions {
  connectionLevels: number[];
  seconds: number;
  rounds: number;
  warmUpSeconds: number;
}

export async function measureServingWays(databaseUrl: string, reads: ServingRead[], options: ServingOptions): Promise<ServingRow[]> {
  const workDir = mkdtempSync(join(tmpdir(), 'dugout-serving-'));
  const servers: { name: string; server: ServerProcess }[] = [];
  try {
    for (const way of WAYS) {
      servers.push({ name: way.name, server: await startLeagueServer(databaseUrl, join(workDir, way.readCache), { READ_CACHE: way.readCache }) });
    }
    const first = servers[0]?.server;
    if (!first) throw new Error('No server to measure');
    const limit = await startLimitServer(
      first.baseURL,
      reads.map((r) => r.request),
      workDir,
    );
    const rows: ServingRow[] = [];
    try {
      for (const read of reads) {
        // Warm-up also stores the answer in the caches: what is measured is a hit.
        for (const { server } of servers) await load(server.baseURL, read.request, 10, options.warmUpSeconds);
        await load(limit.baseURL, read.request, 10, options.warmUpSeconds);
        for (const connections of options.connectionLevels) {
          const reals = servers.map(() => [] as Measured[]);
          const bares: Measured[] = [];
          for (let round = 0; round < options.rounds; round++) {
            for (const [i, { server }] of servers.entries()) {
              reals[i]?.push(await measured(server.baseURL, () => server.cpuSeconds(), read.request, connections, options.seconds));
            }
            bares.push(await measured(limit.baseURL, () => limit.cpuSeconds(), read.request, connections, options.seconds));
          }
          const bare = summary(bares);
          servers.forEach(({ name }, i) => {
            const real = summary(reals[i] ?? []);
            rows.push({
              endpoint: read.name,
              servedBy: name,
              connections,
              real: real.result,
              limit: bare.result,
              realCpuMicros: real.cpuMicros,
              limitCpuMicros: bare.cpuMicros,
            });
          });
          process.stdout.write('.');
        }
      }
    } finally {
      limit.stop();
    }
    return rows;
  } finally {
    for (const { server } of servers) await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(0)}%` : '-');

/** "of limit": requests per second as a share of the limit's; "of limit by CPU": the limit's CPU per answer as a share of this one's. */
export function servingTable(rows: ServingRow[]): string {
  const lines = [
    '| endpoint | served by | conns | req/s | p50 ms | p99 ms | unexpected | limit req/s | of limit | CPU µs/answer | limit CPU µs/answer | of limit by CPU |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.endpoint} | ${row.servedBy} | ${row.connections} | ${row.real.rps.toFixed(0)} | ${row.real.p50} | ${row.real.p99} | ${row.real.unexpected} | ` +
        `${row.limit.rps.toFixed(0)} | ${percent(row.real.rps, row.limit.rps)} | ${row.realCpuMicros.toFixed(0)} | ${row.limitCpuMicros.toFixed(0)} | ${percent(row.limitCpuMicros, row.realCpuMicros)} |`,
    );
  }
  return lines.join('\n');
}
