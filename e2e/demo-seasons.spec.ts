import { expect, test } from './fixtures';
import { startServer } from './support/server';

// The demo league as `npm start` loads it, today: the 2025 season and the season after it, current.
test('the demo league shows its current season, and 2025 exactly as it ended at an address to share', async ({ page, server }) => {
  const demo = await startServer({ SEED: 'demo' }, { empty: true });
  try {
    // 2025's final 8U standings, from a league that holds that season alone.
    await page.goto(`${server.baseURL}/standings`);
    const table = page.getByRole('table', { name: '8U standings' });
    await expect(table).toBeVisible();
    const asItEnded = await table.innerText();

    await page.goto(`${demo.baseURL}/standings`);
    const switcher = page.getByRole('combobox', { name: 'Season' });
    await expect(switcher.locator('option')).toHaveText([/^(Spring|Summer|Fall) \d{4} \(current\)$/, '2025']);
    await expect(switcher.locator('option:checked')).toHaveText(/\(current\)$/);
    await expect(table).toBeVisible();
    // The current season's phase 1 is under way: other results than 2025's.
    expect(await table.innerText()).not.toBe(asItEnded);

    await switcher.selectOption({ label: '2025' });
    await expect(page).toHaveURL(/[?&]season=\d+/);
    await expect(page.getByText('You are looking at a past season')).toBeVisible();
    await expect.poll(() => table.innerText()).toBe(asItEnded);
    await page.reload();
    await expect(switcher.locator('option:checked')).toHaveText('2025');
    await expect.poll(() => table.innerText()).toBe(asItEnded);
  } finally {
    await demo.stop();
  }
});
