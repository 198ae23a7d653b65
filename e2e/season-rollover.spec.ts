import { DEMO, expect, signIn } from './fixtures';
import { soloTest as test } from './support/isolated-test';

// Starting the next season makes it current for every other story: a server of this story's own.
test('an administrator starts the next season from 2025, adds a game, its coach reports the score, and 2025 stays as it ended', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // three people, a new season, a game and a score report in one story
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto('/standings');
  const eightU = visitor.getByRole('table', { name: '8U standings' });
  await expect(eightU).toBeVisible();
  const asItEnded = await eightU.innerText();

  // The administrator starts 2026 from 2025, carrying divisions, teams, coaches and formats.
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signIn(admin, DEMO.admin, '/admin/settings?tab=seasons');
  await admin.getByRole('button', { name: 'Start a New Season' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Start a New Season' });
  await expect(dialog.getByRole('textbox', { name: 'Season name' })).toHaveValue('2026');
  for (const carried of ['Divisions', 'Teams, with their names and home fields', 'Coach assignments', 'Playoff formats']) {
    await expect(dialog.getByRole('checkbox', { name: carried })).toBeChecked();
  }
  await dialog.getByRole('switch', { name: 'Make it the current season at once' }).check();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText(/^From 2025: 5 divisions, 39 teams, \d+ coach assignments/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Season' }).click();
  await expect(dialog).toBeHidden();

  // A game in the new season: Sam Rivera's Highland Falcons host the Summit Cyclones.
  await admin.goto('/admin/games');
  await admin.getByRole('tab', { name: '10U' }).click();
  await expect(admin.getByText('No games scheduled for this division yet')).toBeVisible();
  await admin.getByRole('button', { name: 'Add Game' }).click();
  const add = admin.getByRole('dialog', { name: 'Add Game' });
  for (const [label, option] of [
    ['Home Team', 'Highland Falcons'],
    ['Away Team', 'Summit Cyclones'],
  ] as const) {
    await add.getByRole('combobox', { name: label }).click();
    await admin.getByRole('option', { name: option, exact: true }).click();
  }
  // After the season, a new game's date is its last day: Sunday 5 July 2026.
  await expect(add.getByRole('button', { name: 'Date' })).toHaveText('Sun, Jul 5, 2026');
  await add.getByRole('combobox', { name: 'Field' }).click();
  await admin.getByRole('option', { name: /Highland/ }).click();
  await add.getByRole('button', { name: 'Add Game' }).click();
  await expect(admin.getByText('Game added')).toBeVisible();

  // Sam reports the score of that game from My Games.
  const sam = await (await browser.newContext({ baseURL })).newPage();
  await signIn(sam, DEMO.coach, '/coach/games');
  await expect(sam.getByRole('combobox', { name: 'Season' }).locator('option:checked')).toHaveText('2026 (current)');
  const game = 'Summit Cyclones @ Highland Falcons, Sun, Jul 5, 2026 @ 2:00 PM';
  const card = sam.getByRole('article', { name: game });
  await card.getByRole('button', { name: 'Submit Score' }).click();
  const report = sam.getByRole('dialog', { name: 'Submit Score' });
  await report.getByLabel(/\(away\)$/).fill('2');
  await report.getByLabel(/\(home\)$/).fill('7');
  await report.getByRole('button', { name: 'Submit Score' }).click();
  await report.getByRole('button', { name: 'Confirm Score' }).click();
  await expect(report).toBeHidden();
  await expect(card.getByText('You reported 2 - 7. Waiting for the other coach.')).toBeVisible();

  // The public pages show 2026 now, and 2025's final standings unchanged a click away.
  await visitor.reload();
  const switcher = visitor.getByRole('combobox', { name: 'Season' });
  await expect(switcher.locator('option:checked')).toHaveText('2026 (current)');
  await switcher.selectOption({ label: '2025' });
  await expect(visitor).toHaveURL(/[?&]season=\d+/);
  await expect.poll(() => eightU.innerText()).toBe(asItEnded);
});
