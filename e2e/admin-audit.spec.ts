import type { Page } from '@playwright/test';
import type { Field } from '../src/shared/schemas/field';
import type { Game } from '../src/shared/schemas/game';
import type { Division } from '../src/shared/schemas/league';
import { DEMO, expect, expectAccessible, signIn } from './fixtures';
import { isolatedTest as test } from './support/isolated-test';

async function read<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

async function chooseAction(page: Page, action: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: action, exact: true }).click();
}

test.describe('audit log', () => {
  test.describe.configure({ timeout: 120_000 });

  test('shows who changed what in the words the league uses, filtered by action', { tag: '@phone' }, async ({ page, isMobile }, testInfo) => {
    await signIn(page, DEMO.admin);
    const suffix = testInfo.project.name;
    const divisions = await read<Division[]>(page, '/api/divisions');
    const eightU = divisions.find((d) => d.name === '8U');
    const tenU = divisions.find((d) => d.name === '10U');
    // Changes to look for: a team is added and renamed, and a game is scheduled.
    const created = await page.request.post(`/api/divisions/${eightU?.id}/teams`, { data: { name: `Audit Owls ${suffix}` } });
    const team = (await created.json()) as { id: number };
    await page.request.patch(`/api/divisions/${eightU?.id}/teams/${team.id}`, { data: { name: `Audit Hawks ${suffix}` } });
    const teamId = (name: string) => tenU?.teams.find((t) => t.name === name)?.id;
    const field = (await read<Field[]>(page, '/api/fields')).find((f) => f.name === 'Highland Complex');
    const scheduled = await page.request.post('/api/games', {
      data: {
        homeTeamId: teamId('Highland Falcons'),
        awayTeamId: teamId('Greenville Bulldogs'),
        fieldId: field?.id,
        scheduledTime: '2025-06-24T22:00:00.000Z',
      },
    });
    expect(scheduled.ok()).toBe(true);
    const game = (await scheduled.json()) as Game;

    if (isMobile) {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Audit Log' }).click();
    } else {
      await page.goto('/admin/audit-log');
    }
    await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    await chooseAction(page, 'team.rename');
    const entry = isMobile ? page.getByRole('article').first() : page.getByRole('region', { name: 'Audit log entries' }).getByRole('row').nth(1);
    await expect(entry).toContainText('Alex Director');
    await expect(entry).toContainText(`team: Audit Hawks ${suffix}`);
    await expect(entry).toContainText(`name: Audit Owls ${suffix} → Audit Hawks ${suffix}`);
    await expect(page.getByText(/^\d+ entr(y|ies)$/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('combobox', { name: 'Who' }).click();
    await page.getByRole('option', { name: 'Alex Director' }).click();
    await expect(entry).toContainText(`name: Audit Owls ${suffix} → Audit Hawks ${suffix}`);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Who' })).toHaveValue('');

    // The game's teams and field are named, its time is on the league's clock, its keys in words.
    await chooseAction(page, 'game.create');
    await expect(entry).toContainText(`game #${game.id}`);
    for (const change of [
      'home team: Highland Falcons',
      'away team: Greenville Bulldogs',
      'field: Highland Complex',
      'scheduled time: Tue, Jun 24, 2025 6:00 PM',
      'date TBD: no',
    ]) {
      await expect(entry).toContainText(change);
    }
    await expect(entry).not.toContainText(/homeTeamId|fieldId|scheduledTime/);

    // A record deleted since is shown by its id.
    expect((await page.request.delete(`/api/divisions/${eightU?.id}/teams/${team.id}`)).ok()).toBe(true);
    await page.reload();
    await chooseAction(page, 'team.rename');
    await expect(entry).toContainText(`team #${team.id}`);
    await expect(entry).toContainText(`name: Audit Owls ${suffix} → Audit Hawks ${suffix}`);
  });

  test('is for league staff only', async ({ page, isMobile }) => {
    await signIn(page, DEMO.orgAdmin, '/admin/divisions');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    else await page.getByRole('button', { name: 'Admin' }).click();
    const item = isMobile
      ? page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Audit Log', exact: true })
      : page.getByRole('menuitem', { name: 'Audit Log', exact: true });
    await item.click();
    await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    await expect(page.getByText(/^\d+ entr(y|ies)$|^Nothing has been recorded yet\.$/)).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, DEMO.coach);
    await page.goto('/admin/audit-log');
    await expect(page.getByText('Unauthorized access. Please log in as an administrator.')).toBeVisible();
  });
});

test.describe('audit log for league operations', () => {
  test('league operations do not see the records of accounts and sign-in links; the administrator does', async ({ page }) => {
    await signIn(page, DEMO.admin);
    const created = await page.request.post('/api/users', {
      data: {
        username: 'pat.keeper',
        password: 'Keeper-Of-Books-5521',
        email: 'pat.keeper@example.com',
        role: 'org_admin',
        name: 'Pat Keeper',
        phone: '(555) 410-2200',
      },
    });
    expect(created.ok()).toBe(true);
    expect((await page.request.post('/api/magic-links/single', { data: { identifier: DEMO.coach.username } })).ok()).toBe(true);
    expect((await page.request.post('/api/divisions', { data: { name: 'Audit 13U' } })).ok()).toBe(true);
    await page.goto('/admin/audit-log');
    await page.getByRole('combobox', { name: 'Action' }).click();
    await expect(page.getByRole('option', { name: 'user.create', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'magic_link.issue', exact: true })).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, DEMO.orgAdmin);
    await page.goto('/admin/audit-log');
    await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Action' }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('option', { name: 'user.create', exact: true })).toHaveCount(0);
    await expect(page.getByRole('option', { name: 'magic_link.issue', exact: true })).toHaveCount(0);
    await expect(page.getByText('pat.keeper')).toHaveCount(0);
  });
});
