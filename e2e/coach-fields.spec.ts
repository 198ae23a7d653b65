import sharp from 'sharp';
import { photoWithGps } from '../src/server/test/photos';
import { DEMO, expect, expectAccessible, signIn, OPEN_DIALOG } from './fixtures';
import { isolatedTest as test } from './support/isolated-test';

const NEW_FIELD = 'Falcons Practice Diamond';
/** The room kept free for toasts at the bottom of the screen (TOAST_ROOM in src/client/theme.ts). */
const TOAST_ROOM = 120;

test.describe('coach fields', () => {
  test.describe.configure({ mode: 'serial' });

  test('a coach adds a field with a photo taken with GPS on; the photo served has no metadata', { tag: '@phone' }, async ({ page }) => {
    test.slow();
    await signIn(page, DEMO.coach);
    await page.goto('/coach/fields');
    await expect(page.getByRole('heading', { name: 'Fields', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: '10U' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Edit Highland Complex' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Greenville Field' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Greenville Field' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Field' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Field' });
    await dialog.getByRole('button', { name: 'Add Field' }).click();
    await expect(dialog.getByText('Field name is required')).toBeVisible();
    await expect(dialog.getByText('Field address is required')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Highland Falcons (10U)' })).toBeChecked();
    // The dialog ends above the bottom of the screen where toasts appear, so none covers its buttons.
    const box = await dialog.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual((page.viewportSize()?.height ?? 0) - TOAST_ROOM);

    await dialog.getByLabel('Field name').fill(NEW_FIELD);
    await dialog.getByLabel('Address').fill('40 Falcon Way, Highland, NJ 07008');
    await dialog.getByLabel('Special instructions').fill('Gate code 2025');
    const photo = await photoWithGps(1600, 1200);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    await dialog.getByLabel('Photo files').setInputFiles({ name: 'diamond.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(dialog.getByRole('button', { name: 'View photo 1 full size' })).toBeVisible();
    // The toast closes by itself unless the pointer rests on it.
    await page.mouse.move(0, 0);
    await expect(page.getByText('Image uploaded')).toBeHidden();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add Field' }).click();
    await expect(page.getByText('Field added')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: NEW_FIELD });
    const image = card.getByRole('img', { name: `${NEW_FIELD}, photo 1` });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const src = (await image.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/uploads\/[a-f0-9]{64}\.jpg$/);
    const served = await page.request.get(src);
    expect(served.ok()).toBe(true);
    const meta = await sharp(await served.body()).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.width).toBe(1600);
    await expectAccessible(page);
  });

  test('details, the full-size viewer, editing and deleting the field with its photo', async ({ page }) => {
    test.slow();
    await signIn(page, DEMO.coach);
    await page.goto('/coach/fields');
    const card = page.getByRole('article', { name: NEW_FIELD });
    const src = (await card.getByRole('img', { name: `${NEW_FIELD}, photo 1` }).getAttribute('src')) ?? '';

    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: NEW_FIELD, exact: true });
    await expect(details.getByText('40 Falcon Way, Highland, NJ 07008')).toBeVisible();
    await expect(details.getByText('Gate code 2025')).toBeVisible();
    await details.getByRole('button', { name: `View photo 1 of ${NEW_FIELD} full size` }).click();
    const viewer = page.getByRole('dialog', { name: `${NEW_FIELD}: photo 1 of 1` });
    await expect(viewer.getByRole('img', { name: `${NEW_FIELD}, photo 1` })).toBeVisible();
    await expectAccessible(page, OPEN_DIALOG);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await details.getByRole('button', { name: 'Close' }).click();

    await card.getByRole('button', { name: `Edit ${NEW_FIELD}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Field' });
    await editor.getByLabel('Notes').fill('Bring your own bases');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Field updated')).toBeVisible();

    await card.getByRole('button', { name: `Delete ${NEW_FIELD}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete field' });
    await expect(confirm.getByText(`Are you sure you want to delete ${NEW_FIELD}? This cannot be undone.`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Field deleted')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await page.request.get(src)).status()).toBe(404);
  });

  test("a photo that does not load is tried twice more, then shows 'Image not found'", async ({ page }) => {
    const requests: string[] = [];
    await page.route('**/uploads/**', async (route) => {
      requests.push(new URL(route.request().url()).pathname + new URL(route.request().url()).search);
      await route.fulfill({ status: 503, body: 'unavailable' });
    });
    await signIn(page, DEMO.coach);
    await page.goto('/coach/fields');
    const card = page.getByRole('article', { name: 'Granite Complex' });
    await expect(card.getByText('Image not found')).toBeVisible();
    const first = requests.find((r) => !r.includes('?')) ?? '';
    const tries = requests.filter((r) => r.startsWith(first));
    expect(tries).toHaveLength(3);
    expect(tries.slice(1).every((r) => /\?retry=\d-\d+$/.test(r))).toBe(true);
  });

  test('the page is for coaches', async ({ page }) => {
    await signIn(page, DEMO.orgAdmin);
    await page.goto('/coach/fields');
    await expect(page.getByText('Unauthorized access. Please log in as a coach.')).toBeVisible();
  });
});
