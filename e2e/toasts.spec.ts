import { DEMO, expect, signIn, test } from './fixtures';

test('a photo the server refuses says "Failed to upload image", with the reason below', { tag: '@phone' }, async ({ page }) => {
  await signIn(page, DEMO.coach, '/coach/fields');
  await page.getByRole('button', { name: 'Add Field' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Field' });
  await dialog.getByLabel('Photo files').setInputFiles({ name: 'lineup.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('the batting order') });
  const toast = page.getByRole('alert').filter({ hasText: 'Failed to upload image' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(/4\d\d: \S/);
});

test.describe('toasts', { tag: '@phone' }, () => {
  test('F8 takes the keyboard to the toast, Escape closes it and the keyboard goes back; a swipe right of 50 px dismisses one', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Username').fill(DEMO.coach.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password1');
    const signInButton = page.getByRole('button', { name: 'Sign In' });
    await signInButton.click();
    const toast = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await expect(toast).toBeVisible();

    const password = page.getByLabel('Password', { exact: true });
    await password.focus();
    await page.keyboard.press('F8');
    await expect(toast).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toast).toBeHidden();
    await expect(password).toBeFocused();

    await signInButton.click();
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    if (!box) throw new Error('the toast has a box');
    const swipe = async (distance: number) => {
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 20 + distance, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
    };
    // Short of the threshold, or to the left: the toast slides back and stays.
    await swipe(30);
    await expect(toast).toBeVisible();
    await swipe(-80);
    await expect(toast).toBeVisible();
    await swipe(80);
    await expect(toast).toBeHidden();
  });
});
