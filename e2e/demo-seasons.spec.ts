import { expect, test } from './fixtures';
import { startServer } from './support/server';
import { DEMO_LOADED_AT } from '../src/server/test/demo-clock';
import { daySpanText, phaseSpans } from '../src/shared/season';
import type { Division, SeasonInfo } from '../src/shared/schemas/league';
import type { SeasonSummary } from '../src/shared/schemas/season';

// The demo league as `npm start` loads it, on the day the tests fix (DEMO_LOADED_AT): the 2025 season
// and the season after it, current, in its fourth week.
test('the demo league shows its current season, and 2025 exactly as it ended at an address to share', async ({ page, server }) => {
  const demo = await startServer({ SEED: 'demo', DEMO_LOADED_AT: DEMO_LOADED_AT.toISOString() }, { empty: true });
  try {
    // 2025's final 8U standings, from a league that holds that season alone.
    await page.goto(`${server.baseURL}/standings`);
    const table = page.getByRole('table', { name: '8U standings' });
    await expect(table).toBeVisible();
    const asItEnded = await table.innerText();

    await page.goto(`${demo.baseURL}/standings`);
    const switcher = page.getByRole('combobox', { name: 'Season' });
    await expect(switcher.locator('option')).toHaveText(['Spring 2026 (current)', '2025']);
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

test('the home and Info pages speak of the current season: its name, its weeks and its dates', async ({ page, server }) => {
  // The league of the specification: 2025, as the specification gives it.
  await page.goto(`${server.baseURL}/info`);
  await expect(page.getByText('How the alliance works, the 2025 season and the rules we play by.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The 2025 Season at a Glance' })).toBeVisible();
  await expect(page.getByText('weeks 1 to 8, 1 April to 25 May 2025.')).toBeVisible();
  await expect(page.getByText('weeks 9 to 13, 26 May to 29 June.')).toBeVisible();

  const demo = await startServer({ SEED: 'demo', DEMO_LOADED_AT: DEMO_LOADED_AT.toISOString() }, { empty: true });
  try {
    const season = (await (await page.request.get(`${demo.baseURL}/api/season`)).json()) as SeasonInfo;
    const [phase1, phase2] = phaseSpans(season);
    if (!phase1 || !phase2) throw new Error('the demo season has its phases');
    await page.goto(demo.baseURL);
    await expect(page.getByText(`Standings, schedules, playoffs and rules for the ${season.name} season, divisions 8U to 12U.`)).toBeVisible();
    await page.goto(`${demo.baseURL}/info`);
    await expect(page.getByText(`How the alliance works, the ${season.name} season and the rules we play by.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: `The ${season.name} Season at a Glance` })).toBeVisible();
    await expect(page.getByText(`weeks 1 to ${phase1.lastWeek}, ${daySpanText(phase1.start, phase1.end)}.`)).toBeVisible();
    await expect(
      page.getByText(`weeks ${phase2.firstWeek} to ${phase2.lastWeek}, ${daySpanText(phase2.start, phase2.end, { withYear: false })}.`),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByText(`The ${season.name} season runs for`)).toBeVisible();
    await expect(page.getByText('2025', { exact: false })).toHaveCount(0);
  } finally {
    await demo.stop();
  }
});

test("a division's page keeps its division when the season changes, and a link from another season opens in that season", async ({ page }) => {
  const demo = await startServer({ SEED: 'demo', DEMO_LOADED_AT: DEMO_LOADED_AT.toISOString() }, { empty: true });
  try {
    const get = async <T>(path: string) => (await (await page.request.get(`${demo.baseURL}${path}`)).json()) as T;
    const seasons = await get<SeasonSummary[]>('/api/seasons');
    const past = seasons.find((s) => !s.current);
    if (!past) throw new Error('the demo has a past season');
    const tenUNow = (await get<Division[]>('/api/divisions')).find((d) => d.name === '10U');
    const tenUThen = (await get<Division[]>(`/api/divisions?season=${past.id}`)).find((d) => d.name === '10U');
    if (!tenUNow || !tenUThen) throw new Error('both seasons have 10U');

    for (const base of ['/standings', '/schedule']) {
      await page.goto(`${demo.baseURL}${base}/${tenUNow.id}`);
      await expect(page.getByRole('tab', { name: '10U' })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('combobox', { name: 'Season' }).selectOption({ label: past.name });
      await expect(page).toHaveURL(`${demo.baseURL}${base}/${tenUThen.id}?season=${past.id}`);
      await expect(page.getByRole('tab', { name: '10U' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText('There is no such division')).toHaveCount(0);
    }

    // A division of one season asked for in the other: its namesake there.
    await page.goto(`${demo.baseURL}/standings/${tenUNow.id}?season=${past.id}`);
    await expect(page).toHaveURL(`${demo.baseURL}/standings/${tenUThen.id}?season=${past.id}`);

    // A link shared while the past season was current.
    await page.goto(`${demo.baseURL}/standings/${tenUThen.id}`);
    await expect(page).toHaveURL(`${demo.baseURL}/standings/${tenUThen.id}?season=${past.id}`);
    await expect(page.getByRole('table', { name: '10U standings' })).toBeVisible();
    await expect(page.getByText('You are looking at a past season')).toBeVisible();
  } finally {
    await demo.stop();
  }
});
