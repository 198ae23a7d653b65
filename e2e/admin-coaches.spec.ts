import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, signInThroughForm } from './fixtures';
import { isolatedTest as test } from './support/isolated-test';

const HEADER = 'Division,Team,Email,FirstName,LastName';

async function importCsv(page: Page, csv: string, defaultPassword = ''): Promise<void> {
  await page.goto('/admin/coach-import');
  await page.getByLabel('CSV Data').fill(csv);
  if (defaultPassword) await page.getByLabel('Default password (optional)').fill(defaultPassword);
  await page.getByRole('button', { name: 'Import Coaches' }).click();
}

test.describe('coach import', () => {
  test('imports coaches from CSV, shows the results and lists them in the directory', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/coach-import');
    await expect(page.getByRole('heading', { name: 'Coach Import' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Results' })).toBeDisabled();

    await page.getByRole('button', { name: 'Import Coaches' }).click();
    await expect(page.getByText('Please enter coach data in CSV format')).toBeVisible();

    await page.getByRole('tab', { name: 'Help' }).click();
    await expect(page.getByText('Division and team names must match existing ones exactly.', { exact: false })).toBeVisible();
    await expect(page.getByText('Importing the same data again creates no duplicates.', { exact: false })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Import' }).click();

    await importCsv(
      page,
      [
        HEADER,
        '10U,Highland Falcons,avery.stone@example.com,Avery,Stone',
        '"8U","Harbor Mavericks","blair.fox@example.com","Blair","Fox"',
        '10U,No Such Team,x@example.com,No,Team',
      ].join('\n'),
    );
    await expect(page.getByText('Import Complete')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
    const results = page.getByRole('tabpanel');
    await expect(results.getByText('Parsed').locator('..')).toContainText('3');
    await expect(results.getByText('Created', { exact: true }).locator('..')).toContainText('2');
    await expect(results.getByText('Errors', { exact: true }).first().locator('..')).toContainText('1');
    const created = page.getByRole('region', { name: 'Created coaches' });
    await expect(created.getByRole('row')).toHaveCount(3);
    await expect(created.getByRole('row', { name: /Avery Stone avery.stone@example.com 10U Highland Falcons/ })).toBeVisible();
    await expect(page.getByText("Line 4: team 'No Such Team' is not in division '10U'")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'View Coaches' }).click();
    await expect(page).toHaveURL(/\/admin\/coaches$/);
    // The demo's directory is large enough to open as a list.
    const row = page.getByRole('row', { name: /Blair Fox/ });
    await expect(row).toBeVisible();
    await expect(row.getByText(/Harbor Mavericks/)).toBeVisible();
    await expect(row.getByText(/Head Coach/)).toBeVisible();
  });

  test('a coach imported with the default password chooses their own at first sign-in', async ({ page, browser, baseURL }) => {
    await signIn(page, DEMO.admin);
    await importCsv(page, `${HEADER}\n9U,Riverside Rattlers,casey.new@example.com,Casey,New`, 'Opening-Day-Bunting-25');
    await expect(page.getByText('Import Complete')).toBeVisible();
    await expect(page.getByText(/^Line 2/)).toHaveCount(0);

    const context = await browser.newContext({ baseURL });
    const coach = await context.newPage();
    await signInThroughForm(coach, { username: 'casey.new@example.com', password: 'Opening-Day-Bunting-25' });
    await expect(coach.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
    await expectAccessible(coach);
    await coach.goto('/coach/games');
    await expect(coach.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
    await coach.getByLabel('New Password').fill('Opening-Day-Bunting-25');
    await coach.getByLabel('Confirm Password').fill('Opening-Day-Bunting-25');
    await coach.getByRole('button', { name: 'Save Password' }).click();
    await expect(coach.getByText('Please choose a password different from the one you were given')).toBeVisible();
    await coach.getByLabel('New Password').fill('caseys-own-7');
    await coach.getByLabel('Confirm Password').fill('caseys-own-7');
    await coach.getByRole('button', { name: 'Save Password' }).click();
    await expect(coach.getByText('Password changed')).toBeVisible();
    await expect(coach.getByRole('heading', { name: 'My Games' })).toBeVisible();
    await context.close();
  });

  test('is closed to coaches with the spec message', async ({ page }) => {
    await signIn(page, DEMO.coach);
    await page.goto('/admin/coach-import');
    await expect(page.getByText('This page is only accessible to administrators.')).toBeVisible();
  });
});

test.describe('coach directory', () => {
  test('adds, edits and deletes a coach', async ({ page }) => {
    // A long walk through three dialogs, with accessibility checks on the way.
    test.slow();
    await signIn(page, DEMO.admin);
    // The grid, which a directory of the demo's size does not open with.
    await page.goto('/admin/coaches?view=grid');
    await expect(page.getByRole('heading', { name: 'Coach Directory' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('combobox', { name: 'Division' })).toHaveValue('All Divisions');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Coach' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Coach' });
    await expect(dialog.getByRole('combobox', { name: 'Role on team 1' })).toHaveValue('Head Coach');
    await expect(dialog.getByRole('button', { name: 'Remove team 1' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add Coach' }).click();
    for (const message of ['Full name is required', 'Invalid email address', 'Password must be at least 6 characters', 'Please choose a team']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expectAccessible(page);

    await dialog.getByLabel('Full Name').fill('Devon Park');
    await dialog.getByLabel('Email').fill('devon.park@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('devon-pass1');
    await dialog.getByLabel('Phone').fill('555-010-7788');
    await dialog.getByRole('combobox', { name: 'Team 1', exact: true }).click();
    await page.getByRole('option', { name: 'Highland Falcons (10U)' }).click();
    await dialog.getByRole('button', { name: 'Add Team' }).click();
    await dialog.getByRole('combobox', { name: 'Team 2', exact: true }).click();
    await page.getByRole('option', { name: 'Harbor Mavericks (8U)' }).click();
    await dialog.getByRole('combobox', { name: 'Role on team 2' }).click();
    await page.getByRole('option', { name: 'Director', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add Team' }).click();
    await dialog.getByRole('button', { name: 'Remove team 3' }).click();
    await dialog.getByRole('button', { name: 'Add Coach' }).click();
    await expect(page.getByText('Coach added')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: 'Devon Park' });
    await expect(card.getByText('Director', { exact: true })).toBeVisible();
    await expect(card.getByText('devon.park@example.com')).toBeVisible();
    await expect(card.getByText('Highland Falcons')).toBeVisible();

    await page.getByRole('combobox', { name: 'Division' }).click();
    await page.getByRole('option', { name: '12U' }).click();
    await expect(page.getByRole('article', { name: 'Devon Park' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Division' }).click();
    await page.getByRole('option', { name: '8U' }).click();
    await page.getByText('List').click();
    const row = page.getByRole('region', { name: 'Coaches' }).getByRole('row', { name: /Devon Park/ });
    await expect(row).toContainText('Harbor Mavericks (8U) · Director');
    await expectAccessible(page);

    await row.getByRole('button', { name: 'Edit Devon Park' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Coach' });
    await expect(edit.getByLabel('New Password')).toHaveValue('');
    await edit.getByLabel('Full Name').fill('Devon Park-Lee');
    // The teams in the order they were assigned.
    await expect(edit.getByRole('combobox', { name: 'Team 1', exact: true })).toHaveValue('Highland Falcons (10U)');
    await expect(edit.getByRole('combobox', { name: 'Team 2', exact: true })).toHaveValue('Harbor Mavericks (8U)');
    await edit.getByRole('button', { name: 'Remove team 2' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Coach updated')).toBeVisible();
    // No longer on an 8U team: the 8U list does not show the coach; the 10U list does.
    await expect(page.getByRole('row', { name: /Devon Park/ })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Division' }).click();
    await page.getByRole('option', { name: '10U' }).click();
    const edited = page.getByRole('row', { name: /Devon Park-Lee/ });
    await expect(edited).toContainText('Highland Falcons (10U) · Head Coach');
    await expect(edited).not.toContainText('Harbor Mavericks');

    await page.getByRole('combobox', { name: 'Division' }).click();
    await page.getByRole('option', { name: 'All Divisions' }).click();
    // Even in the longest list every phone number stays on one line.
    const phones = page.getByRole('region', { name: 'Coaches' }).locator('tbody td:nth-child(3)');
    await expect(phones.filter({ hasText: '555-010-7788' })).toHaveCount(1);
    const wrapped = await phones.evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const text = document.createRange();
          text.selectNodeContents(cell);
          return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size > 1;
        })
        .map((cell) => cell.textContent),
    );
    expect(wrapped).toEqual([]);
    await page.getByRole('button', { name: 'Delete Devon Park-Lee' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Coach' });
    await expect(confirm.getByText('Are you sure you want to delete this coach?')).toBeVisible();
    await expect(confirm.getByText(/cannot be undone and removes all of the coach's team associations/)).toBeVisible();
    await expect(confirm.getByText('This removes 1 team place, 0 signed-in sessions and 0 unused sign-in links.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Coach deleted')).toBeVisible();
    await expect(page.getByRole('row', { name: /Devon Park-Lee/ })).toHaveCount(0);
  });
});

test.describe('contact details in the directory', () => {
  test('a coach without a team sees who coaches which team but no phones or emails, and is told why', async ({ page }) => {
    await page.request.post('/api/login', { data: DEMO.admin });
    const created = await page.request.post('/api/users', {
      data: {
        username: 'lee.teamless@example.com',
        password: 'Teamless-Coach-8841',
        email: 'lee.teamless@example.com',
        role: 'coach',
        name: 'Lee Teamless',
        phone: '(555) 300-4000',
      },
    });
    expect(created.status()).toBe(201);
    await page.context().clearCookies();

    await signIn(page, { username: 'lee.teamless@example.com', password: 'Teamless-Coach-8841' });
    await page.goto('/coach/directory/3');
    await expect(page.getByRole('heading', { name: 'Coach Directory' })).toBeVisible();
    await expect(page.getByText('Phone numbers and emails show once you coach a team. Ask your league administrator to add you to yours.')).toBeVisible();
    await page.getByText('List', { exact: true }).click();
    await page.getByLabel('Search').fill('jordan');
    const jordan = page.getByRole('table', { name: '10U coaches' }).getByRole('row').nth(1);
    await expect(jordan).toContainText('Greenville Bulldogs (12U) · Assistant Coach');
    await expect(jordan).not.toContainText(DEMO.multiTeamCoach.username);
    await expect(jordan).not.toContainText('(555) 017-8812');
    await expectAccessible(page);
  });
});
