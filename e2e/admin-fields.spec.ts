import sharp from 'sharp';
import { photoWithGps } from '../src/server/test/photos';
import { DEMO, expect, expectAccessible, signIn } from './fixtures';
import { isolatedTest as test } from './support/isolated-test';

test.describe('field management', () => {
  test('an administrator creates a field with a photo, picking teams grouped by club', async ({ page }) => {
    test.slow();
    await signIn(page, DEMO.admin);
    // A second Harbor team in 8U, so the Harbor group has a Select All.
    const added = await page.request.post('/api/divisions/1/teams', { data: { name: 'Harbor Mavericks Gold' } });
    expect(added.ok()).toBe(true);

    await page.goto('/admin/fields');
    await expect(page.getByRole('heading', { name: 'Field Management' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '8U' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Add Field' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Field' });
    await expect(dialog.getByRole('combobox', { name: 'Division' })).toHaveValue('8U');
    await dialog.getByRole('button', { name: 'Add Field' }).click();
    await expect(dialog.getByText('Field name is required')).toBeVisible();
    await expect(dialog.getByText('Field address is required')).toBeVisible();
    await expect(dialog.getByText('At least one team must be selected')).toBeVisible();

    const harbor = dialog.getByRole('group', { name: 'Harbor teams' });
    await harbor.getByRole('button', { name: 'Select All' }).click();
    await expect(harbor.getByRole('checkbox', { name: 'Harbor Mavericks', exact: true })).toBeChecked();
    await expect(harbor.getByRole('checkbox', { name: 'Harbor Mavericks Gold' })).toBeChecked();
    await harbor.getByRole('button', { name: 'Deselect All' }).click();
    await expect(harbor.getByRole('checkbox', { name: 'Harbor Mavericks Gold' })).not.toBeChecked();
    await harbor.getByRole('button', { name: 'Select All' }).click();
    // A group of one team has no Select All.
    await expect(dialog.getByRole('group', { name: 'Ashford teams' }).getByRole('button')).toHaveCount(0);

    await dialog.getByLabel('Field name').fill('Harbor Point Field');
    await dialog.getByLabel('Address').fill('1 Harbor Point Rd, Harbor, NJ 07001');
    await dialog.getByLabel('Photo files').setInputFiles({ name: 'point.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps(3000, 2000) });
    await expect(dialog.getByRole('button', { name: 'View photo 1 full size' })).toBeVisible();
    // The toast closes by itself unless the pointer rests on it.
    await page.mouse.move(0, 0);
    await expect(page.getByText('Image uploaded')).toBeHidden();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add Field' }).click();
    await expect(page.getByText('Field added')).toBeVisible();

    const card = page.getByRole('article', { name: 'Harbor Point Field' });
    await expect(card.getByText('Harbor Mavericks Gold (8U)')).toBeVisible();
    const src = (await card.getByRole('img', { name: 'Harbor Point Field, photo 1' }).getAttribute('src')) ?? '';
    const meta = await sharp(await (await page.request.get(src)).body()).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(2048);
    await expect(card.getByRole('button', { name: 'Edit Harbor Point Field' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Harbor Memorial Field' })).toBeVisible();
    await expectAccessible(page);
  });

  test('coaches are told the page is for administrators', async ({ page }) => {
    await signIn(page, DEMO.coach);
    await page.goto('/admin/fields');
    await expect(page.getByText('Unauthorized access. Please log in as an administrator.')).toBeVisible();
  });
});
