import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LeaguePlan } from '../../src/server/seed/plan';
import type { ServerProcess } from '../lib/server-process';
import { freshLeagueDatabase, startLeagueServer } from './league';
import { load, medianRun, type LoadRequest, type LoadResult } from './load';

/** A league as the bench serves it: one season, or the same with past seasons; read cache on or off. */
interface Served {
  league: string;
  cache: 'on' | 'off';
  server: ServerProcess;
  /** The reads as this league answers them: its own ids, its own coach's session. */
  endpoints: Map<string, LoadRequest>;
}

export interface SeasonsRow {
  endpoint: string;
  cache: 'on' | 'off';
  /** League label -> its median run. */
  results: Record<string, LoadResult>;
}

/**
 * The current season's reads on leagues that differ only in their past seasons, each with the read
 * cache and without it, all servers taking turns in each round so the machine's mood falls on all.
 */
export async function measureSeasons(
  leagues: { label: string; plan: LeaguePlan }[],
  reads: (plan: LeaguePlan, server: ServerProcess) => Promise<{ name: string; request: LoadRequest }[]>,
  options: { connections: number; seconds: number; rounds: number; warmUpSeconds: number },
): Promise<SeasonsRow[]> {
  const disposals: (() => Promise<void>)[] = [];
  try {
    const served: Served[] = [];
    let names: string[] = [];
    for (const { label, plan } of leagues) {
      console.log(`Seeding the league with ${label} (${plan.games.length} games)...`);
      const db = await freshLeagueDatabase(plan, `seasons${served.length}`);
      disposals.push(() => db.dispose());
      // Both servers of a league take its sessions: the coach signs in once, on the first.
      const secret = randomBytes(32).toString('hex');
      let endpoints = new Map<string, LoadRequest>();
      for (const cache of ['on', 'off'] as const) {
        const workDir = mkdtempSync(join(tmpdir(), 'dugout-seasons-'));
        const server = await startLeagueServer(db.url, workDir, { READ_CACHE: cache, SESSION_SECRET: secret });
        disposals.push(async () => {
          await server.stop();
          rmSync(workDir, { recursive: true, force: true });
        });
        if (endpoints.size === 0) endpoints = new Map((await reads(plan, server)).map((e) => [e.name, e.request]));
        served.push({ league: label, cache, server, endpoints });
      }
      if (names.length === 0) names = [...endpoints.keys()];
    }
    const rows: SeasonsRow[] = [];
    for (const name of names) {
      for (const cache of ['on', 'off'] as const) {
        const servers = served.filter((s) => s.cache === cache);
        const requestOf = (s: Served) => {
          const request = s.endpoints.get(name);
          if (!request) throw new Error(`The league with ${s.league} has no read named ${name}`);
          return request;
        };
        for (const s of servers) await load(s.server.baseURL, requestOf(s), options.connections, options.warmUpSeconds);
        const runs = new Map<string, LoadResult[]>();
        for (let round = 0; round < options.rounds; round++) {
          for (const s of servers) {
            const result = await load(s.server.baseURL, requestOf(s), options.connections, options.seconds);
            runs.set(s.league, [...(runs.get(s.league) ?? []), result]);
          }
        }
        rows.push({ endpoint: name, cache, results: Object.fromEntries([...runs].map(([league, list]) => [league, medianRun(list)])) });
        process.stdout.write('.');
      }
    }
    return rows;
  } finally {
    for (const dispose of disposals.reverse()) await dispose();
  }
}

export function seasonsTable(rows: SeasonsRow[], labels: string[]): string {
  const [base, ...others] = labels;
  const lines = [
    `| endpoint | read cache | ${labels.map((l) => `${l} req/s`).join(' | ')} | ${others.map((l) => `${l} / ${base}`).join(' | ')} | unexpected |`,
    `|---|---|${labels.map(() => '---:').join('|')}|${others.map(() => '---:').join('|')}|---:|`,
  ];
  for (const row of rows) {
    const rps = labels.map((l) => row.results[l]?.rps ?? 0);
    const first = rps[0] ?? 0;
    const unexpected = labels.reduce((sum, l) => sum + (row.results[l]?.unexpected ?? 0), 0);
    lines.push(
      `| ${row.endpoint} | ${row.cache} | ${rps.map((r) => r.toFixed(0)).join(' | ')} | ${rps
        .slice(1)
        .map((r) => (first > 0 ? `${((r / first) * 100).toFixed(0)}%` : '-'))
        .join(' | ')} | ${unexpected} |`,
    );
  }
  return lines.join('\n');
}
