import { DEMO, expect, expectAccessible, signIn } from './fixtures';
import { largeLeagueTest as test } from './support/isolated-test';

test.describe('the league office dashboard on the large league', () => {
  test('shows what needs seeing to and follows a game without a score to its fix @phone', async ({ page }) => {
    await signIn(page, DEMO.orgAdmin, '/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'League Office Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Disputes waiting' }).getByText('No disputes waiting')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Teams without a head coach' }).getByText('Every team has a head coach')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Double-bookings' })).toBeVisible();
    const coaches = page.getByRole('region', { name: 'Coaches who never signed in' });
    await expect(coaches.getByRole('link', { name: 'All coaches who never signed in (585)' })).toHaveAttribute('href', '/admin/coaches?signedIn=never');
    await expectAccessible(page);

    // The game that has waited longest for its score, on the games page.
    const overdue = page.getByRole('region', { name: 'No score a day after the game' });
    const game = overdue.getByRole('listitem').first().getByRole('link');
    const teams = (await game.textContent()) ?? '';
    await game.click();
    await expect(page).toHaveURL(/\/admin\/games\?division=\d+&q=\d+$/);
    await expect(page.getByRole('heading', { name: 'Game Management' })).toBeVisible();
    await expect(page.getByText(teams).locator('visible=true').first()).toBeVisible();

    await page.goBack();
    await overdue.getByRole('link', { name: /^All overdue games/ }).click();
    await expect(page).toHaveURL(/\/admin\/games\?status=overdue$/);
    await expect(page.getByRole('heading', { name: 'Game Management' })).toBeVisible();

    // Every double-booking of the large league's generated schedule, a page at a time.
    await page.goBack();
    await page
      .getByRole('region', { name: 'Double-bookings' })
      .getByRole('link', { name: /^All double-bookings/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/games\?clashes=show$/);
    await expect(page.getByRole('list', { name: 'Clashes' }).getByRole('listitem')).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Clashes page 2' })).toBeVisible();
  });
});
