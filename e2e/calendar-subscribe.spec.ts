import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { DEMO, expect, expectAccessible, signIn, OPEN_DIALOG } from './fixtures';
import { isolatedTest as test } from './support/isolated-test';

/** 10U in the demo league. */
const DIVISION = { id: 3, name: '10U' };

/** The game ids of a downloaded feed, read as a calendar app reads it. */
async function gamesInFile(download: Download): Promise<number[]> {
  const path = await download.path();
  const calendar = new ICAL.Component(ICAL.parse(readFileSync(path, 'utf8')) as unknown[]);
  expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
  return calendar
    .getAllSubcomponents('vevent')
    .map((event) => Number(/^game-(\d+)@/.exec(String(event.getFirstPropertyValue('uid')))?.[1]))
    .sort((a, b) => a - b);
}

async function gameIds(page: Page, url: string): Promise<number[]> {
  const games = (await (await page.request.get(url)).json()) as { id: number }[];
  return games.map((g) => g.id).sort((a, b) => a - b);
}

/** Opens a Subscribe menu; answers the calendar app link it offers. */
async function openSubscribe(page: Page, label: string): Promise<string> {
  await page.getByRole('button', { name: `Subscribe to ${label}` }).click();
  const open = page.getByRole('menuitem', { name: 'Open in calendar app' });
  await expect(open).toBeVisible();
  return (await open.getAttribute('href')) ?? '';
}

test.describe('subscribing to calendars', () => {
  test("a division's schedule offers its calendar: the app link, a copied link and the file", { tag: '@phone' }, async ({ page, context, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const feed = `/calendar/division/${DIVISION.id}.ics`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await page.goto(`/schedule/${DIVISION.id}`);

    expect(await openSubscribe(page, `${DIVISION.name} games`)).toBe(`webcal://${new URL(origin).host}${feed}`);
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}${feed}`);

    await openSubscribe(page, `${DIVISION.name} games`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download .ics' }).click()]);
    expect(download.suggestedFilename()).toBe('10u-games.ics');
    expect(await gamesInFile(download)).toEqual(await gameIds(page, `/api/games?divisionId=${DIVISION.id}`));

    // By Team, the calendar offered is the chosen team's.
    await page.keyboard.press('Escape');
    await page.getByText('By Team').click();
    await page.getByRole('group', { name: 'Team' }).getByRole('button', { name: 'Highland Falcons' }).click();
    const team = await openSubscribe(page, 'Highland Falcons (10U)');
    expect(team).toMatch(/^webcal:\/\/[^/]+\/calendar\/team\/\d+\.ics$/);

    // On the standings, by keyboard: the menu opens on its first item, and closing it gives the focus back.
    await page.goto(`/standings/${DIVISION.id}`);
    const subscribe = page.getByRole('button', { name: `Subscribe to ${DIVISION.name} games` });
    await subscribe.focus();
    await page.keyboard.press('Enter');
    const open = page.getByRole('menuitem', { name: 'Open in calendar app' });
    await expect(open).toBeFocused();
    expect(await open.getAttribute('href')).toBe(`webcal://${new URL(origin).host}${feed}`);
    await page.keyboard.press('Escape');
    await expect(subscribe).toBeFocused();
  });

  test('a coach subscribes to their own games by a private link, and resetting it stops the old one', { tag: '@phone' }, async ({ page }) => {
    await signIn(page, DEMO.coach, '/coach/profile');
    const calendar = page.getByRole('region', { name: 'My games calendar' });
    await expect(calendar.getByRole('button', { name: 'Subscribe to My games' })).toBeVisible();
    const old = new URL((await openSubscribe(page, 'My games')).replace(/^webcal:/, 'http:')).pathname;
    expect(old).toMatch(/^\/calendar\/coach\/\d+-[\w-]+\.ics$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download .ics' }).click()]);
    const me = (await (await page.request.get('/api/user')).json()) as { id: number };
    expect(await gamesInFile(download)).toEqual(await gameIds(page, `/api/coaches/${me.id}/games`));
    // Calendar apps send no cookie: the link alone opens the feed.
    const anonymous = await page.context().browser()?.newContext();
    expect((await anonymous?.request.get(new URL(old, page.url()).href))?.status()).toBe(200);

    await calendar.getByRole('button', { name: 'Reset link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your calendar link?' });
    await expect(dialog.getByText('Your current link stops working at once')).toBeVisible();
    await expectAccessible(page, OPEN_DIALOG);
    await dialog.getByRole('button', { name: 'Reset link' }).click();
    await expect(page.getByText('Calendar link reset')).toBeVisible();

    const fresh = new URL((await openSubscribe(page, 'My games')).replace(/^webcal:/, 'http:')).pathname;
    expect(fresh).not.toBe(old);
    expect((await anonymous?.request.get(new URL(old, page.url()).href))?.status()).toBe(404);
    expect((await anonymous?.request.get(new URL(fresh, page.url()).href))?.status()).toBe(200);
    await anonymous?.close();

    // My Games offers the same private calendar.
    await page.keyboard.press('Escape');
    await page.goto('/coach/games');
    const fromGames = new URL((await openSubscribe(page, 'My games')).replace(/^webcal:/, 'http:')).pathname;
    expect(fromGames).toBe(fresh);
  });
});
