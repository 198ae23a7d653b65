import type { BrowserContext, Page } from '@playwright/test';
import type { CoachGame } from '../src/shared/schemas/game';
import { DEMO, expect, expectAccessible, signIn, waitingForTheApplication } from './fixtures';
import { isolatedTest as test, soloTest } from './support/isolated-test';

/** A week-8 game of Highland Falcons (Sam) and Greenville Bulldogs (Jordan) in 10U, played and not yet reported. */
const SAM_HOME = 'Greenville Bulldogs @ Highland Falcons, Tue, May 20, 2025 @ 6:00 PM';

// These stories are about the service worker, which every other story runs without.
test.use({ serviceWorkers: 'allow' });

/** Once the service worker runs the page, and has saved `address` (a page, or a read it made). */
async function savedForOffline(page: Page, address: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, address)).toBe(true);
}

async function expectOfflineNotice(page: Page): Promise<void> {
  const notice = page.getByRole('status').filter({ hasText: 'Offline' });
  await expect(notice).toContainText(/Showing saved data as of \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M\./);
}

test.describe('at the field without a connection', () => {
  test('a visitor’s opened standings and schedule open offline, saying as of when', { tag: '@phone' }, async ({ page, context }) => {
    await page.goto('/standings');
    await savedForOffline(page, '/standings');
    await page.goto('/schedule');
    await savedForOffline(page, '/schedule');

    await context.setOffline(true);
    await page.goto('/standings');
    await expect(page.getByRole('table', { name: '8U standings' })).toBeVisible();
    await expectOfflineNotice(page);
    await expectAccessible(page);
    await page.goto('/schedule');
    await expect(page.getByRole('heading', { name: 'League Schedule' })).toBeVisible();
    await expectOfflineNotice(page);

    await context.setOffline(false);
    await page.goto('/standings');
    await expect(page.getByRole('table', { name: '8U standings' })).toBeVisible();
    await expect(page.getByText('Showing saved data')).toHaveCount(0);
  });

  // A database of its own: it reads a game as still unreported, which the coach portal's stories report.
  soloTest('a coach’s My Games opens offline with the games last read', async ({ page, context }) => {
    await signIn(page, DEMO.coach, '/coach/games');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await expect(page.getByRole('article', { name: SAM_HOME })).toBeVisible();
    await savedForOffline(page, '/api/user');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Games' })).toBeVisible();
    await expect(page.getByRole('article', { name: SAM_HOME }).getByText('Score Pending')).toBeVisible();
    await expectOfflineNotice(page);
  });

  // A database of its own: the game it reports is one that the coach portal's stories report too.
  soloTest(
    'a score reported offline is queued, sent once on reconnecting in two tabs, and the coach is told the outcome',
    async ({ page, context, baseURL }) => {
      test.slow();
      await signIn(page, DEMO.coach, '/coach/games');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.reload();
      await savedForOffline(page, '/api/user');
      const otherTab = await openMyGames(context);

      await context.setOffline(true);
      const card = page.getByRole('article', { name: SAM_HOME });
      await card.getByRole('button', { name: 'Submit Score' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit Score' });
      await dialog.getByLabel(/\(away\)$/).fill('2');
      await dialog.getByLabel(/\(home\)$/).fill('5');
      await dialog.getByRole('button', { name: 'Submit Score' }).click();
      await dialog.getByRole('button', { name: 'Confirm Score' }).click();
      await expect(page.getByText('No connection: your score will be sent when you are back online.')).toBeVisible();
      await expect(card.getByText('Queued: your score 2 - 5 will be sent when you are back online.')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Submit Score' })).toHaveCount(0);
      // The other tab shows the same queue.
      await expect(otherTab.getByRole('article', { name: SAM_HOME }).getByText('Queued: your score 2 - 5')).toBeVisible();

      // Both tabs see the connection come back; one of them sends the report.
      await context.setOffline(false);
      const told = 'Greenville Bulldogs @ Highland Falcons: The score becomes final when the other coach reports the same result.';
      const toldIn = async (tab: Page) => tab.getByText(told).count();
      await expect.poll(async () => (await toldIn(page)) + (await toldIn(otherTab))).toBe(1);
      await expect(card.getByText('You reported 2 - 5. Waiting for the other coach.')).toBeVisible();
      await expect(otherTab.getByRole('article', { name: SAM_HOME }).getByText('You reported 2 - 5. Waiting for the other coach.')).toBeVisible();
      for (const tab of [page, otherTab]) await expect(tab.getByText('Queued score not accepted')).toHaveCount(0);

      const games = (await (await context.request.get(`${baseURL}/api/coaches/${await coachId(page)}/games`)).json()) as CoachGame[];
      const game = games.find(
        (g) => `${g.awayTeam.name} @ ${g.homeTeam.name}` === 'Greenville Bulldogs @ Highland Falcons' && g.formattedTime.includes('May 20'),
      );
      expect(game?.scoreReports).toMatchObject([{ side: 'home', awayScore: 2, homeScore: 5 }]);
    },
  );
});

async function openMyGames(context: BrowserContext): Promise<Page> {
  const tab = waitingForTheApplication(await context.newPage());
  await tab.goto('/coach/games');
  await expect(tab.getByRole('article', { name: SAM_HOME })).toBeVisible();
  return tab;
}

async function coachId(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/user')).json()) as { id: number }).id;
}
