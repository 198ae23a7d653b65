// The administrator's Game Management page on the large league, in Chromium on a desktop screen
// with the CPU slowed four times: how long from navigation start until the first game rows show.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { DEMO_PASSWORDS } from '../../src/server/seed/demo';
import type { LeaguePlan } from '../../src/server/seed/plan';
import { startLeagueServer } from './league';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const RUNS = 5;
const CPU_SLOWDOWN = 4;

export interface AdminGamesResult {
  games: number;
  divisions: number;
  cpuSlowdown: number;
  viewport: string;
  /** Milliseconds from navigation start to the first game rows on screen, one per load. */
  firstRowsMs: number[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Loads /admin/games RUNS times as the administrator, each load without the browser's HTTP cache
 * (a first visit of the day), on the league already in `databaseUrl`. `clientDir` is the built
 * browser application to serve.
 */
export async function measureAdminGames(plan: LeaguePlan, databaseUrl: string, clientDir: string): Promise<AdminGamesResult> {
  const workDir = mkdtempSync(join(tmpdir(), 'dugout-admin-games-'));
  const server = await startLeagueServer(databaseUrl, workDir, { CLIENT_DIR: clientDir });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const viewport = { width: 1280, height: 800 };
    const context = await browser.newContext({ viewport, baseURL: server.baseURL });
    const page = await context.newPage();
    const signedIn = await page.request.post('/api/login', { data: { username: 'admin', password: DEMO_PASSWORDS.admin } });
    if (!signedIn.ok()) throw new Error(`The administrator's sign-in failed: ${signedIn.status()}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const firstRowsMs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto('/admin/games');
      // Read in the frame the row first shows in, not after the answer's trip back to this process.
      const shown = await page.waitForFunction(
        () => {
          const row = document.querySelector('main table tbody tr');
          return row !== null && row.getBoundingClientRect().height > 0 ? performance.now() : false;
        },
        null,
        { timeout: 120_000, polling: 'raf' },
      );
      firstRowsMs.push(Math.round(Number(await shown.jsonValue())));
    }
    await context.close();
    return {
      games: plan.games.length,
      divisions: plan.divisions.length,
      cpuSlowdown: CPU_SLOWDOWN,
      viewport: `${viewport.width}×${viewport.height}`,
      firstRowsMs,
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

export function adminGamesSection(result: AdminGamesResult, machine: string): string {
  return [
    `Run of ${new Date().toISOString().slice(0, 10)} on ${machine}.`,
    '',
    `/admin/games signed in as the administrator, on the large league (${result.divisions} divisions, ${result.games} games), on a ${result.viewport} screen in Chromium, CPU slowed ${result.cpuSlowdown}×, the browser's HTTP cache off:`,
    '',
    `- time to the first game rows (navigation start to the first row of the table visible), ${result.firstRowsMs.length} loads: ${result.firstRowsMs.map((ms) => `${ms} ms`).join(', ')}; median ${median(result.firstRowsMs)} ms`,
  ].join('\n');
}
