import type { Division } from '../src/shared/schemas/league';
import { DEMO, expect, expectAccessible, signIn } from './fixtures';
import { isolatedTest as test } from './support/isolated-test';

test.describe('audit log', () => {
  test.describe.configure({ timeout: 120_000 });

  test('shows who changed what, filtered by action', { tag: '@phone' }, async ({ page, isMobile }, testInfo) => {
    await signIn(page, DEMO.admin);
    const suffix = testInfo.project.name;
    // A change to look for: a team is added and renamed.
    const division = ((await (await page.request.get('/api/divisions')).json()) as Division[]).find((d) => d.name === '8U');
    const created = await page.request.post(`/api/divisions/${division?.id}/teams`, { data: { name: `Audit Owls ${suffix}` } });
    const team = (await created.json()) as { id: number };
    await page.request.patch(`/api/divisions/${division?.id}/teams/${team.id}`, { data: { name: `Audit Hawks ${suffix}` } });

    if (isMobile) {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Audit Log' }).click();
    } else {
      await page.goto('/admin/audit-log');
    }
    await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'team.rename', exact: true }).click();
    const entry = isMobile ? page.getByRole('article').first() : page.getByRole('region', { name: 'Audit log entries' }).getByRole('row').nth(1);
    await expect(entry).toContainText('Alex Director');
    await expect(entry).toContainText(`team #${team.id}`);
    await expect(entry).toContainText(`name: Audit Owls ${suffix} → Audit Hawks ${suffix}`);
    await expect(page.getByText(/^\d+ entr(y|ies)$/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('combobox', { name: 'Who' }).click();
    await page.getByRole('option', { name: 'Alex Director' }).click();
    await expect(entry).toContainText(`name: Audit Owls ${suffix} → Audit Hawks ${suffix}`);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Who' })).toHaveValue('');
  });

  test('is for administrators only', async ({ page, isMobile }) => {
    await signIn(page, DEMO.orgAdmin);
    await page.goto('/admin/audit-log');
    await expect(page.getByText('Unauthorized access. Please log in as an administrator.')).toBeVisible();
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    else await page.getByRole('button', { name: 'Admin' }).click();
    const item = (name: string) =>
      isMobile ? page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }) : page.getByRole('menuitem', { name, exact: true });
    await expect(item('Games')).toBeVisible();
    await expect(item('Audit Log')).toHaveCount(0);
  });
});
