import type { ConsoleMessage, Page } from '@playwright/test';
import type { Game } from '../src/shared/schemas/game';
import type { Division } from '../src/shared/schemas/league';
import { DEMO, expect, signIn, test } from './fixtures';
import { isolatedTest } from './support/isolated-test';

/** What the browser reports as going wrong on a page: errors and warnings, hydration mismatches among them. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  const isVisitorsSessionCheck = (message: ConsoleMessage) => message.location().url.endsWith('/api/user') && message.text().includes('401');
  // The test tool's own word that it kept the service worker out (playwright.config.ts), not the page's.
  const isBlockedServiceWorker = (message: ConsoleMessage) => message.text() === 'Service Worker registration blocked by Playwright';
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !isVisitorsSessionCheck(message) && !isBlockedServiceWorker(message)) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('public pages with JavaScript turned off', { tag: '@phone' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the standings, schedule, playoffs, info and home pages show their content', async ({ page }) => {
    await page.goto('/standings');
    const table = page.getByRole('table', { name: '8U standings' });
    await expect(table.getByRole('row')).toHaveCount(9);
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).not.toBeEmpty();
    await expect(page).toHaveTitle('Standings - Dugout');

    await page.goto('/schedule/3');
    await expect(page.getByRole('heading', { name: 'Week 2 (Phase 1)' })).toBeVisible();
    await expect(
      page
        .getByLabel(/^Final score \d+ to \d+$/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(' @ ').filter({ visible: true }).first()).toBeVisible();

    await page.goto('/playoffs');
    await expect(page.getByRole('table', { name: 'Gold Pool standings' })).toBeVisible();
    await expect(page.getByText('2025 Season Playoff Information')).toBeVisible();

    await page.goto('/info?tab=rules');
    await expect(page.getByText('Rules last revised 15 December 2024.')).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Youth Baseball Alliance' })).toBeVisible();
    await expect(page.getByRole('link', { name: '10U', exact: true }).first()).toHaveAttribute('href', '/standings/3');
  });
});

test.describe('the application takes a rendered page over', { tag: '@phone' }, () => {
  test('the standings hydrate without a warning and stay interactive', async ({ page, isMobile }) => {
    const problems = problemsOf(page);
    await page.goto('/standings');
    await expect(page.getByRole('table', { name: '8U standings' })).toBeVisible();
    await page.getByRole('tab', { name: '12U' }).click();
    await expect(page).toHaveURL(/\/standings\/5$/);
    await expect(page.getByRole('table', { name: '12U standings' })).toBeVisible();
    await expect(page.getByRole('table', { name: '8U standings' })).toHaveCount(0);
    // The schedule after the standings, in the application: the page's data came with it, and it reads its own.
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Schedule', exact: true }).filter({ visible: true }).first().click();
    await expect(page.getByRole('heading', { name: 'League Schedule' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the schedule, playoffs, info and home pages hydrate without a warning', async ({ page }) => {
    const problems = problemsOf(page);
    for (const [path, shown] of [
      ['/schedule/3', page.getByRole('heading', { name: 'Week 2 (Phase 1)' })],
      ['/playoffs', page.getByRole('table', { name: 'Gold Pool standings' })],
      ['/info?tab=details', page.getByRole('tab', { name: 'Details', selected: true })],
      ['/', page.getByRole('heading', { name: 'Youth Baseball Alliance' })],
    ] as const) {
      await page.goto(path);
      await expect(shown, path).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test('a signed-in coach gets the public page, then their own parts of it', async ({ page, isMobile }) => {
    const problems = problemsOf(page);
    await signIn(page, DEMO.coach, '/standings');
    await expect(page.getByRole('table', { name: '8U standings' })).toBeVisible();
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByText(`Signed in as ${DEMO.coach.name}`)).toBeVisible();
    } else {
      await expect(page.getByText(`Welcome, ${DEMO.coach.name}`)).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
});

test("a repeat request with the page's ETag answers 304", async ({ page }) => {
  const first = await page.request.get('/standings');
  expect(first.status()).toBe(200);
  const etag = first.headers().etag ?? '';
  expect(etag).not.toBe('');
  const again = await page.request.get('/standings', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
});

isolatedTest('a final score renders the standings again', async ({ page }) => {
  // Any game still to be played (other stories on this server report some).
  const games = (await (await page.request.get('/api/games')).json()) as Game[];
  const unplayed = games.find((g) => g.phase === 1 && g.status === 'scheduled' && !g.dateTbd && !g.homeScoreVerified && !g.awayScoreVerified);
  if (!unplayed) throw new Error('The demo league has no unplayed game');
  const divisions = (await (await page.request.get('/api/divisions')).json()) as Division[];
  const division = divisions.find((d) => d.teams.some((team) => team.id === unplayed.homeTeamId));
  if (!division) throw new Error('The game has no division');
  const standings = `/standings/${division.id}`;
  const gamesPlayed = page
    .getByRole('table', { name: `${division.name} standings` })
    .getByRole('row')
    .filter({ hasText: unplayed.homeTeam.name })
    .getByRole('cell')
    .nth(4);
  const before = await page.request.get(standings);
  const etag = before.headers().etag ?? '';
  await page.goto(standings);
  const played = Number(await gamesPlayed.innerText());

  await signIn(page, DEMO.admin);
  expect((await page.request.patch(`/api/games/${unplayed.id}/direct-score`, { data: { homeScore: 9, awayScore: 1 } })).status()).toBe(200);
  const after = await page.request.get(standings, { headers: { 'if-none-match': etag } });
  expect(after.status()).toBe(200);
  expect(after.headers().etag).not.toBe(etag);
  await page.reload();
  await expect(gamesPlayed).toHaveText(String(played + 1));
});
