import type { Locator, Page } from '@playwright/test';
import type { Game } from '../src/shared/schemas/game';
import type { Division } from '../src/shared/schemas/league';
import { DEMO, expect, expectAccessible, signIn, test, OPEN_DIALOG } from './fixtures';

const TEN_U = 3;

async function gamesOf(page: Page, divisionId = TEN_U): Promise<Game[]> {
  const response = await page.request.get(`/api/games?divisionId=${divisionId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Game[];
}

async function choose(page: Page, label: string, option: string | RegExp, scope: Page | Locator = page): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** The row (desktop) or card (phone) that shows a game. */
function gameEntry(page: Page, isMobile: boolean, id: number): Locator {
  return isMobile
    ? page.getByRole('article', { name: `Game ${id}` })
    : page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
}

async function openTenU(page: Page): Promise<void> {
  await page.goto('/admin/games');
  await expect(page.getByRole('heading', { name: 'Game Management' })).toBeVisible();
  // A tab on a wide screen, a button on a phone.
  await page
    .getByRole('tab', { name: '10U' })
    .or(page.getByRole('group', { name: 'Division' }).getByRole('button', { name: '10U' }))
    .click();
  await expect(page).toHaveURL(new RegExp(`division=${TEN_U}`));
  // The page has taken the division (the address changes a moment before the page shows it).
  await expect(page.getByRole('tab', { name: '10U', selected: true }).or(page.getByRole('button', { name: '10U', pressed: true }))).toBeVisible();
}

test.describe('game management', () => {
  // Each test signs in and works through dialogs on a 50-game table: give it time on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin);
  });

  test('adds, edits, moves and deletes a game', { tag: '@phone' }, async ({ page, isMobile }) => {
    await openTenU(page);
    await page.getByRole('button', { name: 'Add Game' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Game' });
    // The division of the tab is chosen; the visitors and the field wait for the home team.
    await expect(dialog.getByRole('combobox', { name: 'Division' })).toHaveValue('10U');
    await expect(dialog.getByRole('combobox', { name: 'Away Team' })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'Field' })).toBeDisabled();
    // Submitting the empty form names what is missing.
    await dialog.getByRole('button', { name: 'Add Game' }).click();
    await expect(dialog.getByText('Home team is required')).toBeVisible();
    await expect(dialog.getByText('Away team is required')).toBeVisible();

    await choose(page, 'Home Team', 'Lakeview Hawks', dialog);
    await expect(dialog.getByRole('combobox', { name: 'Away Team' })).toBeEnabled();
    await dialog.getByRole('combobox', { name: 'Away Team' }).click();
    // The visitors cannot be the home team.
    await expect(page.getByRole('option', { name: 'Lakeview Hawks', exact: true })).toHaveCount(0);
    await page.getByRole('option', { name: 'Summit Cyclones', exact: true }).click();
    // After the season the date is its last day, a Sunday: the default start is 2:00 PM.
    await expect(dialog.getByRole('button', { name: 'Date' })).toHaveText('Sun, Jul 6, 2025');
    await expect(dialog.getByRole('combobox', { name: 'Time' })).toHaveValue('2:00 PM');
    await choose(page, 'Field', /Lakeview/, dialog);
    await expectAccessible(page, OPEN_DIALOG);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/games') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Add Game' }).click();
    const game = (await (await created).json()) as Game;
    await expect(page.getByText('Game added')).toBeVisible();
    const entry = gameEntry(page, isMobile, game.id);
    await expect(entry).toContainText('Summit Cyclones @ Lakeview Hawks');
    await expect(entry).toContainText('2:00 PM');
    await expect(entry).toContainText('Scheduled');

    await entry.getByRole('button', { name: `Edit game ${game.id}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit Game ${game.id}` });
    await expect(edit.getByRole('combobox', { name: 'Home Team' })).toHaveValue('Lakeview Hawks');
    await choose(page, 'Time', '6:30 PM', edit);
    await edit.getByText('Rescheduling').click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Game updated')).toBeVisible();
    await expect(entry).toContainText('6:30 PM');
    await expect(entry).toContainText('Rescheduling');

    await entry.getByRole('button', { name: `Edit field of game ${game.id}` }).click();
    const fieldDialog = page.getByRole('dialog', { name: 'Update Game Field' });
    await choose(page, 'Field', 'TBD (No field)', fieldDialog);
    await fieldDialog.getByRole('button', { name: 'Update Field' }).click();
    await expect(page.getByText('Game field updated')).toBeVisible();
    await expect(fieldDialog).toBeHidden();
    expect((await gamesOf(page)).find((g) => g.id === game.id)?.field).toBeNull();

    await entry.getByRole('button', { name: `Delete game ${game.id}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Game' });
    await expect(confirm.getByText('Are you sure you want to delete this game?')).toBeVisible();
    // What deleting it changes, counted: a game with no score yet moves no standings.
    await expect(confirm.getByText('Score reports deleted: 0')).toBeVisible();
    await expect(confirm.getByText('Standings: no change')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Game deleted')).toBeVisible();
    await expect(entry).toHaveCount(0);
    expect((await gamesOf(page)).some((g) => g.id === game.id)).toBe(false);
  });

  test('opens a clash of the schedule, and keeps it knowingly: the field in use is said where it can be seen', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/admin/games');
    await page.getByRole('button', { name: /^Show the \d+ clashes on the schedule$/ }).click();
    const clash = page.getByRole('list', { name: 'Clashes' }).getByRole('listitem').filter({ hasText: 'Field double-booked' }).first();
    const open = clash.getByRole('button', { name: /^Open game \d+$/ }).first();
    const id = Number(((await open.textContent()) ?? '').replace('Open game ', ''));
    await open.click();
    const edit = page.getByRole('dialog', { name: `Edit Game ${id}` });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    // Saved as it is, the game still shares its field: the dialog says so, in view, and offers the override.
    const inUse = edit.getByRole('alert').filter({ hasText: 'The field is in use at that time' });
    await expect(inUse).toBeInViewport({ ratio: 1 });
    await inUse.getByRole('checkbox', { name: /^Book it anyway/ }).check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Game updated')).toBeVisible();
    await expect(edit).toBeHidden();
  });

  test('imports a pasted week, after refusing a bad paste line by line with nothing written', async ({ page, isMobile }) => {
    await openTenU(page);
    const before = await gamesOf(page);
    await page.getByRole('button', { name: 'Import Games' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Games' });
    await expect(dialog.getByText('Team1 @ Team2 - Day Month Date @ Time')).toBeVisible();
    await dialog.getByRole('button', { name: 'Check Schedule' }).click();
    await expect(dialog.getByText('Games text is required')).toBeVisible();

    const good = [
      'Highland Falcons @ Greenville Bulldogs - Tue Jun 24 @ 6:00 PM',
      'Summit Cyclones @ Lakeview Hawks - Wed Jun 25 @ 6:30 PM',
      'Granite Raptors @ Westfield Wildcats - Thu Jun 26 @ TBD',
      'Brookfield Titans @ Millbrook Grizzlies - TBD',
    ];
    const bad = [
      good[0],
      'Nobody Special @ Greenville Bulldogs - Tue Jun 24 @ 7:00 PM',
      good[1],
      'Lakeview Hawks @ Lakeview Hawks - Fri Jun 27 @ 6:00 PM',
      'Summit Cyclones @ Granite Raptors - Tue Jun 31 @ 6:00 PM',
    ];
    await dialog.getByLabel('Schedule').fill(bad.join('\n'));
    await dialog.getByRole('button', { name: 'Check Schedule' }).click();
    const problems = dialog.getByRole('table', { name: 'Lines with problems' });
    await expect(dialog.getByText('3 lines have problems. Nothing is imported until every line is good.')).toBeVisible();
    await expect(problems.getByRole('row')).toHaveCount(4);
    await expect(problems.getByRole('row').nth(1)).toContainText("2Nobody Special @ Greenville Bulldogs - Tue Jun 24 @ 7:00 PMUnknown team 'Nobody Special'");
    await expect(problems.getByRole('row').nth(2)).toContainText("The same team twice: 'Lakeview Hawks' cannot play itself");
    await expect(problems.getByRole('row').nth(3)).toContainText("Bad date 'Tue Jun 31': there is no such day");
    await expect(dialog.getByRole('button', { name: /^Import \d+ Games?$/ })).toHaveCount(0);
    await expectAccessible(page, OPEN_DIALOG);
    expect((await gamesOf(page)).length).toBe(before.length);

    await dialog.getByLabel('Schedule').fill(good.join('\n'));
    await dialog.getByRole('button', { name: 'Check Schedule' }).click();
    await expect(dialog.getByText('4 games will be created:')).toBeVisible();
    const preview = dialog.getByRole('region', { name: 'Games to import' });
    await expect(preview).toContainText('Tue, Jun 24, 2025 @ 6:00 PM');
    await expect(preview).toContainText('Thu, Jun 26, 2025 @ Time TBD');
    await expect(preview).toContainText('Date & Time TBD');
    expect((await gamesOf(page)).length).toBe(before.length);
    await dialog.getByRole('button', { name: 'Import 4 Games' }).click();
    await expect(page.getByText('Import Complete')).toBeVisible();
    await expect(page.getByText('4 games imported into 10U.')).toBeVisible();
    const after = await gamesOf(page);
    expect(after.length).toBe(before.length + 4);
    const imported = after.filter((g) => !before.some((b) => b.id === g.id));
    expect(imported.map((g) => `${g.awayTeam.name} @ ${g.homeTeam.name}`).sort()).toEqual(good.map((line) => line.split(' - ')[0]).sort());
    const first = imported.find((g) => g.awayTeam.name === 'Highland Falcons');
    await expect(gameEntry(page, isMobile, first?.id ?? 0)).toContainText('Highland Falcons @ Greenville Bulldogs');
  });

  test("offers an example of the division's own teams and lists line problems readably", { tag: '@phone' }, async ({ page, isMobile }) => {
    const divisions = (await (await page.request.get('/api/divisions')).json()) as Division[];
    const example = (name: string) => {
      const [first, second] = divisions.find((d) => d.name === name)?.teams ?? [];
      return `${first?.name} @ ${second?.name} - Sat May 31 @ 10:00 AM\n${second?.name} @ ${first?.name} - Tue Jun 3 @ TBD`;
    };
    await openTenU(page);
    await page.getByRole('button', { name: 'Import Games' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Games' });
    const schedule = dialog.getByLabel('Schedule');
    await expect(schedule).toHaveAttribute('placeholder', example('10U'));
    // Without a division the example names no team; another division's example is its own teams.
    await choose(page, 'Division', '10U', dialog);
    await expect(dialog.getByRole('combobox', { name: 'Division' })).toHaveValue('');
    await expect(schedule).toHaveAttribute('placeholder', /^Visiting Team @ Home Team - Sat May 31 @ 10:00 AM\n/);
    await choose(page, 'Division', '11U', dialog);
    await expect(schedule).toHaveAttribute('placeholder', example('11U'));
    // The example, pasted as it is, reads as two games of the division; on this schedule its home
    // team already plays that morning, and the check says against which game.
    await schedule.fill(example('11U'));
    await dialog.getByRole('button', { name: 'Check Schedule' }).click();
    await expect(dialog.getByText('1 line has a problem. Nothing is imported until every line is good.')).toBeVisible();
    const home = divisions.find((d) => d.name === '11U')?.teams[1]?.name ?? '';
    await expect(dialog.getByText(new RegExp(`${home} already plays within 2 hours of this game: .* \\(game \\d+\\)`))).toBeVisible();

    await schedule.fill(['Nobody Special @ Hillcrest Storm - Sat May 31 @ 10:00 AM', `${'Unbroken'.repeat(12)} - Tue Jun 3 @ TBD`].join('\n'));
    await dialog.getByRole('button', { name: 'Check Schedule' }).click();
    const summary = dialog.getByText('2 lines have problems. Nothing is imported until every line is good.');
    await expect(summary).toBeVisible();
    // The summary wraps within its alert instead of running off its right edge, and nothing in
    // the dialog needs sideways scrolling.
    const [summaryBox, alertBox] = await Promise.all([summary.boundingBox(), dialog.getByRole('alert').boundingBox()]);
    expect((summaryBox?.x ?? 0) + (summaryBox?.width ?? 0)).toBeLessThanOrEqual((alertBox?.x ?? 0) + (alertBox?.width ?? 0));
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    const problems = isMobile
      ? dialog.getByRole('list', { name: 'Lines with problems' }).getByRole('listitem')
      : dialog.getByRole('table', { name: 'Lines with problems' }).getByRole('row');
    await expect(problems).toHaveCount(isMobile ? 2 : 3);
    const nobody = problems.filter({ hasText: "Unknown team 'Nobody Special'" });
    await expect(nobody).toContainText('Nobody Special @ Hillcrest Storm - Sat May 31 @ 10:00 AM');
    if (isMobile) await expect(nobody).toContainText("Line 1: Unknown team 'Nobody Special'");
    await nobody.scrollIntoViewIfNeeded();
    await expect(nobody).toBeInViewport({ ratio: 1 });
    await expectAccessible(page, OPEN_DIALOG);
  });

  test('enters the final score of a scheduled game', async ({ page, isMobile }) => {
    const game = (await gamesOf(page)).find((g) => g.status === 'scheduled' && !g.homeScoreVerified && !g.awayScoreVerified && !g.dateTbd);
    if (!game) throw new Error('10U has an unreported scheduled game');
    await openTenU(page);
    const entry = gameEntry(page, isMobile, game.id);
    await entry.getByRole('button', { name: `Enter scores of game ${game.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter Game Scores' });
    await dialog.getByRole('button', { name: 'Save Scores' }).click();
    await expect(dialog.getByText('Home score is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Home score/ }).fill('4');
    await dialog.getByRole('textbox', { name: /^Away score/ }).fill('2');
    await dialog.getByRole('button', { name: 'Save Scores' }).click();
    await expect(page.getByText('Scores entered successfully')).toBeVisible();
    await expect(page.getByText('The final score has been recorded.')).toBeVisible();
    await expect(entry).toContainText('Completed');
    await expect(entry.getByRole('button', { name: `Enter scores of game ${game.id}` })).toHaveCount(0);
    expect((await gamesOf(page)).find((g) => g.id === game.id)).toMatchObject({ status: 'completed', homeScore: 4, awayScore: 2 });
  });

  test('resolves a disputed score after showing both reports', async ({ page, isMobile }) => {
    const game = (await gamesOf(page)).find((g) => g.status === 'score_disputed');
    if (!game) throw new Error('10U has a disputed game');
    await openTenU(page);
    const entry = gameEntry(page, isMobile, game.id);
    await expect(entry).toContainText('Score Disputed');
    await expect(entry.getByRole('button', { name: `Enter scores of game ${game.id}` })).toHaveCount(0);
    await entry.getByRole('button', { name: `Resolve dispute of game ${game.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolve Score Dispute' });
    await expect(dialog.getByText(`${game.homeTeam.name} (home) reported: ${game.homeTeam.name} 6, ${game.awayTeam.name} 4`)).toBeVisible();
    await expect(dialog.getByText(`${game.awayTeam.name} (away) reported: ${game.homeTeam.name} 4, ${game.awayTeam.name} 6`)).toBeVisible();
    await expectAccessible(page, OPEN_DIALOG);
    await dialog.getByRole('textbox', { name: /^Home score/ }).fill('6');
    await dialog.getByRole('textbox', { name: /^Away score/ }).fill('4');

    // A refusal the server explains shows its status and message; an answer that is not JSON (a
    // proxy's error page) gets the spec's own text. Neither changes the game.
    const resolveUrl = `**/api/games/${game.id}/resolve-dispute`;
    const failures = [
      {
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The game is no longer disputed' }),
        toast: '409: The game is no longer disputed',
      },
      {
        status: 500,
        contentType: 'text/html',
        body: '<html><body><h1>500 Internal Server Error</h1></body></html>',
        toast: 'Server error occurred while resolving dispute',
      },
    ];
    for (const failure of failures) {
      await page.route(resolveUrl, (route) => route.fulfill(failure), { times: 1 });
      await dialog.getByRole('button', { name: 'Finalize Scores' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Error resolving dispute' }).filter({ hasText: failure.toast });
      await expect(toast).toBeVisible();
      await expect(dialog).toBeVisible();
    }
    await expect(page.getByRole('alert').filter({ hasText: 'Internal Server Error' })).toHaveCount(0);
    expect((await gamesOf(page)).find((g) => g.id === game.id)?.status).toBe('score_disputed');

    await dialog.getByRole('button', { name: 'Finalize Scores' }).click();
    await expect(page.getByText('Dispute resolved')).toBeVisible();
    await expect(page.getByText('The game scores have been finalized.')).toBeVisible();
    await expect(entry).toContainText('Completed');
    expect((await gamesOf(page)).find((g) => g.id === game.id)).toMatchObject({ status: 'completed', homeScore: 6, awayScore: 4 });
  });

  test('says the list is being updated while the next games are read, to screen readers too', async ({ page }) => {
    await page.goto('/admin/games');
    await expect(page.getByText(/^\d+ games$/)).toBeVisible();
    // The next answer is held until the page has been looked at: the list shown stays meanwhile.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/admin/games?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('tab', { name: '10U' }).click();
    await expect(page.getByRole('status', { name: 'Updating the list' })).toBeVisible();
    await expectAccessible(page);
    answer();
    await expect(page.getByRole('status', { name: 'Updating the list' })).toBeHidden();
  });

  test('a league operator manages games too; a coach is turned away', async ({ page }) => {
    await page.context().clearCookies();
    await signIn(page, DEMO.orgAdmin);
    await openTenU(page);
    await expect(page.getByRole('button', { name: 'Add Game' })).toBeVisible();
    await expectAccessible(page);
    await page.context().clearCookies();
    await signIn(page, DEMO.coach);
    await page.goto('/admin/games');
    await expect(page.getByText('Unauthorized access. Please log in as an administrator.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Game' })).toHaveCount(0);
  });
});
