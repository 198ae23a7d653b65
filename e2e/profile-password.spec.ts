import { DEMO, expect, expectAccessible, signIn } from './fixtures';
import { isolatedTest as test } from './support/isolated-test';

const NEW_PASSWORD = 'Suicide-Squeeze-Bunt-77';
// A coach with a complete profile that no other story signs in as: the new password stays with this server.
const COACH = { username: 'derek.lopez@example.com', password: DEMO.coach.password };

test.describe("changing one's password on My Profile", () => {
  test('asks for the current password: a wrong one is refused with the reason, the right one saves', { tag: '@phone' }, async ({ page }) => {
    await signIn(page, COACH);
    await page.goto('/coach/profile');
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Enter your current password to choose a new one')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Current Password').fill('not-my-password-1');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Error updating profile')).toBeVisible();
    await expect(page.getByText('Your current password is not correct')).toBeVisible();

    await page.getByLabel('Current Password').fill(COACH.password);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Your profile and password were saved.')).toBeVisible();
    await expect(page.getByLabel('Current Password')).toHaveValue('');
    await expect(page.getByLabel('New Password')).toHaveValue('');

    const signedIn = await page.request.post('/api/login', { data: { username: COACH.username, password: NEW_PASSWORD } });
    expect(signedIn.status()).toBe(200);
  });
});
