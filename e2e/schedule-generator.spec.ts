import type { Locator, Page } from '@playwright/test';
import { format, parse } from 'date-fns';
import type { Division } from '../src/shared/schemas/league';
import { DEMO, expect, expectAccessible, signIn } from './fixtures';
import { isolatedTest as test } from './support/isolated-test';

/** A game's line in the proposal: its row on a wide screen, its card on a phone. */
const gameLine = (page: Page, teams: string) => page.getByRole('row').or(page.getByRole('article')).filter({ hasText: teams });

/** "Away @ Home" of the proposal's n-th game, read from its Lock button ("Lock Away @ Home, date time"). */
async function teamsOf(lock: Locator): Promise<string> {
  const name = (await lock.getAttribute('aria-label')) ?? '';
  return name.replace(/^(Lock|Unlock) /, '').split(',')[0]!;
}

/** Picks a day ("Sat, Nov 28, 2026", as the proposal shows it) in the Change dialog's date calendar. */
async function chooseDay(page: Page, dialog: Locator, day: string) {
  const date = parse(day, 'EEE, MMM d, yyyy', new Date());
  await dialog.getByRole('button', { name: 'Date' }).click();
  const shown = parse(await page.getByRole('button', { name: 'Choose another month' }).innerText(), 'MMMM yyyy', new Date());
  const dayButton = page.getByRole('button', { name: format(date, 'd MMMM yyyy'), exact: true });
  for (let months = 0; months < 12 && !(await dayButton.isVisible()); months += 1) {
    await page.getByRole('button', { name: date > shown ? 'Next month' : 'Previous month' }).click();
  }
  await dayButton.click();
  await expect(dialog.getByRole('button', { name: 'Date' })).toHaveText(day);
}

test.describe('the schedule generator', () => {
  test.describe.configure({ timeout: 180_000 });

  test('generates a division’s games, keeps a locked and a changed game on a second run, and adds the chosen games to the schedule', async ({ page }) => {
    await signIn(page, DEMO.admin, '/admin/games');
    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'Schedule Generator' }).click();
    await expect(page).toHaveURL(/\/admin\/schedule-generator$/);
    const division = ((await (await page.request.get('/api/divisions')).json()) as Division[])[0]!;
    await expect(page.getByRole('heading', { name: 'Schedule Generator', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Games per team' }).fill('2');
    await page.getByRole('button', { name: 'Generate' }).click();
    const games = (division.teams.length * 2) / 2;
    await expect(page.getByRole('heading', { name: `Proposed schedule: ${games} games` })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Home and away balance: 100 of 100')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Games per day' })).toContainText(/\d+ games?/);

    // Lock the first game, move the second to 8:00 PM.
    const lockFirst = page.getByRole('button', { name: /^Lock / }).first();
    const locked = await teamsOf(lockFirst);
    await lockFirst.click();
    await expect(gameLine(page, locked)).toContainText('Locked');
    const changed = await teamsOf(page.getByRole('button', { name: /^Lock / }).first());
    await page.getByRole('button', { name: new RegExp(`^Change ${changed}`) }).click();
    const dialog = page.getByRole('dialog', { name: `Change ${changed}` });
    await dialog.getByRole('combobox', { name: 'Time' }).click();
    await page.getByRole('option', { name: '8:00 PM', exact: true }).click();
    await dialog.getByRole('button', { name: 'Keep this change' }).click();
    await expect(dialog).toBeHidden();
    await expect(gameLine(page, changed)).toContainText('8:00 PM');
    await expect(gameLine(page, changed)).toContainText('Changed');
    const lockedBefore = await gameLine(page, locked).innerText();
    await expect(page.getByText('generate again to score the schedule as it now stands')).toBeVisible();

    await page.getByRole('button', { name: 'Generate again' }).click();
    await expect(page.getByText('generate again to score the schedule as it now stands')).toBeHidden({ timeout: 60_000 });
    await expect(page.getByRole('heading', { name: `Proposed schedule: ${games} games` })).toBeVisible();
    await expect.poll(() => gameLine(page, locked).innerText()).toBe(lockedBefore);
    await expect(gameLine(page, changed)).toContainText('8:00 PM');
    await expect(gameLine(page, changed)).toContainText('Changed');

    // Accept the locked and the changed game only.
    await gameLine(page, locked).getByRole('checkbox').check();
    await gameLine(page, changed).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Accept chosen (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Add 2 games to the schedule?' });
    await expect(confirm).toContainText(changed);
    await confirm.getByRole('button', { name: 'Add 2 games' }).click();
    await expect(page.getByText('2 games added to the schedule')).toBeVisible();
    const gamesPage = page.getByRole('link', { name: 'Games page' });
    await expect(gamesPage).toHaveAttribute('href', '/admin/games');
    // The link reads as a part of its sentence: in the notice's own font size.
    const sizes = await gamesPage.evaluate((link) => [getComputedStyle(link).fontSize, getComputedStyle(link.parentElement!).fontSize]);
    expect(sizes[0]).toBe(sizes[1]);
    await expectAccessible(page);
    await expect(page.getByRole('heading', { name: `Proposed schedule: ${games} games, 2 accepted` })).toBeVisible();
    await expect(gameLine(page, changed)).toContainText('Accepted');
    await expect(page.getByRole('button', { name: `Accept all (${games - 2})` })).toBeVisible();

    // Generated again, the accepted games stay and are not proposed a second time.
    const proposed = page.waitForResponse((r) => r.url().endsWith('/api/admin/schedule-proposals') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Generate again' }).click();
    await proposed;
    await expect(page.getByRole('heading', { name: `Proposed schedule: ${games} games, 2 accepted` })).toBeVisible();
    await expect(gameLine(page, changed)).toContainText('Accepted');

    // The games are on the admin Games page.
    await page.goto(`/admin/games?division=${division.id}&q=${encodeURIComponent(changed.split(' @ ')[0]!)}`);
    await expect(page.getByRole('row').filter({ hasText: changed }).filter({ hasText: '8:00 PM' })).toBeVisible();
  });

  test('a game moved onto the field and time of a game just added is refused as a clash, in plain words, and nothing is added', async ({ page }) => {
    await signIn(page, DEMO.admin, '/admin/schedule-generator');
    await page.getByRole('textbox', { name: 'Games per team' }).fill('1');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByRole('heading', { name: /^Proposed schedule: \d+ games$/ })).toBeVisible({ timeout: 60_000 });
    const lines = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Choose .* @ / }) });
    const first = lines.first();
    const cell = async (n: number) => (await first.getByRole('cell').nth(n).innerText()).trim();
    const [day, time, field] = [await cell(2), await cell(3), await cell(5)];
    await first.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Accept chosen (1)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add 1 game' }).click();
    await expect(page.getByText('1 game added to the schedule')).toBeVisible();

    // Another game, moved onto the added game's day, time and field.
    const moved = await teamsOf(lines.first().getByRole('button', { name: /^Lock / }));
    await lines
      .first()
      .getByRole('button', { name: /^Change / })
      .click();
    const dialog = page.getByRole('dialog', { name: `Change ${moved}` });
    await chooseDay(page, dialog, day);
    await dialog.getByRole('combobox', { name: 'Time' }).click();
    await page.getByRole('option', { name: time, exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Field' }).click();
    await page.getByRole('option', { name: field, exact: true }).click();
    await dialog.getByRole('button', { name: 'Keep this change' }).click();
    await gameLine(page, moved).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Accept chosen (1)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Add 1 game to the schedule?' });
    await confirm.getByRole('button', { name: 'Add 1 game' }).click();
    await expect(confirm.getByRole('alert')).toContainText('No games were added');
    await expect(confirm.getByRole('alert')).toContainText(/^No games were added\s*No games were accepted\. Game 1: /);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(gameLine(page, moved)).toContainText('Changed');
  });

  test('where the rules leave games without a slot, it names the rule, the teams and the dates', async ({ page }) => {
    await signIn(page, DEMO.admin, '/admin/schedule-generator');
    await page.getByRole('textbox', { name: 'Games per team' }).fill('30');
    await page.getByRole('button', { name: 'Generate' }).click();
    const warning = page.getByRole('alert').filter({ hasText: /could not be scheduled/ });
    await expect(warning).toBeVisible({ timeout: 60_000 });
    await expect(warning).toContainText(/\d+ games? could not be scheduled/);
    await expect(warning).toContainText(/(Field slots|Rest days|One game per team per day|Dates teams cannot play|Games per team):/);
    await expect(warning).toContainText(/Teams: [A-Z]/);
    await expect(warning).toContainText('Still to schedule:');
    await expectAccessible(page);
  });

  test('locks and changes a game from the keyboard alone', async ({ page }) => {
    await signIn(page, DEMO.admin, '/admin/schedule-generator');
    const generate = page.getByRole('button', { name: 'Generate' });
    // Generate is pressed once the fields are read (it waits for them, disabled).
    await expect(generate).toBeEnabled();
    await generate.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Proposed schedule/ })).toBeVisible({ timeout: 60_000 });
    const lock = page.getByRole('button', { name: /^Lock / }).first();
    await lock.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: /^Unlock / }).first()).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    const change = page.getByRole('button', { name: /^Change / }).first();
    await expect(change).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: /^Change / })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(change).toBeFocused();
  });
});
