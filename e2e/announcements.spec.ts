import type { Division } from '../src/shared/schemas/league';
import { DEMO, expect, expectAccessible, signIn, OPEN_DIALOG } from './fixtures';
import { soloTest as test } from './support/isolated-test';

const TITLE = 'Saturday rainout';
const TEXT = 'Every 10U game of Saturday moves to Sunday at the same time and field.';

test.describe('announcements', { tag: '@phone' }, () => {
  test("league staff post a rainout notice for 10U: it shows on the home page and 10U's pages, not on other divisions', and goes when deleted", async ({
    page,
  }) => {
    const divisions = (await (await page.request.get('/api/divisions')).json()) as Division[];
    const tenU = divisions.find((d) => d.name === '10U');
    const eightU = divisions.find((d) => d.name === '8U');
    const falcons = tenU?.teams.find((t) => t.name === 'Highland Falcons');
    if (!tenU || !eightU || !falcons) throw new Error('the demo league has 8U and 10U with the Highland Falcons');

    await signIn(page, DEMO.orgAdmin, '/admin/announcements');
    await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
    await expect(page.getByText('No announcements yet.')).toBeVisible();
    await page.getByRole('button', { name: 'New Announcement' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Announcement' });
    await dialog.getByRole('button', { name: 'Post Announcement' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Text').fill(TEXT);
    await dialog.getByRole('combobox', { name: 'Division' }).click();
    await page.getByRole('option', { name: '10U', exact: true }).click();
    await dialog.getByRole('checkbox', { name: 'Mail it to the coaches it concerns when it starts' }).check();
    await expectAccessible(page, OPEN_DIALOG);
    await dialog.getByRole('button', { name: 'Post Announcement' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Announcement posted')).toBeVisible();

    const row = page.getByRole('table', { name: 'Announcements' }).getByRole('row', { name: new RegExp(TITLE) });
    await expect(row.getByRole('cell').nth(1)).toHaveText('10U');
    await expect(row.getByText('Showing')).toBeVisible();
    await expect(row.getByText(/^Mailed /)).toBeVisible();
    await expectAccessible(page);

    // As a visitor: on the home page and on 10U's standings, schedule, playoffs and team pages.
    await page.context().clearCookies();
    const banner = page.getByRole('region', { name: 'Announcements' }).getByRole('note').filter({ hasText: TITLE });
    for (const path of ['/', `/standings/${tenU.id}`, `/schedule/${tenU.id}`, `/playoffs?division=${tenU.id}`, `/teams/${falcons.id}`]) {
      await page.goto(path);
      await expect(banner, path).toBeVisible();
      await expect(banner).toContainText(TEXT);
    }
    await expectAccessible(page);
    await page.goto(`/standings/${eightU.id}`);
    await expect(page.getByRole('table', { name: '8U standings' })).toBeVisible();
    await expect(banner).toHaveCount(0);

    // The rendered page holds it before any script runs.
    const html = await (await page.request.get(`/standings/${tenU.id}`)).text();
    expect(html).toContain(TITLE);

    await signIn(page, DEMO.orgAdmin, '/admin/announcements');
    await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Announcement' });
    await expect(confirm).toContainText(`Delete “${TITLE}”? It stops showing at once.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No announcements yet.')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Youth Baseball Alliance' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});
