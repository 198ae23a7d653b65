import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, OPEN_DIALOG } from './fixtures';
import { isolatedTest as test } from './support/isolated-test';

interface FieldView {
  id: number;
  name: string;
  address: string;
  notes: string | null;
  specialInstructions: string | null;
  divisionId: number | null;
  image_url: string | null;
  teams: { id: number; divisionId: number }[];
}

async function fieldNamed(page: Page, name: string): Promise<FieldView> {
  const fields = (await (await page.request.get('/api/fields')).json()) as FieldView[];
  const field = fields.find((f) => f.name === name);
  if (!field) throw new Error(`no field named ${name}`);
  return field;
}

test.describe('backups', () => {
  test('create a backup, change a field, restore it from the backup', async ({ page }) => {
    test.slow();
    await signIn(page, DEMO.admin);
    await page.goto('/admin/settings?tab=backups');
    const card = page.getByRole('heading', { name: 'Backups' }).locator('xpath=ancestor::div[contains(@class, "mantine-Card-root")]');
    await expect(card.getByText('Backups are created automatically every day at midnight.', { exact: false })).toBeVisible({ timeout: 30_000 });

    await card.getByRole('button', { name: 'Create Backup' }).click();
    await expect(page.getByText('Backup created')).toBeVisible();
    const row = card.getByRole('list', { name: 'Backups' }).getByRole('listitem').first();
    await expect(row).toContainText(/\d+\.\d (KB|MB)/);
    await expectAccessible(page);

    // The backup downloads as the gzipped file it is.
    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: /^Download the backup of/ }).click();
    const file = await (await download).path();
    expect((await download).suggestedFilename()).toMatch(/^dugout-\d{4}-\d{2}-\d{2}T[\d-]+Z\.json\.gz$/);
    expect(JSON.parse(gunzipSync(readFileSync(file)).toString('utf8').split('\n')[0] ?? '{}')).toMatchObject({ format: 'dugout-backup', version: 1 });

    // Someone changes a field after the backup.
    const original = await fieldNamed(page, 'Harbor Memorial Field');
    expect(original.image_url).not.toBeNull();
    const changed = await page.request.patch(`/api/fields/${original.id}`, {
      data: {
        name: 'Harbor Memorial Field (closed)',
        address: '1 Nowhere Lane',
        specialInstructions: null,
        notes: 'Closed for the season',
        // The administrator's form always names a division.
        divisionId: original.divisionId ?? original.teams[0]?.divisionId,
        teamIds: original.teams.map((t) => t.id),
        image_url: null,
      },
    });
    expect(changed.status()).toBe(200);

    await row.getByRole('button', { name: /^Restore fields from the backup of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore Fields from Backup' });
    await expect(dialog.getByText(/Restoring overwrites the current field data/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Restore Selected Fields' }).click();
    await expect(dialog.getByText('Please select at least one field to restore')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /^Harbor Memorial Field/ }).check();
    await expectAccessible(page, OPEN_DIALOG);
    await dialog.getByRole('button', { name: 'Restore Selected Fields' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore fields?' });
    await expect(confirm.getByText(/This overwrites the current field data of 1 field with the backup of/)).toBeVisible();
    // What it changes, counted: no game lost this field since the backup, so none stays TBD or gets it back.
    await expect(confirm.getByText('1 field overwritten, 0 fields created again; 0 games now TBD get their field back.')).toBeVisible();
    await expect(confirm.getByText(/stays? TBD/)).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Restore completed')).toBeVisible();
    await expect(page.getByText('Successfully restored 1 fields from backup.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const restored = await fieldNamed(page, 'Harbor Memorial Field');
    expect({ ...restored, image_url: original.image_url }).toEqual(original);
    // Its photo, deleted with the change, is back: re-encoded as an upload is, so under a new name.
    expect(restored.image_url).toMatch(/^\/uploads\/[a-f0-9]{64}\.jpg$/);
    const photo = await page.request.get(restored.image_url ?? '');
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/jpeg');
    await page.goto('/admin/fields');
    await expect(page.getByText('Harbor Memorial Field', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Harbor Memorial Field (closed)')).toHaveCount(0);
  });

  test('are for administrators only', async ({ page }) => {
    await signIn(page, DEMO.orgAdmin);
    await page.goto('/admin/settings');
    await expect(page.getByText('Unauthorized access. Please log in as an administrator.')).toBeVisible();
    expect((await page.request.get('/api/admin/backups')).status()).toBe(403);
  });
});
