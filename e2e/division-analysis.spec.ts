import { DEMO, expect, expectAccessible, signIn, test } from './fixtures';
import { isolatedTest } from './support/isolated-test';

const CHARTS = ['Run differential per game', 'Win % against Pythagorean expectation', 'How games were decided', 'Parity across the season'];

test.describe('division analysis', () => {
  test('an administrator reads a division’s summary, charts, team figures and suggested Gold/Silver split @phone', async ({ page, isMobile }) => {
    await signIn(page, DEMO.admin, '/admin/divisions');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Analysis' }).click();
    } else {
      await page.getByRole('button', { name: 'Admin' }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Analysis' }).click();
    }
    await expect(page).toHaveURL(/\/analysis$/);
    await expect(page.getByRole('heading', { name: 'Division Analysis', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: '12U' }).click();
    await expect(page).toHaveURL(/\/analysis\/\d+$/);

    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText(/is the least balanced division of the \d{4} season/);
    await expect(summary).toContainText(/12U has \d+ results?, decided by [\d.]+ runs on average/);
    await expect(page.getByRole('list', { name: 'Key figures' }).getByRole('listitem')).toHaveCount(6);

    for (const name of CHARTS) {
      const chart = page.getByRole('figure', { name });
      await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    }
    await expect(page.getByRole('figure', { name: 'Win % against Pythagorean expectation' })).toHaveAccessibleDescription(/exponent 1\.83/);

    const teams = page.getByRole('table', { name: '12U team figures' });
    await expect(teams.getByRole('row')).toHaveCount(9);

    const split = page.getByRole('region', { name: 'Suggested Gold/Silver split' });
    await expect(split.getByRole('heading', { name: 'Gold Pool' })).toBeVisible();
    await expect(split.getByRole('heading', { name: 'Silver Pool' })).toBeVisible();
    await expect(split).toContainText('Every one of the 70 possible splits was weighed.');
    const fit = split.getByRole('table', { name: '12U availability by pool' });
    await expect(fit.getByRole('row')).toHaveCount(9);
    await expect(fit.getByRole('row').nth(1)).toContainText(/\d+ of \d+/);
    await expectAccessible(page);
  });
});

isolatedTest.describe('publishing the division analysis', () => {
  isolatedTest('a visitor is asked to sign in until an administrator publishes the analysis, then reads it @phone', async ({ page, browser, baseURL }) => {
    const visitor = await browser.newPage({ baseURL });
    await visitor.goto('/analysis');
    await expect(visitor.getByText('The league has not published its division analysis.')).toBeVisible();
    const signInLink = visitor.getByRole('link', { name: 'Sign in' });
    await expect(signInLink).toHaveAttribute('href', '/auth');
    // The link reads as a part of its sentence: in the notice's own font size.
    const sizes = await signInLink.evaluate((link) => [getComputedStyle(link).fontSize, getComputedStyle(link.parentElement!).fontSize]);
    expect(sizes[0]).toBe(sizes[1]);
    await expectAccessible(visitor);

    await signIn(page, DEMO.admin, '/admin/settings?tab=seasons');
    const publish = page.getByRole('switch', { name: 'Publish the division analysis' });
    await expect(publish).not.toBeChecked();
    await publish.click();
    await expect(page.getByText('Division analysis is public')).toBeVisible();
    await expect(publish).toBeChecked();
    await expectAccessible(page);

    // The standings offer it once it is published.
    await visitor.goto('/standings');
    const link = visitor.getByRole('link', { name: 'Division analysis' });
    await expect(link).toBeVisible();
    await expectAccessible(visitor);
    await link.click();
    await expect(visitor).toHaveURL(/\/analysis\/\d+$/);
    await expect(visitor.getByRole('region', { name: 'Summary' })).toContainText('is the least balanced division');
    await expect(visitor.getByRole('figure', { name: 'Run differential per game' }).locator('svg.recharts-surface')).toBeVisible();
    await visitor.close();
  });
});
