import type { Page } from '@playwright/test';
import type { Division, TeamRef } from '../src/shared/schemas/league';
import { DEMO, expect, expectAccessible, signIn } from './fixtures';
import { isolatedTest as test } from './support/isolated-test';

async function divisions(page: Page): Promise<Division[]> {
  return (await (await page.request.get('/api/divisions')).json()) as Division[];
}

test.describe('correcting divisions', () => {
  test.describe.configure({ timeout: 120_000 });

  test('renames a division, and moves a team only after seeing what happens to its games', async ({ page }) => {
    await signIn(page, DEMO.admin);
    const tenU = (await divisions(page)).find((d) => d.name === '10U');
    if (!tenU) throw new Error('the demo league has no 10U');
    const added = await page.request.post(`/api/divisions/${tenU.id}/teams`, { data: { name: 'Valley Movers' } });
    expect(added.status()).toBe(201);
    const movers = (await added.json()) as TeamRef;

    await page.goto('/admin/divisions');
    await page.getByRole('button', { name: 'Rename division 12U' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Division' });
    await rename.getByLabel('Division name').fill('12U Majors');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByText('12U is now 12U Majors.')).toBeVisible();
    await expect(page.getByRole('region', { name: '12U Majors' })).toBeVisible();

    // A team that has played cannot move: the dialog says so, with its games counted.
    const tenUCard = page.getByRole('region', { name: '10U' });
    await tenUCard.getByRole('listitem').filter({ hasText: 'Highland Falcons' }).hover();
    await tenUCard.getByRole('button', { name: 'Move team Highland Falcons' }).click();
    const move = page.getByRole('dialog', { name: 'Move Team' });
    await move.getByLabel('New division').selectOption({ label: '12U Majors' });
    await expect(move.getByText(/^Games against teams of 10U: \d+ scheduled, [1-9]\d* completed\.$/)).toBeVisible();
    await expect(move.getByText(/^Highland Falcons cannot be moved: it has \d+ games played or reported in 10U/)).toBeVisible();
    await expect(move.getByRole('button', { name: 'Move Team' })).toBeDisabled();
    await expectAccessible(page);
    await move.getByRole('button', { name: 'Cancel' }).click();

    // A new team moves, with its games shown first.
    await tenUCard.getByRole('listitem').filter({ hasText: 'Valley Movers' }).hover();
    await tenUCard.getByRole('button', { name: 'Move team Valley Movers' }).click();
    await move.getByLabel('New division').selectOption({ label: '12U Majors' });
    await expect(move.getByText('Games against teams of 10U: 0 scheduled, 0 completed.')).toBeVisible();
    await expect(move.getByText('It has no games in 10U.')).toBeVisible();
    await move.getByRole('button', { name: 'Move Team' }).click();
    await expect(page.getByText('Valley Movers now plays in 12U Majors.')).toBeVisible();
    await expect(page.getByRole('region', { name: '12U Majors' }).getByRole('listitem').filter({ hasText: 'Valley Movers' })).toHaveCount(1);
    await expect(tenUCard.getByRole('listitem').filter({ hasText: 'Valley Movers' })).toHaveCount(0);
    const after = await divisions(page);
    expect(after.find((d) => d.name === '12U Majors')?.teams.map((t) => t.id)).toContain(movers.id);
  });
});
