import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { GameListPage } from '../src/shared/schemas/admin-games';
import type { Division } from '../src/shared/schemas/league';
import { DEMO, expect, expectAccessible, signIn } from './fixtures';
import { largeLeagueTest as test } from './support/isolated-test';

/** The ids of the games the page shows: table rows on a desktop, cards on a phone. */
async function shownIds(page: Page, isMobile: boolean): Promise<string[]> {
  if (isMobile) {
    const labels = await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
    return labels.map((label) => label.replace('Game ', ''));
  }
  return page.locator('main table tbody tr td:first-child').allTextContents();
}

async function openFilters(page: Page, isMobile: boolean): Promise<void> {
  // On a phone the filters fold away behind one button.
  if (isMobile) await page.getByRole('button', { name: /^Filters/ }).click();
}

async function choose(page: Page, label: string, option: string, typed?: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('finding games on a large league', () => {
  test.describe.configure({ timeout: 120_000 });

  test('filters, searches, pages, shares the view and exports it', { tag: '@phone' }, async ({ page, isMobile, context }) => {
    await signIn(page, DEMO.admin);
    const divisions = (await (await page.request.get('/api/divisions')).json()) as Division[];
    expect(divisions).toHaveLength(20);
    const division = divisions[3]!;
    const team = division.teams[2]!;
    const season = (await (await page.request.get('/api/admin/games?pageSize=1')).json()) as GameListPage;
    expect(season.total).toBe(3040);

    await page.goto('/admin/games');
    // The whole season, a page of it: the first screenful of rows, then the rest.
    await expect(page.getByText('3040 games')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await shownIds(page, isMobile)).length).toBe(50);
    await expectAccessible(page);

    // A team's completed games.
    await openFilters(page, isMobile);
    // The same club plays in several divisions: each team says its division.
    await choose(page, 'Team', `${team.name} (${division.name})`, team.name);
    await expect(page).toHaveURL(new RegExp(`team=${team.id}`));
    await choose(page, 'Status', 'Completed');
    await expect(page).toHaveURL(/status=completed/);
    await expect(page).toHaveURL(new RegExp(`team=${team.id}`));
    const expected = (await (await page.request.get(`/api/admin/games?team=${team.id}&status=completed`)).json()) as GameListPage;
    expect(expected.total).toBeGreaterThan(0);
    await expect(page.getByText(`${expected.total} game${expected.total === 1 ? '' : 's'}`, { exact: true })).toBeVisible();
    await expect.poll(() => shownIds(page, isMobile)).toEqual(expected.games.map((g) => String(g.id)));
    if (isMobile) await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();

    // Free text: a part of the team's name, any case, across the season.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/team=/);
    const part = team.name.split(' ').slice(-1)[0]!.toLowerCase();
    await page.getByRole('textbox', { name: 'Search' }).fill(part);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(part)}`));
    const searched = (await (await page.request.get(`/api/admin/games?q=${encodeURIComponent(part)}`)).json()) as GameListPage;
    await expect(page.getByText(`${searched.total} games`, { exact: true })).toBeVisible();
    await expect.poll(() => shownIds(page, isMobile)).toEqual(searched.games.map((g) => String(g.id)));

    // The next page.
    const firstPage = await shownIds(page, isMobile);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => shownIds(page, isMobile)).not.toEqual(firstPage);
    const secondPage = await shownIds(page, isMobile);

    // Someone opening the link sees the same view; Back goes to the first page.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect.poll(() => shownIds(shared, isMobile)).toEqual(secondPage);
    await shared.close();
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect.poll(() => shownIds(page, isMobile)).toEqual(firstPage);

    // The CSV holds every matching game, not one page.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Game ID,Date,Time,Away,Home,Field,Status,Score');
    expect(lines).toHaveLength(searched.total + 1);
    expect(lines.slice(1, 51).map((line) => line.split(',')[0])).toEqual(firstPage);
  });

  test('marks overdue and disputed games, and the office link opens them', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/games?status=overdue');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Overdue', { timeout: 30_000 });
    const rows = page.locator('main table tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().getByText('Overdue')).toBeVisible();
    await rows.first().getByText('Overdue').hover();
    await expect(page.getByRole('tooltip', { name: 'No final score 24 hours after the game' })).toBeVisible();
    await expectAccessible(page);
  });
});
