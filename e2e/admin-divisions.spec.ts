import type { Page } from '@playwright/test';
import type { Division } from '../src/shared/schemas/league';
import { DEMO, expect, expectAccessible, signIn, test } from './fixtures';

async function divisions(page: Page): Promise<Division[]> {
  return (await (await page.request.get('/api/divisions')).json()) as Division[];
}

test.describe('division management', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/divisions');
    await expect(page.getByRole('heading', { name: 'Division Management' })).toBeVisible();
  });

  test('adds a division with imported teams, renames one and deletes them again', async ({ page }) => {
    const name = '13U';
    await expect(page.getByRole('region', { name: '10U' })).toContainText('10 teams');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Division' }).click();
    const add = page.getByRole('dialog', { name: 'Add Division' });
    await add.getByRole('button', { name: 'Add Division' }).click();
    await expect(add.getByText('Division name is required')).toBeVisible();
    await add.getByLabel('Division name').fill(name);
    await add.getByRole('button', { name: 'Add Division' }).click();
    await expect(page.getByText('Division added')).toBeVisible();
    const card = page.getByRole('region', { name, exact: true });
    await expect(card).toContainText('0 teams');
    await expect(card).toContainText('No teams yet.');

    await card.getByRole('button', { name: 'Add Teams' }).click();
    const teams = page.getByRole('dialog', { name: 'Import Teams' });
    await expect(teams.getByRole('combobox', { name: 'Division' })).toHaveValue(name);
    await teams.getByRole('button', { name: 'Add Teams' }).click();
    await expect(teams.getByText('Please enter at least one team name')).toBeVisible();
    await teams.getByLabel('Team names').fill('  Bay Comets \n\nHarbor Lights\n   \nbay comets\nRiver Otters');
    await expect(teams.getByText('3 teams to add to')).toBeVisible();
    await expect(teams.getByText('Listed twice: bay comets.')).toBeVisible();
    await expectAccessible(page);
    await teams.getByRole('button', { name: 'Add Teams' }).click();
    await expect(page.getByText('Teams added', { exact: true })).toBeVisible();
    await expect(page.getByText(`3 teams added to ${name}. Skipped duplicates (listed twice: bay comets).`)).toBeVisible();
    await expect(card).toContainText('3 teams');
    await expect(card.getByRole('listitem')).toHaveText(['Bay Comets', 'Harbor Lights', 'River Otters']);
    const created = (await divisions(page)).find((d) => d.name === name);
    expect(created?.teams.map((t) => t.name)).toEqual(['Bay Comets', 'Harbor Lights', 'River Otters']);

    // The same names again are all duplicates now.
    await card.getByRole('button', { name: 'Add Teams' }).click();
    await teams.getByLabel('Team names').fill('Bay Comets\nRiver Otters');
    await expect(teams.getByText(`Already in ${name}: Bay Comets, River Otters.`)).toBeVisible();
    await teams.getByRole('button', { name: 'Cancel' }).click();

    await card.getByRole('listitem').filter({ hasText: 'Harbor Lights' }).hover();
    await card.getByRole('button', { name: 'Edit team Harbor Lights' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Team' });
    await edit.getByLabel('Team name').fill('Harbor Beacons');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Team updated')).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText(['Bay Comets', 'Harbor Beacons', 'River Otters']);

    await card.getByRole('listitem').filter({ hasText: 'River Otters' }).hover();
    await card.getByRole('button', { name: 'Delete team River Otters' }).click();
    const confirmTeam = page.getByRole('dialog', { name: 'Delete Team' });
    await expect(confirmTeam.getByText('Are you sure you want to delete River Otters?')).toBeVisible();
    await confirmTeam.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Team deleted')).toBeVisible();
    await expect(card).toContainText('2 teams');

    await card.getByRole('button', { name: `Delete division ${name}` }).click();
    const confirmDivision = page.getByRole('dialog', { name: 'Delete Division' });
    await expect(confirmDivision.getByText(`Are you sure you want to delete the ${name} division?`)).toBeVisible();
    await confirmDivision.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Division deleted')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await divisions(page)).some((d) => d.name === name)).toBe(false);
  });

  test('refuses to delete a team or a division that games depend on, saying why before anything is sent', async ({ page }) => {
    const tenU = page.getByRole('region', { name: '10U' });
    await tenU.getByRole('listitem').filter({ hasText: 'Highland Falcons' }).hover();
    await tenU.getByRole('button', { name: 'Delete team Highland Falcons' }).click();
    const confirmTeam = page.getByRole('dialog', { name: 'Delete Team' });
    await expect(confirmTeam.getByText(/^It plays in \d+ games: delete those games first\.$/)).toBeVisible();
    await expect(confirmTeam.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await confirmTeam.getByRole('button', { name: 'Cancel' }).click();
    await expect(tenU.getByRole('listitem').filter({ hasText: 'Highland Falcons' })).toHaveCount(1);

    await tenU.getByRole('button', { name: 'Delete division 10U' }).click();
    const confirmDivision = page.getByRole('dialog', { name: 'Delete Division' });
    await expect(confirmDivision.getByText(/^This removes 10 teams, \d+ coach places on them/)).toBeVisible();
    await expect(confirmDivision.getByText(/^Its teams have \d+ games: delete those games first\.$/)).toBeVisible();
    await expect(confirmDivision.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await confirmDivision.getByRole('button', { name: 'Cancel' }).click();
    expect((await divisions(page)).some((d) => d.name === '10U')).toBe(true);
  });
});
