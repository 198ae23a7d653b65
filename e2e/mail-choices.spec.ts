import { DEMO, expect, expectAccessible, signIn } from './fixtures';
import { isolatedTest as test } from './support/isolated-test';

// A coach no other story signs in as: the choices stay with this story's server.
const COACH = { username: 'sofia.garcia@example.com', password: DEMO.coach.password };

test.describe('choosing mail', () => {
  test('a coach turns mail about scores off on My Profile, and on again; the choice is kept', { tag: '@phone' }, async ({ page }) => {
    await signIn(page, COACH, '/coach/profile');
    const mail = page.getByRole('region', { name: 'Mail' });
    await expect(mail.getByText(`Dugout mails ${COACH.username} about your games.`, { exact: false })).toBeVisible();
    const scores = mail.getByRole('switch', { name: 'Scores of my games' });
    await expect(scores).toBeChecked();
    await expect(mail.getByRole('switch', { name: 'Changes to my games' })).toBeChecked();
    await expect(mail.getByRole('switch', { name: 'Reminders' })).toBeChecked();
    await expectAccessible(page);

    await scores.uncheck();
    await expect(page.getByText('Scores of my games: no more mails.')).toBeVisible();
    await page.reload();
    await expect(scores).not.toBeChecked();
    await expect(mail.getByRole('switch', { name: 'Changes to my games' })).toBeChecked();

    // By keyboard: the switch is reached with Tab and turned with Space.
    await scores.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Scores of my games: you get these mails.')).toBeVisible();
    await page.reload();
    await expect(scores).toBeChecked();
  });

  test('an administrator sees that dispute mail stays on, and turns the lone score report rule on in Settings', async ({ page }) => {
    await signIn(page, DEMO.admin, '/coach/profile');
    const disputes = page.getByRole('region', { name: 'Mail' }).getByRole('switch', { name: 'Score disputes waiting' });
    await expect(disputes).toBeChecked();
    await expect(disputes).toBeDisabled();

    await page.goto('/admin/settings?tab=seasons');
    const rule = page.getByRole('switch', { name: 'Make a lone score report final' });
    const hours = page.getByRole('textbox', { name: 'Hours to wait for the other report' });
    await expect(rule).not.toBeChecked();
    await expect(hours).toHaveValue('48');
    await expectAccessible(page);

    await rule.check();
    await hours.fill('200');
    await page.getByRole('button', { name: 'Save Score Rule' }).click();
    await expect(page.getByText('The hours must be a whole number from 24 to 168')).toBeVisible();
    await hours.fill('72');
    await page.getByRole('button', { name: 'Save Score Rule' }).click();
    await expect(page.getByText('A lone score report becomes final after 72 hours. The coaches are mailed the change.')).toBeVisible();

    await page.reload();
    await expect(rule).toBeChecked();
    await expect(hours).toHaveValue('72');
  });
});
