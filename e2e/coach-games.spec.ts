import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, OPEN_DIALOG } from './fixtures';
import { isolatedTest as test } from './support/isolated-test';

/** The two week-8 games of Highland Falcons (Sam) and Greenville Bulldogs (Jordan) in 10U. */
const SAM_HOME = 'Greenville Bulldogs @ Highland Falcons, Tue, May 20, 2025 @ 6:00 PM';
const JORDAN_HOME = 'Highland Falcons @ Greenville Bulldogs, Thu, May 22, 2025 @ 6:00 PM';
/** The same games in Jordan's portal: he has two teams named Greenville Bulldogs, so it names the division. */
const SAM_HOME_FOR_JORDAN = 'Greenville Bulldogs (10U) @ Highland Falcons, Tue, May 20, 2025 @ 6:00 PM';
const JORDAN_HOME_FOR_JORDAN = 'Highland Falcons @ Greenville Bulldogs (10U), Thu, May 22, 2025 @ 6:00 PM';

async function portalOf(browser: Browser, account: { username: string; password: string }, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, account);
  await page.goto('/coach/games');
  await expect(page.getByRole('heading', { name: 'My Games' })).toBeVisible();
  return page;
}

async function reportScore(page: Page, game: string, away: string, home: string): Promise<void> {
  const card = page.getByRole('article', { name: game });
  await card.getByRole('button', { name: 'Submit Score' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Score' });
  await dialog.getByLabel(/\(away\)$/).fill(away);
  await dialog.getByLabel(/\(home\)$/).fill(home);
  await dialog.getByRole('button', { name: 'Submit Score' }).click();
  await expect(dialog.getByText('Scores cannot be changed once submitted. Submit this score?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Score' }).click();
  await expect(dialog).toBeHidden();
}

/** Wins and games played of a team in the public standings of 10U. */
async function standingOf(page: Page, team: string): Promise<{ wins: number; losses: number; played: number }> {
  await page.goto('/standings/3');
  const row = page.getByRole('table', { name: '10U standings' }).getByRole('row').filter({ hasText: team });
  const cells = row.getByRole('cell');
  await expect(cells.first()).toHaveText(team);
  const number = async (i: number) => Number(await cells.nth(i).innerText());
  return { wins: await number(1), losses: await number(2), played: await number(4) };
}

test.describe('my games', () => {
  test('two coaches report the same score: Final on both portals and in the standings', { tag: '@phone' }, async ({ browser, baseURL }) => {
    // Two signed-in browsers and the standings before and after.
    test.slow();
    const sam = await portalOf(browser, DEMO.coach, baseURL ?? '');
    const jordan = await portalOf(browser, DEMO.multiTeamCoach, baseURL ?? '');
    const before = { falcons: await standingOf(sam, 'Highland Falcons'), bulldogs: await standingOf(sam, 'Greenville Bulldogs') };

    await sam.goto('/coach/games');
    const samCard = sam.getByRole('article', { name: SAM_HOME });
    await expect(samCard.getByText('Score Pending')).toBeVisible();
    await reportScore(sam, SAM_HOME, '3', '6');
    await expect(sam.getByText('The score becomes final when the other coach reports the same result.')).toBeVisible();
    await expect(samCard.getByText('Awaiting Verification')).toBeVisible();
    await expect(samCard.getByText('You reported 3 - 6. Waiting for the other coach.')).toBeVisible();
    await expect(samCard.getByRole('button', { name: 'Submit Score' })).toHaveCount(0);

    await jordan.reload();
    const jordanCard = jordan.getByRole('article', { name: SAM_HOME_FOR_JORDAN });
    await expect(jordanCard.getByText('Awaiting Verification')).toBeVisible();
    await expect(jordanCard.getByText('The other coach has reported. Submit your score to verify it.')).toBeVisible();
    await reportScore(jordan, SAM_HOME_FOR_JORDAN, '3', '6');
    await expect(jordan.getByText('Both coaches agree: the score is final.')).toBeVisible();
    await expect(jordanCard.getByText('Final', { exact: true })).toBeVisible();
    await expect(jordanCard.getByLabel('Final score 3 to 6')).toBeVisible();

    await sam.reload();
    await expect(samCard.getByText('Final', { exact: true })).toBeVisible();
    await expect(samCard.getByLabel('Final score 3 to 6')).toBeVisible();
    await expectAccessible(sam);

    const falcons = await standingOf(sam, 'Highland Falcons');
    const bulldogs = await standingOf(sam, 'Greenville Bulldogs');
    expect(falcons).toEqual({ ...before.falcons, wins: before.falcons.wins + 1, played: before.falcons.played + 1 });
    expect(bulldogs).toEqual({ ...before.bulldogs, losses: before.bulldogs.losses + 1, played: before.bulldogs.played + 1 });
  });

  test('different reports put the game in dispute with both reports shown', async ({ browser, baseURL }) => {
    test.slow();
    const sam = await portalOf(browser, DEMO.coach, baseURL ?? '');
    const card = sam.getByRole('article', { name: JORDAN_HOME });
    await expect(card.getByText('Awaiting Verification')).toBeVisible();
    // The home coach reported Greenville 7, Highland 5; Sam's side saw it the other way round.
    await reportScore(sam, JORDAN_HOME, '7', '5');
    await expect(sam.getByText("Your score differs from the other coach's report. A league administrator will resolve it.")).toBeVisible();
    await expect(card.getByText('Score Disputed')).toBeVisible();
    await expect(card.getByText('Home coach reported: 5 - 7')).toBeVisible();
    await expect(card.getByText('Away coach reported: 7 - 5')).toBeVisible();

    const jordan = await portalOf(browser, DEMO.multiTeamCoach, baseURL ?? '');
    const theirs = jordan.getByRole('article', { name: JORDAN_HOME_FOR_JORDAN });
    await expect(theirs.getByText('Score Disputed')).toBeVisible();
    await expect(theirs.getByText('Home coach reported: 5 - 7')).toBeVisible();
    await expect(theirs.getByText('Away coach reported: 7 - 5')).toBeVisible();
    await expect(theirs.getByRole('button', { name: 'Submit Score' })).toHaveCount(0);
  });

  test('scores are digits only', async ({ page }) => {
    await signIn(page, DEMO.coach);
    await page.goto('/coach/games');
    const card = page.getByRole('article', { name: 'Maplewood Diamondbacks @ Highland Falcons, Sat, Jun 7, 2025 @ 11:00 AM' });
    await card.getByRole('button', { name: 'Submit Score' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Score' });
    await dialog.getByLabel(/\(away\)$/).fill('three');
    await dialog.getByLabel(/\(home\)$/).fill('-1');
    await dialog.getByRole('button', { name: 'Submit Score' }).click();
    await expect(dialog.getByText('Score must be a number')).toHaveCount(2);
    await expectAccessible(page, OPEN_DIALOG);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByText('Score Pending')).toBeVisible();
  });

  test("the home team's coach moves a game to TBD and back; field details open from the card", { tag: '@phone' }, async ({ page }) => {
    await signIn(page, DEMO.coach);
    await page.goto('/coach/games');
    const card = page.getByRole('article', { name: 'Maplewood Diamondbacks @ Highland Falcons, Sat, Jun 7, 2025 @ 11:00 AM' });
    await card.getByRole('button', { name: 'Highland Complex' }).click();
    const details = page.getByRole('dialog', { name: 'Highland Complex' });
    await expect(details.getByText('Highland Falcons (10U)')).toBeVisible();
    await expect(details.getByRole('link', { name: 'Get directions' })).toHaveAttribute('href', /google\.com\/maps\/search/);
    await expectAccessible(page, OPEN_DIALOG);
    await page.keyboard.press('Escape');

    await card.getByRole('button', { name: 'Edit Field' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Field' });
    await dialog.getByRole('combobox', { name: 'Field' }).click();
    await page.getByRole('option', { name: 'TBD (No field)' }).click();
    await dialog.getByRole('button', { name: 'Save Field' }).click();
    await expect(page.getByText('Field updated')).toBeVisible();
    await expect(card.getByText('Field: TBD')).toBeVisible();

    await card.getByRole('button', { name: 'Edit Field' }).click();
    await dialog.getByRole('combobox', { name: 'Field' }).click();
    await page.getByRole('option', { name: 'Highland Complex' }).click();
    await dialog.getByRole('button', { name: 'Save Field' }).click();
    await expect(card.getByRole('button', { name: 'Highland Complex' })).toBeVisible();
    // A visiting team's coach is not offered the change.
    await expect(page.getByRole('article', { name: /^Highland Falcons @ Brookfield Titans/ }).getByRole('button', { name: 'Edit Field' })).toHaveCount(0);
    // A finished home game's field can be corrected too.
    const finishedAtHome = page
      .getByRole('article', { name: / @ Highland Falcons, / })
      .filter({ hasText: 'Final' })
      .first();
    await expect(finishedAtHome.getByRole('button', { name: 'Edit Field' })).toBeVisible();
  });

  test('administrators are told the page is for coaches', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/coach/games');
    await expect(page.getByText('Please log in as a coach to view your games.')).toBeVisible();
  });
});
