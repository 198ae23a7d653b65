import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarAYearLater, springCalendar } from '../../shared/season';
import type { Game } from '../../shared/schemas/game';
import type { Division } from '../../shared/schemas/league';
import type { SeasonDetail } from '../../shared/schemas/season';
import { renderer } from '../../client/entry-server';
import type { PageRenderer } from '../../shared/page-rendering';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../seed/demo';
import { createTestApp, json, signIn, TEST_TIMEZONE, testEngines, type TestApp } from '../test/harness';
import { SECURITY_HEADERS } from './security';

/** The application's page as the build writes it: its script and styles, and the root element to fill. */
const INDEX_HTML = [
  '<!doctype html>',
  '<html lang="en" data-mantine-color-scheme="light">',
  '<head><title>Dugout - Youth Baseball Alliance</title><script type="module" crossorigin src="/assets/index-1a2b3c.js"></script></head>',
  '<body><div id="root"></div></body>',
  '</html>',
].join('');

/** The rows of the standings table named `label`, each as its cells' text. */
function standingsRows(html: string, label: string): string[][] {
  const table = new RegExp(`<table[^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</table>`).exec(html)?.[1] ?? '';
  const body = /<tbody[^>]*>([\s\S]*)<\/tbody>/.exec(table)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => (cell[1] ?? '').replace(/<[^>]+>/g, '')),
  );
}

/** Every script element of a page: each must load a file or carry data, none may run inline code. */
function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
}

describe.each(testEngines())('public pages rendered on the server, on %s', (engine) => {
  let t: TestApp;
  let clientDir: string;
  let eightU: Division;
  /** The pages rendered so far. */
  const renders: string[] = [];
  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'dugout-pages-'));
    writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
    const counting: PageRenderer = {
      paths: renderer.paths,
      render: (url, read) => {
        renders.push(url);
        return renderer.render(url, read);
      },
    };
    t = await createTestApp({ engine, site: { clientDir, renderer: counting } });
    const divisions = json<Division[]>(await page('/api/divisions'));
    const first = divisions.find((d) => d.name === '8U');
    if (!first) throw new Error('The demo league has no 8U division');
    eightU = first;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers the standings with the table already in the page, its data beside it, and the security headers', async () => {
    const response = await page('/standings');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name.toLowerCase()], name).toBe(value);
    const rows = standingsRows(response.body, '8U standings');
    expect(rows).toHaveLength(eightU.teams.length);
    expect(rows.map((cells) => cells[0]).sort()).toEqual(eightU.teams.map((team) => team.name).sort());
    expect(response.body).toContain('<title>Standings - Dugout</title>');
    expect(scriptTags(response.body)).toEqual([
      '<script type="module" crossorigin src="/assets/index-1a2b3c.js">',
      '<script type="application/json" id="page-data">',
    ]);
    const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(response.body)?.[1] ?? '';
    const keys = (JSON.parse(data) as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['divisions', 'list', 'current'],
        ['games', 'list', 'current'],
      ]),
    );
  });

  it('renders the schedule, playoffs, info and home pages with their content', async () => {
    const schedule = await page(`/schedule/${eightU.id}`);
    expect(schedule.statusCode).toBe(200);
    expect(schedule.body).toContain('Week 2 (Phase 1)');
    expect(schedule.body).toMatch(/aria-label="Final score \d+ to \d+"/);
    const playoffs = await page('/playoffs');
    expect(playoffs.body).toContain('Phase 2 Pool Standings');
    expect(playoffs.body).toContain('2025 Season Playoff Information');
    const rules = await page('/info?tab=rules');
    expect(rules.body).toContain('Rules last revised 15 December 2024.');
    const home = await page('/');
    expect(home.body).toContain('Youth Baseball Alliance');
    expect(home.body).toContain(`href="/standings/${eightU.id}"`);
  });

  it('answers a repeat request with its ETag with 304, and the same page to a signed-in visitor', async () => {
    const first = await page('/standings');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await page('/standings', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
    const coach = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const signedIn = await page('/standings', { cookie: coach });
    expect(signedIn.headers.etag).toBe(etag);
    expect(signedIn.body).toBe(first.body);
  });

  it('renders a page once for requests that come at once', async () => {
    const before = renders.length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => page('/playoffs?from=a-shared-link')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(renders.length - before).toBe(1);
    expect((await page('/playoffs?from=a-shared-link')).statusCode).toBe(200);
    expect(renders.length - before).toBe(1);
  });

  it('renders again after a write that changes what the page shows, and only then', async () => {
    const before = await page('/standings');
    const admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    // A change the standings do not read (the league's forfeit score) leaves the page as it was.
    const setting = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/forfeit-score',
      headers: { cookie: admin },
      payload: { winnerRuns: 6, loserRuns: 0 },
    });
    expect(setting.statusCode).toBe(200);
    expect((await page('/standings', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);

    // A final score in 8U changes its table.
    const games = json<Game[]>(await page('/api/games'));
    const teamIds = new Set(eightU.teams.map((team) => team.id));
    const unplayed = games.find((g) => g.phase === 1 && g.status === 'scheduled' && !g.dateTbd && teamIds.has(g.homeTeamId));
    if (!unplayed) throw new Error('The demo league has no unplayed 8U game');
    const scored = await t.app.inject({
      method: 'PATCH',
      url: `/api/games/${unplayed.id}/direct-score`,
      headers: { cookie: admin },
      payload: { homeScore: 9, awayScore: 1 },
    });
    expect(scored.statusCode).toBe(200);
    const after = await page('/standings', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const gamesPlayed = (response: LightMyRequestResponse): Record<string, number> =>
      Object.fromEntries(standingsRows(response.body, '8U standings').map((cells) => [cells[0] ?? '', Number(cells[4])]));
    const home = unplayed.homeTeam.name;
    expect(gamesPlayed(after)[home]).toBe((gamesPlayed(before)[home] ?? 0) + 1);
  });

  it('renders the season that ?season= names', async () => {
    const admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/seasons',
      headers: { cookie: admin },
      payload: {
        name: '2026',
        calendar: calendarAYearLater(springCalendar(2025, TEST_TIMEZONE)),
        carry: { divisions: true, teams: true, coachAssignments: false, playoffFormats: false },
        makeCurrent: false,
      },
    });
    expect(created.statusCode).toBe(201);
    const next = json<SeasonDetail>(created);
    const current = await page('/standings');
    expect(current.body).toContain('2025 (current)');
    expect(current.body).not.toContain('You are looking at a season still to come');
    const later = await page(`/standings?season=${next.id}`);
    expect(later.statusCode).toBe(200);
    expect(later.body).toContain('You are looking at a season still to come');
    // The same teams, none of whose games are played yet.
    const rows = standingsRows(later.body, '8U standings');
    expect(rows.map((cells) => cells[0]).sort()).toEqual(eightU.teams.map((team) => team.name).sort());
    expect(rows.every((cells) => cells[4] === '0')).toBe(true);
    const unknown = await page('/standings?season=99999');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('There is no such season');
  });

  it('answers a path the application does not know with its page and 404, and leaves the API alone', async () => {
    const unknown = await page('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(INDEX_HTML);
    const api = await page('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(json(api)).toEqual({ message: 'There is no API route GET /api/no-such-route' });
  });
});
