import type { AdminCoachPage } from '../src/shared/schemas/people-admin';
import type { Division } from '../src/shared/schemas/league';
import { DEMO, expect, expectAccessible, signIn } from './fixtures';
import { largeLeagueTest as test } from './support/isolated-test';

test.describe('finding people on a large league', () => {
  test.describe.configure({ timeout: 120_000 });

  test('searches, filters, sorts and pages the coach directory, with the view in the address', async ({ page }) => {
    await signIn(page, DEMO.admin);
    const everyone = (await (await page.request.get('/api/admin/coaches?pageSize=1')).json()) as AdminCoachPage;
    expect(everyone.total).toBe(585);
    await page.goto('/admin/coaches');
    await expect(page.getByRole('heading', { name: 'Coach Directory' })).toBeVisible({ timeout: 30_000 });
    // A directory this large opens as a list, 50 rows at a time.
    await expect(page.getByText('585 coaches · page 1 of 12')).toBeVisible();
    const table = page.getByRole('region', { name: 'Coaches' });
    await expect(table.getByRole('row')).toHaveCount(51);
    await expect(page.getByRole('combobox', { name: 'Division' })).toHaveValue('All Divisions');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('585 coaches · page 2 of 12')).toBeVisible();

    const divisions = (await (await page.request.get('/api/divisions')).json()) as Division[];
    const division = divisions[7]!;
    await page.getByRole('combobox', { name: 'Division' }).click();
    await page.getByRole('option', { name: division.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`division=${division.id}`));
    await expect(page).not.toHaveURL(/page=2/);
    const inDivision = (await (await page.request.get(`/api/admin/coaches?division=${division.id}`)).json()) as AdminCoachPage;
    await expect(page.getByText(new RegExp(`^${inDivision.total} coaches`))).toBeVisible();

    const someone = inDivision.coaches[3]!;
    await page.getByLabel('Search coaches').fill(someone.email ?? '');
    await expect(page.getByText(/^1 coach$/)).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(someone.name) })).toBeVisible();
    await expect(page).toHaveURL(/q=/);

    await page.getByLabel('Search coaches').fill('');
    // The box follows the address, which changes a moment after the click.
    await page.getByRole('checkbox', { name: 'Not yet signed in' }).click();
    await expect(page.getByRole('checkbox', { name: 'Not yet signed in' })).toBeChecked();
    await expect(page).toHaveURL(/signedIn=never/);
    const never = (await (await page.request.get(`/api/admin/coaches?division=${division.id}&signedIn=never`)).json()) as AdminCoachPage;
    await expect(page.getByText(new RegExp(`^${never.total} coaches?`))).toBeVisible();

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Email', exact: true }).click();
    await page.getByRole('button', { name: /sort descending/ }).click();
    await expect(page).toHaveURL(/sort=email/);
    await expect(page).toHaveURL(/dir=desc/);
    // The address changes first; the rows follow once the new page has come.
    await expect(async () => {
      const emails = await table.locator('tbody tr td:nth-child(2)').allTextContents();
      expect(emails).toEqual([...emails].sort((a, b) => b.localeCompare(a)));
    }).toPass();

    // The address opens exactly this view again, and the dashboard's link opens its filter.
    await page.getByText('Grid', { exact: true }).click();
    await expect(page).toHaveURL(/view=grid/);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Not yet signed in' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Division' })).toHaveValue(division.name);
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.goto('/admin/coaches?signedIn=never&missing=contact');
    await expect(page.getByRole('checkbox', { name: 'Missing phone or team-app name' })).toBeChecked();
    await expectAccessible(page);
  });

  test('picks one of 20 divisions from a searchable list', { tag: '@phone' }, async ({ page }) => {
    const divisions = (await (await page.request.get('/api/divisions')).json()) as Division[];
    expect(divisions).toHaveLength(20);
    const division = divisions[16]!;
    await page.goto('/standings');
    const select = page.getByRole('combobox', { name: 'Division' });
    await expect(select).toHaveValue(divisions[0]!.name, { timeout: 30_000 });
    await expect(page.getByRole('tab')).toHaveCount(0);
    await select.click();
    await select.fill(division.name);
    await page.getByRole('option', { name: division.name, exact: true }).click();
    await expect(select).toHaveValue(division.name);
    await expect(page).toHaveURL(new RegExp(`/${division.id}`));
    await expect(page.getByRole('table').first()).toContainText(division.teams[0]!.name);
    await expectAccessible(page);
  });
});
