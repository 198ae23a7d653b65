// The schedule of one division with over 500 games, opened on a phone-sized screen in Chromium
// with the CPU slowed four times: how long until every game is on screen, and how smoothly the
// page then scrolls from top to bottom.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { planLeague } from '../../src/server/seed/plan';
import { startServerProcess } from '../lib/server-process';
import { freshLeagueDatabase } from './league';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const RUNS = 3;

/**
 * Scrolls 120 px a frame to the bottom and gives back the time between frames. A string, so the
 * script runner's helpers never end up inside the page.
 */
const SCROLL_TO_BOTTOM = `new Promise((resolve) => {
  const deltas = [];
  let last = performance.now();
  const step = (now) => {
    deltas.push(now - last);
    last = now;
    window.scrollBy(0, 120);
    if (window.scrollY + window.innerHeight >= document.body.scrollHeight - 1) resolve(deltas.slice(1));
    else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

export interface ScheduleRenderResult {
  games: number;
  cpuSlowdown: number;
  viewport: string;
  /** Milliseconds from navigation start to every game card rendered, one per run. */
  renderedMs: number[];
  scroll: { frames: number; medianFrameMs: number; p95FrameMs: number; framesOver50Ms: number };
}

/** One division of 32 teams playing 32 rounds: 512 phase 1 games and its playoffs. */
function bigDivisionPlan() {
  return planLeague({
    seed: 5005,
    year: 2025,
    timeZone: 'America/New_York',
    divisions: [{ name: '10U Metro', teams: 32 }],
    phase1Rounds: 32,
    availabilityShare: 0,
    fieldsWithImages: 'some',
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function measureScheduleRender(): Promise<ScheduleRenderResult> {
  const plan = bigDivisionPlan();
  const division = plan.divisions[0];
  if (!division) throw new Error('The plan has no division');
  const games = plan.games.filter((g) => g.status !== 'cancelled').length;
  const db = await freshLeagueDatabase(plan, 'render');
  const workDir = mkdtempSync(join(tmpdir(), 'dugout-render-'));
  const server = await startServerProcess({
    DATABASE_URL: db.url,
    SEED: 'none',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CLIENT_DIR: 'dist/client',
    BACKUP_DIR: join(workDir, 'backups'),
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const viewport = { width: 375, height: 740 };
    const context = await browser.newContext({ ...devices['Pixel 5'], viewport, baseURL: server.baseURL });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const renderedMs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`/schedule/${division.id}`);
      await page.waitForFunction((count) => document.querySelectorAll('main .mantine-Card-root').length >= count, games, { timeout: 120_000, polling: 'raf' });
      renderedMs.push(Math.round(await page.evaluate(() => performance.now())));
    }
    const frameTimes = await page.evaluate<number[]>(SCROLL_TO_BOTTOM);
    await context.close();
    return {
      games,
      cpuSlowdown: 4,
      viewport: `${viewport.width}×${viewport.height}`,
      renderedMs,
      scroll: {
        frames: frameTimes.length,
        medianFrameMs: Math.round(percentile(frameTimes, 50) * 10) / 10,
        p95FrameMs: Math.round(percentile(frameTimes, 95) * 10) / 10,
        framesOver50Ms: frameTimes.filter((t) => t > 50).length,
      },
    };
  } finally {
    await browser.close();
    await server.stop();
    await db.dispose();
    rmSync(workDir, { recursive: true, force: true });
  }
}

export function scheduleRenderSection(result: ScheduleRenderResult, machine: string): string {
  return [
    `Run of ${new Date().toISOString().slice(0, 10)} on ${machine}.`,
    '',
    `A division schedule of ${result.games} games at /schedule on a ${result.viewport} phone screen in Chromium, CPU slowed ${result.cpuSlowdown}×:`,
    '',
    `- time to every game rendered (navigation start to the last card), ${result.renderedMs.length} loads: ${result.renderedMs.map((ms) => `${ms} ms`).join(', ')}`,
    `- scrolling top to bottom, 120 px a frame: ${result.scroll.frames} frames, median ${result.scroll.medianFrameMs} ms, 95th percentile ${result.scroll.p95FrameMs} ms, ${result.scroll.framesOver50Ms} frames over 50 ms`,
  ].join('\n');
}
