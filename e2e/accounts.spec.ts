import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { authLinkIn } from '../src/server/test/mail-catcher';
import { DEMO, expect, expectAccessible, signIn, signInThroughForm, OPEN_DIALOG } from './fixtures';
import { mailTest as test } from './support/mail-test';

async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await signInThroughForm(page, { username, password });
}

test.describe('password reset by mail', () => {
  test('forgot password: the mail arrives, its link sets a new password, and the new password signs in', async ({ page, mail }) => {
    test.slow(); // several screens and sign-ins in one story
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expect(page.getByText('Enter your email to receive a password reset link')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Email').fill(DEMO.multiTeamCoach.username);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Reset link sent')).toBeVisible();
    await expect(page.getByText('Check your email for instructions to reset your password')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coach Login' })).toBeVisible();

    const message = await mail.waitFor((m) => m.to.includes(DEMO.multiTeamCoach.username));
    const link = authLinkIn(message);
    expect(link.search).toBe('?mode=resetPassword');
    expect(link.hash).toMatch(/^#token=/);
    await page.goto(link.pathname + link.search + link.hash);
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
    // The token leaves the address bar (and the history) once the page has read it.
    await expect(page).toHaveURL(/\/auth\?mode=resetPassword$/);
    await page.getByLabel('New Password').fill('bulldogs2026');
    await page.getByLabel('Confirm Password').fill('bulldogs2027');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('bulldogs2026');
    await expectAccessible(page);
    // A name of the league with a year is among the first guesses of anyone trying passwords.
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Failed to reset password')).toBeVisible();
    await expect(page.getByText(/This password is too easy to guess.*three or four unrelated words/)).toBeVisible();
    await page.getByLabel('New Password').fill('Bulldogs-Turn-Two-Often-6');
    await page.getByLabel('Confirm Password').fill('Bulldogs-Turn-Two-Often-6');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successful')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Coach Login' })).toBeVisible();

    await signInAs(page, DEMO.multiTeamCoach.username, 'Bulldogs-Turn-Two-Often-6');
    await expect(page).toHaveURL(/\/coach\/directory/);

    // The link worked once.
    await page.context().clearCookies();
    await page.goto(link.pathname + link.search + link.hash);
    await page.getByLabel('New Password').fill('again2026x');
    await page.getByLabel('Confirm Password').fill('again2026x');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Failed to reset password')).toBeVisible();
    await expect(page.getByText('This password reset link is invalid or has expired. Please request a new one.')).toBeVisible();
  });
});

test.describe('magic links', () => {
  test('an administrator generates a link; the coach opens it, sets a password and signs in', async ({ page, browser, baseURL, mail }) => {
    test.slow(); // several screens and sign-ins in one story
    await signIn(page, DEMO.admin);
    await page.goto('/admin/settings');
    await page.getByRole('link', { name: 'Magic Links' }).click();
    await expect(page.getByRole('heading', { name: 'Magic Links', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Generate Link' }).click();
    await expect(page.getByText('No coach selected')).toBeVisible();
    await expect(page.getByText('Please select a coach or enter an email address')).toBeVisible();

    await page.getByLabel('Email').fill(DEMO.coach.username);
    await page.getByRole('button', { name: 'Generate Link' }).click();
    await expect(page.getByText('Magic link generated')).toBeVisible();
    const field = page.getByLabel('Magic link for Sam Rivera');
    await expect(field).toHaveValue(/\/auth\?mode=setPassword#token=/);
    const link = new URL(await field.inputValue());
    await expect(page.getByText(`Sent by mail to ${DEMO.coach.username}.`)).toBeVisible();
    const mailed = await mail.waitFor((m) => m.to.includes(DEMO.coach.username));
    expect(authLinkIn(mailed).href).toBe(link.href);
    await expectAccessible(page);

    const coachContext = await browser.newContext({ baseURL });
    const coach = await coachContext.newPage();
    const token = link.hash.replace('#token=', '');
    const addressesWithToken: string[] = [];
    coach.on('request', (request) => void (request.url().includes(token) && addressesWithToken.push(request.url())));
    await coach.goto(link.pathname + link.search + link.hash);
    await expect(coach.getByText('Setting up account for:')).toBeVisible();
    await expect(coach).toHaveURL(/\/auth\?mode=setPassword$/);
    await expect(coach.getByText('Sam Rivera', { exact: true })).toBeVisible();
    await expect(coach.getByText('Magic link verified')).toBeVisible();
    await expect(coach.getByText('Welcome, Sam Rivera! Please set your password to complete your account setup.')).toBeVisible();
    await expect(coach.getByText('Password must be at least 6 characters and include at least one letter and one number.')).toBeVisible();
    await coach.getByLabel('Create Password').fill('falcons');
    await coach.getByLabel('Confirm Password').fill('falcons');
    await coach.getByRole('button', { name: 'Set Password & Complete Setup' }).click();
    await expect(coach.getByText('Password must contain at least one letter and one number')).toBeVisible();
    await expectAccessible(coach);
    await coach.getByLabel('Create Password').fill('Falcons-Nest-On-Ridge-4');
    await coach.getByLabel('Confirm Password').fill('Falcons-Nest-On-Ridge-4');
    await coach.getByRole('button', { name: 'Set Password & Complete Setup' }).click();
    await expect(coach.getByText('Password set successfully')).toBeVisible();
    await expect(coach).toHaveURL(/\/auth$/);
    await expect(coach.getByLabel('Username')).toHaveValue(DEMO.coach.username);
    await coach.getByLabel('Password', { exact: true }).fill('Falcons-Nest-On-Ridge-4');
    await coach.getByRole('button', { name: 'Sign In' }).click();
    await expect(coach).toHaveURL(/\/coach\/directory/);
    // The token went to the server only in request bodies, never in an address.
    expect(addressesWithToken).toEqual([]);

    // Used once: the link now says so and offers the way back.
    await coachContext.clearCookies();
    await coach.goto(link.pathname + link.search + link.hash);
    await expect(coach.getByText('Invalid or expired link')).toBeVisible();
    await expect(coach.getByRole('heading', { name: 'Invalid or expired magic link' })).toBeVisible();
    await coach.getByRole('button', { name: 'Return to Login' }).click();
    await expect(coach.getByRole('heading', { name: 'Coach Login' })).toBeVisible();
    await expect(coach).toHaveURL(/\/auth$/);
    await coachContext.close();
  });
});

test.describe('magic link set-password screen', () => {
  test('its button fits a phone, and each outcome toast replaces the one before at once', { tag: '@phone' }, async ({ page }) => {
    await page.request.post('/api/login', { data: DEMO.admin });
    const generated = await page.request.post('/api/magic-links/single', { data: { identifier: 'maria.johnson@example.com' } });
    const link = new URL(((await generated.json()) as { magicLink: string }).magicLink);
    await page.context().clearCookies();

    await page.goto(link.pathname + link.search + link.hash);
    const verified = page.getByText('Magic link verified');
    await expect(verified).toBeVisible();
    const submit = page.getByRole('button', { name: 'Set Password & Complete Setup' });
    await expect(submit).toBeInViewport({ ratio: 1 });
    // The whole label shows: nothing of it is cut off.
    expect(await submit.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
    const label = submit.locator('.mantine-Button-label');
    expect(await label.evaluate((span) => span.scrollWidth <= span.clientWidth)).toBe(true);

    await page.getByLabel('Create Password').fill('Mavericks-Corner-Lantern-8');
    await page.getByLabel('Confirm Password').fill('Mavericks-Corner-Lantern-8');
    // Hovered, the earlier toast would stay; the new outcome replaces it instead of waiting behind it.
    await verified.hover();
    await submit.click();
    await expect(page.getByText('Password set successfully')).toBeVisible({ timeout: 2_000 });
    await expect(verified).toBeHidden();
    await expect(page.getByLabel('Username')).toHaveValue('maria.johnson@example.com');
  });
});

test.describe('links mailed with the token in the query', () => {
  test('a reset link and a magic link of the older form still work, and the token leaves the address', async ({ page, mail }) => {
    test.slow(); // two links, each to its end
    const olderForm = (link: URL) => `${link.pathname}${link.search}&${link.hash.slice(1)}`;

    const earlier = new Set(mail.messages);
    await page.request.post('/api/request-password-reset', { data: { email: DEMO.multiTeamCoach.username } });
    const reset = authLinkIn(await mail.waitFor((m) => !earlier.has(m) && m.to.includes(DEMO.multiTeamCoach.username)));
    await page.goto(olderForm(reset));
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?mode=resetPassword$/);
    await page.getByLabel('New Password').fill('Bulldogs-Older-Link-Pitch-71');
    await page.getByLabel('Confirm Password').fill('Bulldogs-Older-Link-Pitch-71');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successful')).toBeVisible();

    await page.request.post('/api/login', { data: DEMO.admin });
    const generated = await page.request.post('/api/magic-links/single', { data: { identifier: 'maria.johnson@example.com' } });
    const magic = new URL(((await generated.json()) as { magicLink: string }).magicLink);
    await page.context().clearCookies();
    await page.goto(olderForm(magic));
    await expect(page.getByText('Magic link verified')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?mode=setPassword$/);
    await page.getByLabel('Create Password').fill('Mavericks-Dugout-Season-26');
    await page.getByLabel('Confirm Password').fill('Mavericks-Dugout-Season-26');
    await page.getByRole('button', { name: 'Set Password & Complete Setup' }).click();
    await expect(page.getByText('Password set successfully')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('maria.johnson@example.com');
  });
});

test.describe('coach impersonation', () => {
  test('an administrator acts as a coach with the red banner, ends it and lands on the games', async ({ page }) => {
    test.slow(); // several screens and sign-ins in one story
    await signIn(page, DEMO.admin);
    await page.goto('/admin/coach-impersonation');
    await expect(page.getByRole('heading', { name: 'Coach Impersonation' })).toBeVisible();
    await page.getByLabel('Search').fill('casey.morgan');
    await expect(page.getByRole('table', { name: 'Coaches' }).getByRole('row')).toHaveCount(2);
    await page.getByLabel('Search').fill('highland falcons');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Impersonate Sam Rivera' }).click();

    await expect(page).toHaveURL(/\/coach\/games$/);
    const banner = page.getByRole('region', { name: 'Impersonation' });
    await expect(banner).toContainText(`IMPERSONATION MODE: You are currently acting as Sam Rivera (${DEMO.coach.username})`);
    await expect(page.getByRole('heading', { name: 'My Games' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/schedule');
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'End Impersonation' }).click();
    await expect(page).toHaveURL(/\/admin\/games$/);
    await expect(page.getByText('Impersonation ended')).toBeVisible();
    await expect(page.getByText('You have returned to your admin account.')).toBeVisible();
    await expect(banner).toBeHidden();
  });
});

test.describe('impersonation expiry', () => {
  test('after 30 minutes the page says the impersonation ended and returns to the games', async ({ page, ownServer }) => {
    test.slow(); // several screens and sign-ins in one story
    await signIn(page, DEMO.admin);
    await page.goto('/admin/coach-impersonation');
    await page.getByLabel('Search').fill('jordan.lee');
    await page.getByRole('button', { name: 'Impersonate Jordan Lee' }).click();
    await expect(page.getByRole('region', { name: 'Impersonation' })).toBeVisible();
    // The coach's games have loaded: the expiry below is learnt by the next read, not by this page's.
    await expect(page.getByRole('article').first()).toBeVisible();

    // Thirty minutes pass: the session's impersonation is now over.
    const db = new Database(ownServer.dbPath);
    db.prepare("update sessions set impersonation_expires_at = '2000-01-01T00:00:00.000Z' where impersonator_user_id is not null").run();
    db.close();

    // The next signed-in read (here: moving to the directory within the app) learns of it.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/coach/directory');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('Impersonation ended')).toBeVisible();
    await expect(page.getByText('The 30-minute impersonation session expired. You have returned to your admin account.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/games$/);
    await expect(page.getByRole('region', { name: 'Impersonation' })).toBeHidden();
  });
});

test.describe('profile reminders', () => {
  test('a coach without phone sees the blocking dialog on every page but the profile until it is filled', { tag: '@phone' }, async ({ page }) => {
    test.slow(); // several screens and sign-ins in one story
    await signIn(page, DEMO.incompleteCoach, '/coach/directory');
    const dialog = page.getByRole('dialog', { name: 'Action Required' });
    const putOff = async () => dialog.getByRole('button', { name: 'Remind Me Later' }).click();

    // A head coach without the scoring-app team name is asked for it first, then for the phone.
    await expect(dialog).toContainText('As a head coach, you need to set your Game Changer team name');
    await expectAccessible(page, OPEN_DIALOG);
    await putOff();
    await expect(dialog).toContainText('Coaches should provide a phone number for emergency contact');
    await putOff();
    await expect(dialog).toBeHidden();
    const toast = page.getByRole('status').filter({ hasText: 'Head coaches must set their Game Changer team name.' });
    await expect(toast).toBeVisible();

    for (const path of ['/coach/games', '/schedule', '/coach/directory']) {
      await page.goto(path);
      await expect(dialog, path).toBeVisible();
      await putOff();
      await expect(dialog, path).toContainText('phone number');
      await putOff();
    }

    await page.goto('/coach/games');
    await dialog.getByRole('button', { name: 'Update Profile Now' }).click();
    await expect(page).toHaveURL(/\/coach\/profile$/);
    await expect(dialog).toBeHidden();
    await expect(toast).toBeHidden();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Phone number is required for coaches')).toBeVisible();
    await expect(page.getByText('Game Changer Team Name is required for head coaches')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Phone').fill('(555) 321-7788');
    await page.getByLabel('Game Changer Team Name').fill('Harbor Mavericks 8U');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    for (const path of ['/', '/coach/games', '/coach/directory']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(dialog, path).toBeHidden();
    }
    await expect(toast).toBeHidden();
  });
});
