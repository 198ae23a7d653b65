import { DEMO, expect, expectAccessible, signIn, test } from './fixtures';

test.describe('a coach with two teams of the same name', () => {
  test("Jordan Lee's two Greenville Bulldogs are told apart in My Games and in his pickers", async ({ page }) => {
    await signIn(page, DEMO.multiTeamCoach, '/coach/games');
    await expect(page.getByText('Greenville Bulldogs (10U)').first()).toBeVisible();
    await expect(page.getByText('Greenville Bulldogs (12U)').first()).toBeVisible();
    // Other teams keep their names as they are.
    await expect(page.getByRole('article').first()).not.toContainText(/\((8|9|11)U\)/);
    await expectAccessible(page);

    await page.goto('/coach/phase2-availability');
    await page.getByRole('combobox', { name: 'Team' }).click();
    await expect(page.getByRole('option', { name: 'Greenville Bulldogs (10U)' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Greenville Bulldogs (12U)' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/coach/fields');
    await page.getByRole('button', { name: 'Add Field' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Field' });
    await expect(dialog.getByRole('checkbox', { name: 'Greenville Bulldogs (10U)' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Greenville Bulldogs (12U)' })).toBeVisible();
  });
});
