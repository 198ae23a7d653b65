import { authLinkIn } from '../src/server/test/mail-catcher';
import { DEMO, expect, expectAccessible, signInThroughForm } from './fixtures';
import { mailTest as test } from './support/mail-test';

test('after too many wrong passwords the sign-in form offers a reset link by mail, which gets the owner back in', async ({ page, mail }) => {
  test.slow(); // a lockout, a mail and two sign-ins in one story
  // A coach no other story signs in as: the lockout and the new password stay with this server.
  const coach = 'jenna.davis@example.com';
  // Someone else guesses: ten wrong passwords lock the account.
  for (let i = 0; i < 10; i++) {
    const guess = await page.request.post('/api/login', { data: { username: coach, password: `guess-${i}-wrong` } });
    expect(guess.status()).toBe(401);
  }

  await page.goto('/auth');
  await page.getByLabel('Username').fill(coach);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.incompleteCoach.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const paused = page.getByRole('alert').filter({ hasText: 'Sign-in is paused' });
  await expect(paused).toBeVisible();
  await expect(paused).toContainText(
    "Too many sign-in attempts. Please wait 15 minutes and try again, or use 'Forgot password?' to get a password reset link by mail.",
  );
  await expectAccessible(page);

  await paused.getByRole('button', { name: 'Get a reset link by mail' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email').fill(coach);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Reset link sent')).toBeVisible();

  const link = authLinkIn(await mail.waitFor((m) => m.to.includes(coach)));
  await page.goto(link.href.slice(link.origin.length));
  await page.getByLabel('New Password').fill('back-in-2026');
  await page.getByLabel('Confirm Password').fill('back-in-2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful')).toBeVisible();

  await signInThroughForm(page, { username: coach, password: 'back-in-2026' });
  await expect(page).not.toHaveURL(/\/auth/);
});
