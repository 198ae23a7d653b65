import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test, OPEN_DIALOG } from './fixtures';

test.describe('user management', () => {
  test('an administrator adds, edits and deletes a user, with a confirmation before deleting', async ({ page }) => {
    test.slow(); // several screens and sign-ins in one story
    await signIn(page, DEMO.admin);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Username is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
    await expect(dialog.getByText('Phone number is required')).toBeVisible();
    await expectAccessible(page, OPEN_DIALOG);
    await dialog.getByLabel(/^Name/).fill('Pat Umpire');
    await dialog.getByLabel('Username').fill('pat.umpire');
    await dialog.getByLabel('Email').fill('pat.umpire@example.com');
    await dialog.getByLabel('Phone').fill('(555) 404-1234');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'League Operations' }).click();
    await dialog.locator('input[type=password]').fill('Umpire-Calls-Balk-Twice-3');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('User added')).toBeVisible();

    await page.getByLabel('Search users').fill('pat umpire');
    const card = page.getByRole('article', { name: 'Pat Umpire' });
    await expect(card).toContainText('League Operations');
    await card.getByRole('button', { name: 'Edit Pat Umpire' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.locator('input[type=password]')).toHaveValue('');
    await edit.getByLabel('Phone').fill('(555) 404-9999');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User updated')).toBeVisible();
    await expect(card).toContainText('(555) 404-9999');

    await card.getByRole('button', { name: 'Delete Pat Umpire' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete User' });
    await expect(confirm.getByText('Are you sure you want to delete this user?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Delete Pat Umpire' }).click();
    await page.getByRole('dialog', { name: 'Delete User' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User deleted')).toBeVisible();
    await expect(card).toBeHidden();
    // Nobody deletes their own account: there is no delete button on it.
    await page.getByLabel('Search users').fill('alex director');
    await expect(page.getByRole('button', { name: 'Delete Alex Director' })).toHaveCount(0);
  });

  test('league operations staff are told the administrator-only pages are not for them', async ({ page }) => {
    test.slow(); // several screens and sign-ins in one story
    await signIn(page, DEMO.orgAdmin);
    for (const path of ['/admin/settings', '/admin/magic-links', '/admin/magic-links-test', '/admin/coach-impersonation']) {
      await page.goto(path);
      await expect(page.getByText('Unauthorized access. Please log in as an administrator.'), path).toBeVisible();
    }
  });
});

/** The page is no wider than the screen (a phone would zoom out to show a wider one). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

test.describe('magic link testing tool', () => {
  test('generates a test link and verifies its token; a token in the address opens Verify Token', { tag: '@phone' }, async ({ page }) => {
    test.slow(); // several screens and sign-ins in one story
    await signIn(page, DEMO.admin);
    await page.goto('/admin/magic-links-test');
    const mode = page.getByRole('radiogroup', { name: 'Mode' });
    await expect(mode.getByRole('radio', { name: 'Development (this address)' })).toBeChecked();
    await expect(mode.getByRole('radio', { name: 'Production (the league address)' })).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Generate Test Link' }).click();
    await expect(page.getByText('Email required')).toBeVisible();
    await page.getByLabel('Coach email').fill(`  ${DEMO.multiTeamCoach.username}  `);
    await page.getByRole('button', { name: 'Generate Test Link' }).click();
    const generated = page.getByRole('alert').filter({ hasText: 'Test magic link has been generated successfully' });
    await expect(generated).toBeVisible();
    // On a phone the toast sits over the buttons below the link, as it would under a thumb: close it first.
    await generated.getByRole('button', { name: 'Close' }).click();
    await expect(generated).toBeHidden();
    const link = new URL(await page.getByLabel('Test magic link').inputValue());
    expect(link.origin).toBe(new URL(page.url()).origin);
    const token = link.hash.replace('#token=', '');
    const addressesWithToken: string[] = [];
    page.on('request', (request) => void (request.url().includes(token) && addressesWithToken.push(request.url())));
    await page.getByRole('button', { name: 'Verify this token' }).click();
    await expect(page.getByRole('textbox', { name: 'Token' })).toHaveValue(token);
    await page.getByRole('button', { name: 'Verify Token' }).click();
    // A table on a wide screen; on a phone, each label above its value.
    const info = page.getByLabel('Token information', { exact: true });
    await expect(info).toContainText('Jordan Lee');
    await expect(info).toContainText('valid: Magic link verified');
    // The token went to the server in the body, not in an address.
    expect(addressesWithToken).toEqual([]);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.goto('/admin/magic-links-test?token=not-a-real-token');
    await expect(page.getByRole('tab', { name: 'Verify Token' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Token' })).toHaveValue('not-a-real-token');
    await page.getByRole('button', { name: 'Verify Token' }).click();
    await expect(page.getByLabel('Token information', { exact: true })).toContainText('not valid: No magic link has this token');
  });
});

test.describe('coach impersonation list', () => {
  test('a very long coach name wraps and the Impersonate button stays in view', { tag: '@phone' }, async ({ page }) => {
    const longName = `Maximilian${'Bartholomew'.repeat(8)}`;
    await page.route('**/api/coaches', async (route) => {
      const coaches = (await (await route.fetch()).json()) as { name: string; email: string | null }[];
      const first = coaches[0];
      if (first) Object.assign(first, { name: longName, email: `${longName.toLowerCase()}@example.com` });
      await route.fulfill({ json: coaches });
    });
    await signIn(page, DEMO.admin);
    await page.goto('/admin/coach-impersonation');
    await page.getByLabel('Search').fill('maximilian');
    await expect(page.getByRole('table', { name: 'Coaches' })).toContainText(longName);
    await expect(page.getByRole('button', { name: `Impersonate ${longName}` })).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);
  });
});

test.describe('toasts', () => {
  test('the last control of a page can be scrolled clear of a toast', { tag: '@phone' }, async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/magic-links');
    // The active links come in after the page and push the Import card down: a click before they
    // have come can land where the button was.
    await expect(page.getByText(/No coach has an active link\.|a link that still works\./)).toBeVisible();
    const importButton = page.getByRole('button', { name: 'Import', exact: true });
    await importButton.click();
    const toast = page.getByRole('alert').filter({ hasText: 'Invalid file type' });
    await expect(toast).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const buttonBottom = await importButton.evaluate((button) => button.getBoundingClientRect().bottom);
    const toastTop = await toast.evaluate((shown) => shown.getBoundingClientRect().top);
    expect(buttonBottom).toBeLessThanOrEqual(toastTop);
  });
});

test.describe('coach directory', () => {
  test('a coach searches, sorts and switches to tiles; directors carry the badge', { tag: '@phone' }, async ({ page }) => {
    test.slow(); // several screens and sign-ins in one story
    await signIn(page, DEMO.coach);
    await page.goto('/coach/directory/3');
    await expect(page.getByRole('heading', { name: 'Coach Directory' })).toBeVisible();
    await page.getByText('List', { exact: true }).click();
    const table = page.getByRole('table', { name: '10U coaches' });
    await expect(table.getByRole('row').nth(1)).toContainText('Alex Morgan');
    await table.getByRole('button', { name: 'Name' }).click();
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('row').nth(1)).not.toContainText('Alex Morgan');

    await page.getByLabel('Search').fill('jordan');
    await expect(table.getByRole('row')).toHaveCount(2);
    const jordan = table.getByRole('row').nth(1);
    await expect(jordan).toContainText('Director');
    await expect(jordan).toContainText(DEMO.multiTeamCoach.username);
    await expect(jordan).toContainText('Greenville Bulldogs (12U) · Assistant Coach');
    await expectAccessible(page);

    await page.getByText('Tiles', { exact: true }).click();
    await expect(page.getByRole('list', { name: '10U coaches' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('tab', { name: '12U' }).click();
    await expect(page).toHaveURL(/\/coach\/directory\/5$/);
    await expect(page.getByRole('list', { name: '12U coaches' })).toContainText('Jordan Lee');
    await expectAccessible(page);
  });
});
