// The standings on a phone at the field: the demo league's /standings opened on a 375×740 screen in
// Chromium with the CPU slowed 4× and a slow 4G network, each load a first visit (no HTTP cache).
// How long until the table is on screen, with the page rendered in the browser only (the browser
// build served without its page renderer) and rendered on the server, alternating in one run; and
// what each first load transfers: the page itself, its JavaScript and its CSS.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, devices, type Browser, type Response } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../lib/server-process';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const RUNS = 5;
const CPU_SLOWDOWN = 4;
/** Chrome DevTools' "Slow 4G": 1.6 Mbit/s down and 750 kbit/s up at 90%, 150 ms round trips ×3.75 for the radio. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6e6 * 0.9) / 8, uploadThroughput: (750e3 * 0.9) / 8 };
/** The demo league as the tests load it: the same league, whatever the day of the run. */
const DEMO_LOADED_AT = '2026-05-10T16:00:00.000Z';

interface Bytes {
  /** The page itself (HTML), as transferred (compressed). */
  html: number;
  javaScript: number;
  css: number;
}

interface Way {
  /** Milliseconds from navigation start to the first frame with a row of the table laid out, one per load. */
  tableMs: number[];
  bytes: Bytes;
}

export interface FirstPaintResult {
  cpuSlowdown: number;
  network: typeof SLOW_4G;
  viewport: string;
  browserOnly: Way;
  serverRendered: Way;
}

/** The demo league, on a database of its own, served with the browser application in `clientDir`. */
function demoServer(workDir: string, name: string, clientDir: string): Promise<ServerProcess> {
  return startServerProcess({
    DATABASE_URL: `sqlite:${join(workDir, `${name}.db`)}`,
    SEED: 'demo',
    DEMO_LOADED_AT,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CLIENT_DIR: clientDir,
    BACKUP_DIR: join(workDir, `${name}-backups`),
  });
}

async function transferred(responses: Response[], types: readonly string[]): Promise<number> {
  const sizes = await Promise.all(
    responses.filter((r) => types.includes(r.request().resourceType())).map(async (r) => (await r.request().sizes()).responseBodySize),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** One first visit of /standings: the time to the table, and what the load transferred once the page settled. */
async function openStandings(browser: Browser, baseURL: string): Promise<{ tableMs: number; bytes: Bytes }> {
  const context = await browser.newContext({ ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, baseURL });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.goto('/standings', { waitUntil: 'commit' });
    // The first frame with a row laid out, once the page has painted at all: a page rendered on the
    // server holds the table before its styles arrive, and nothing is painted until they have.
    const shown = await page.waitForFunction(
      () => {
        const row = document.querySelector('main table tbody tr');
        if (row === null || row.getBoundingClientRect().height === 0) return false;
        const marks = window as unknown as { tableSeenAt?: number };
        marks.tableSeenAt ??= performance.now();
        const painted = performance.getEntriesByName('first-contentful-paint')[0];
        return painted ? Math.max(marks.tableSeenAt, painted.startTime) : false;
      },
      null,
      { timeout: 120_000, polling: 'raf' },
    );
    const tableMs = Math.round(Number(await shown.jsonValue()));
    await page.waitForLoadState('networkidle');
    return {
      tableMs,
      bytes: {
        html: await transferred(responses, ['document']),
        javaScript: await transferred(responses, ['script']),
        css: await transferred(responses, ['stylesheet']),
      },
    };
  } finally {
    await context.close();
  }
}

export async function measureFirstPaint(clientDir: string): Promise<FirstPaintResult> {
  const workDir = mkdtempSync(join(tmpdir(), 'dugout-first-paint-'));
  // The same build without the renderer beside it: the server sends the application's page as it
  // is, and the browser renders the standings. Inside the project, as the build it copies.
  const browserOnlyDir = mkdtempSync(resolve('dist/bench-browser-only-'));
  const browserOnlyClient = join(browserOnlyDir, 'client');
  cpSync(clientDir, browserOnlyClient, { recursive: true });
  const servers = await Promise.all([demoServer(workDir, 'browser-only', browserOnlyClient), demoServer(workDir, 'server-rendered', clientDir)]);
  const [browserOnlyServer, renderingServer] = servers;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const browserOnly: Way = { tableMs: [], bytes: { html: 0, javaScript: 0, css: 0 } };
    const serverRendered: Way = { tableMs: [], bytes: { html: 0, javaScript: 0, css: 0 } };
    // Warmed up first (the server's first render, the browser's first start), then in turns, so a
    // noisy moment of the machine falls on both alike.
    await openStandings(browser, browserOnlyServer.baseURL);
    await openStandings(browser, renderingServer.baseURL);
    for (let run = 0; run < RUNS; run += 1) {
      for (const [way, server] of [
        [browserOnly, browserOnlyServer],
        [serverRendered, renderingServer],
      ] as const) {
        const load = await openStandings(browser, server.baseURL);
        way.tableMs.push(load.tableMs);
        way.bytes = load.bytes;
      }
    }
    return { cpuSlowdown: CPU_SLOWDOWN, network: SLOW_4G, viewport: '375×740', browserOnly, serverRendered };
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(workDir, { recursive: true, force: true });
    rmSync(browserOnlyDir, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function firstPaintSection(result: FirstPaintResult, machine: string): string {
  const { network } = result;
  const row = (name: string, way: Way) =>
    `| ${name} | ${way.tableMs.join(', ')} | **${median(way.tableMs)}** | ${kb(way.bytes.html)} | ${kb(way.bytes.javaScript)} | ${kb(way.bytes.css)} | ${kb(way.bytes.javaScript + way.bytes.css)} |`;
  return [
    `Run of ${new Date().toISOString().slice(0, 10)} on ${machine}.`,
    '',
    `The demo league's /standings on a ${result.viewport} phone screen in Chromium, CPU slowed ${result.cpuSlowdown}×, network "Slow 4G" ` +
      `(${((network.downloadThroughput * 8) / 1e6).toFixed(2)} Mbit/s down, ${((network.uploadThroughput * 8) / 1e3).toFixed(0)} kbit/s up, ${network.latency} ms added to each request), ` +
      `each load a first visit without the HTTP cache, the two ways in turns after one load each to warm up. ` +
      'Time from navigation start to the table on screen: the first frame with a row of the table laid out, or the first paint if that came later; bytes as transferred (compressed) by one load, once the page settled.',
    '',
    '| page | time to the table, ms | median ms | page (HTML) | JavaScript | CSS | JavaScript and CSS |',
    '|---|---|---:|---:|---:|---:|---:|',
    row('rendered in the browser only', result.browserOnly),
    row('rendered on the server', result.serverRendered),
  ].join('\n');
}
