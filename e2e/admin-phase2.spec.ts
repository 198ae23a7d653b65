import type { Page } from '@playwright/test';
import type { Game } from '../src/shared/schemas/game';
import type { PlayoffFormat, SeededTeam } from '../src/shared/schemas/playoffs';
import { DEMO, expect, expectAccessible, signIn, test, OPEN_DIALOG } from './fixtures';

const TWELVE_U = 5;

async function read<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

async function chooseDivision(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Division' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test.describe('phase 2 scheduling', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin);
  });

  test('finds a compatible date for a pool matchup and creates the game from it in one step', async ({ page }) => {
    // The first matchup of the 12U Gold Pool, with its seeds resolved the way the page does.
    const format = (await read<PlayoffFormat[]>(page, '/api/playoff-formats')).find((f) => f.divisionId === TWELVE_U);
    const matchup = format?.pools[0]?.matchups?.[0];
    const seeds = await read<SeededTeam[]>(page, `/api/divisions/${TWELVE_U}/seeds`);
    const home = seeds.find((s) => s.seed === matchup?.homeTeamSeed)?.team;
    const away = seeds.find((s) => s.seed === matchup?.awayTeamSeed)?.team;
    if (!home || !away) throw new Error('12U has a Gold Pool matchup');
    // Their coaches' answers: the host can start at 10:00 or 13:00 on 21 June, the visitor between 11:00 and 15:00.
    for (const body of [
      {
        teamId: home.id,
        notes: 'Saturdays work best',
        dates: [{ date: '2025-06-21', canPlayHome: true, canPlayAway: false, homeStartTimes: ['10:00', '13:00'], notes: 'Lights until 9 PM' }],
      },
      {
        teamId: away.id,
        notes: null,
        dates: [{ date: '2025-06-21', canPlayHome: false, canPlayAway: true, awayEarliestStartTime: '11:00', awayLatestStartTime: '15:00' }],
      },
    ]) {
      expect((await page.request.post('/api/team-availability', { data: body })).ok()).toBe(true);
    }

    await page.goto('/admin/phase2-scheduling');
    await expect(page.getByRole('heading', { name: 'Phase 2 Scheduling' })).toBeVisible();
    await expect(page.getByText('Availability window Mon, May 26, 2025 to Mon, Jun 23, 2025')).toBeVisible();
    await chooseDivision(page, '12U');
    await page.getByRole('combobox', { name: 'Team' }).click();
    await page.getByRole('option', { name: home.name, exact: true }).click();
    const byDate = page.getByRole('region', { name: 'Availability by date' });
    await expect(byDate.getByRole('row')).toHaveCount(2);
    await expect(byDate.getByRole('row').nth(1)).toContainText(`Sat, Jun 21${home.name}10`);
    const pool = page.getByRole('region', { name: `${format?.pools[0]?.name} matchup compatibility` });
    const line = pool.getByText('Sat, Jun 21, 2025: 1:00 PM');
    await expect(line).toBeVisible();
    // The Team filter shows the host only, yet viewing the matchup's date shows both of its teams.
    await pool.getByRole('button', { name: `View ${away.name} at ${home.name} on Sat, Jun 21, 2025` }).click();
    // The calendar turns to June and marks the date as one with teams available.
    await expect(page.getByRole('button', { name: /^Sat, Jun 21, 2025, \d+ teams? available$/ })).toHaveAttribute('data-selected', 'true');
    const day = page.getByRole('region', { name: 'Sat, Jun 21, 2025' });
    // The date's card, above the matchups, is brought into sight.
    await expect(day).toBeInViewport();
    await expect(day).toContainText(`Both teams of ${away.name} @ ${home.name}`);
    await expect(day.getByRole('tab', { name: 'Home (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(day).toContainText(home.name);
    await expect(day).toContainText('Notes: Lights until 9 PM');
    await day.getByRole('tab', { name: 'Away (1)' }).click();
    await expect(day).toContainText(`${away.name}Start between 11:00 AM and 3:00 PM`);
    await expectAccessible(page);
    // Back to the filter: the host does not travel that day.
    await day.getByRole('button', { name: `Show ${home.name} only` }).click();
    await expect(day.getByRole('tab', { name: 'Away (0)' })).toBeVisible();
    await expect(day).not.toContainText('Both teams of');

    await pool.getByRole('button', { name: `Create game ${away.name} at ${home.name} on Sat, Jun 21, 2025` }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Game' });
    await expect(dialog.getByRole('combobox', { name: 'Start time' })).toHaveValue('1:00 PM');
    await expectAccessible(page, OPEN_DIALOG);
    await dialog.getByRole('button', { name: 'Create Game' }).click();
    await expect(page.getByText('Game added')).toBeVisible();
    await expect(pool.getByText('Scheduled: Sat, Jun 21, 2025 @ 1:00 PM')).toBeVisible();
    // Both teams now play that day, so the date is no longer offered.
    await expect(line).toHaveCount(0);
    const games = await read<Game[]>(page, `/api/games?divisionId=${TWELVE_U}`);
    expect(games.find((g) => g.homeTeamId === home.id && g.awayTeamId === away.id && g.formattedTime === 'Sat, Jun 21, 2025 @ 1:00 PM')).toMatchObject({
      phase: 2,
      status: 'scheduled',
    });
  });

  test('edits the playoff format, refusing one that does not fit the division', async ({ page }, testInfo) => {
    await page.goto('/admin/phase2-scheduling');
    await chooseDivision(page, '9U');
    await page.getByRole('button', { name: 'Edit Format' }).click();
    const editor = page.getByRole('dialog', { name: '9U Playoff Format' });
    const firstPool = editor.getByRole('group', { name: 'Pool 1' });
    await firstPool.getByLabel('Pool name').fill('');
    await editor.getByRole('button', { name: 'Save Format' }).click();
    await expect(editor.getByText('The format cannot be saved yet')).toBeVisible();
    await expect(editor.getByText('Pool name is required')).toBeVisible();

    const description = `Seeds 1-4, edited on ${testInfo.project.name}.`;
    await firstPool.getByLabel('Pool name').fill('Gold Pool');
    await firstPool.getByLabel('Description', { exact: true }).fill(description);
    await firstPool.getByRole('button', { name: 'Add matchup' }).click();
    await editor.getByRole('button', { name: 'Save Format' }).click();
    await expect(editor.getByText('Every matchup needs a home seed and an away seed')).toBeVisible();
    await firstPool
      .getByRole('button', { name: /^Remove matchup \d+ of Gold Pool$/ })
      .last()
      .click();
    await expectAccessible(page);
    await editor.getByRole('button', { name: 'Save Format' }).click();
    await expect(page.getByText('Playoff format saved')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Playoff Format' })).toContainText(description);
    const saved = (await read<PlayoffFormat[]>(page, '/api/playoff-formats')).find((f) => f.divisionName === '9U');
    expect(saved?.pools[0]?.description).toBe(description);
  });

  test('a coach is turned away', async ({ page }) => {
    await page.context().clearCookies();
    await signIn(page, DEMO.coach);
    await page.goto('/admin/phase2-scheduling');
    await expect(page.getByText('Unauthorized access. Please log in as an administrator.')).toBeVisible();
  });
});
