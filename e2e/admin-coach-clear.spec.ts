import { DEMO, expect, expectAccessible, signIn, OPEN_DIALOG } from './fixtures';
import { isolatedTest as test, soloTest } from './support/isolated-test';

const HEADER = 'Division,Team,Email,FirstName,LastName';

interface CoachView {
  email: string;
  teamStaff: unknown[];
}

test.describe('clearing all coaches in the coach import', () => {
  // Its server is its own: no coach account is left for the stories that come after it.
  soloTest('the confirmation says how many accounts go, a line with an error keeps them all, and a backup is taken first', async ({ page }) => {
    soloTest.slow();
    await signIn(page, DEMO.admin);
    const coaches = (await (await page.request.get('/api/coaches')).json()) as CoachView[];
    const places = coaches.reduce((sum, coach) => sum + coach.teamStaff.length, 0);
    expect(coaches.length).toBeGreaterThan(1);

    await page.goto('/admin/coach-import');
    await page
      .getByLabel('CSV Data')
      .fill(`${HEADER}\n10U,Highland Falcons,fresh.start@example.com,Fresh,Start\n10U,Nowhere Nine,bad.team@example.com,Bad,Team`);
    await page.getByLabel('Clear all existing coaches before importing').check();
    await page.getByRole('button', { name: 'Import Coaches' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear all coaches?' });
    await expect(dialog.getByText(`This removes ${coaches.length} coach accounts and ${places} team assignments before the import.`)).toBeVisible();
    await expect(dialog.getByText('A backup is taken first and listed in Settings.', { exact: false })).toBeVisible();
    await expectAccessible(page, OPEN_DIALOG);
    await dialog.getByRole('button', { name: 'Clear and Import' }).click();
    await expect(page.getByText(/No coaches were cleared or imported: 1 line has an error\. Fix it and import again\. Line 3: /)).toBeVisible();
    expect(((await (await page.request.get('/api/coaches')).json()) as CoachView[]).length).toBe(coaches.length);

    await page.getByLabel('CSV Data').fill(`${HEADER}\n10U,Highland Falcons,fresh.start@example.com,Fresh,Start`);
    await page.getByRole('button', { name: 'Import Coaches' }).click();
    await page.getByRole('dialog', { name: 'Clear all coaches?' }).getByRole('button', { name: 'Clear and Import' }).click();
    await expect(page.getByText('Import Complete')).toBeVisible();
    await expect(page.getByText(`${coaches.length} coaches and ${places} team assignments were removed before the import.`)).toBeVisible();
    expect(((await (await page.request.get('/api/coaches')).json()) as CoachView[]).map((c) => c.email)).toEqual(['fresh.start@example.com']);

    await page.goto('/admin/settings?tab=backups');
    const card = page.getByRole('heading', { name: 'Backups' }).locator('xpath=ancestor::div[contains(@class, "mantine-Card-root")]');
    // One backup for each clearing asked for: the refused run's too.
    await expect(card.getByRole('list', { name: 'Backups' }).getByRole('listitem')).toHaveCount(2);
  });

  test('is not offered to an organisation administrator, who may still import', async ({ page }) => {
    await signIn(page, DEMO.orgAdmin);
    await page.goto('/admin/coach-import');
    await expect(page.getByLabel('CSV Data')).toBeVisible();
    await expect(page.getByLabel('Clear all existing coaches before importing')).toHaveCount(0);
  });
});
