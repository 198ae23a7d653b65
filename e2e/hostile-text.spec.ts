import type { Page } from '@playwright/test';
import type { Division } from '../src/shared/schemas/league';
import { DEMO, expect, signIn } from './fixtures';
import { isolatedTest as test } from './support/isolated-test';

// Markup that would run script if any screen put it into the page as HTML.
const TEAM = 'Owls <img src=x onerror="window.__xss=1">';
const FIELD = 'Mound <script>window.__xss=2</script>';
const ADDRESS = '1 <b onmouseover="window.__xss=3">Main</b> St';
const INSTRUCTIONS = 'Park <iframe src="javascript:window.__xss=4"></iframe> behind the gym';
const FIELD_NOTES = '<svg onload="window.__xss=5"></svg> Gate code 1234';
const COACH = 'Robin <img src=x onerror="window.__xss=6"> Vale';
const AVAILABILITY_NOTES = '<a href="javascript:window.__xss=7">Call me</a> after 5';
const DATE_NOTES = '<style>body{display:none}</style> Lights until 9';

async function expectNothingRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('main img[src="x"], main script, main iframe, main svg[onload], main a[href^="javascript:"]')).toHaveCount(0);
}

test.describe('texts with markup', () => {
  test('team, field, coach and note texts are shown as the text they are, on every screen', async ({ page }) => {
    test.slow();
    await signIn(page, DEMO.admin);
    const divisions = (await (await page.request.get('/api/divisions')).json()) as Division[];
    const tenU = divisions.find((d) => d.name === '10U');
    if (!tenU) throw new Error('the demo league has 10U');
    const team = (await (await page.request.post(`/api/divisions/${tenU.id}/teams`, { data: { name: TEAM } })).json()) as { id: number };
    const writes = [
      await page.request.post('/api/fields', {
        data: { name: FIELD, address: ADDRESS, specialInstructions: INSTRUCTIONS, notes: FIELD_NOTES, teamIds: [team.id], divisionId: tenU.id },
      }),
      await page.request.post('/api/coaches', {
        data: {
          name: COACH,
          email: 'robin.vale@example.com',
          password: 'first-pass1',
          phone: '555-201-9999',
          gameChangerTeamName: TEAM,
          teamAssignments: [{ teamId: team.id, role: 'head_coach' }],
        },
      }),
      await page.request.post('/api/team-availability', {
        data: {
          teamId: team.id,
          notes: AVAILABILITY_NOTES,
          dates: [{ date: '2025-06-21', canPlayHome: true, canPlayAway: false, homeStartTimes: ['10:00'], notes: DATE_NOTES }],
        },
      }),
    ];
    for (const write of writes) expect(write.ok(), await write.text()).toBe(true);

    await page.goto(`/standings/${tenU.id}`);
    await expect(page.getByRole('table', { name: '10U standings' }).getByText(TEAM, { exact: true })).toBeVisible();
    await expectNothingRan(page);

    await page.goto(`/coach/directory/${tenU.id}`);
    await page.getByLabel('Search').fill('Robin');
    await expect(page.getByText(COACH, { exact: true }).first()).toBeVisible();
    await expectNothingRan(page);

    await page.goto('/admin/fields');
    await page.getByRole('tab', { name: '10U' }).click();
    const card = page.getByRole('article', { name: FIELD });
    await expect(card.getByRole('heading', { name: FIELD })).toBeVisible();
    await expect(card.getByText(ADDRESS)).toBeVisible();
    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog');
    await expect(details.getByText(ADDRESS)).toBeVisible();
    await expect(details.getByText(INSTRUCTIONS)).toBeVisible();
    await expect(details.getByText(FIELD_NOTES)).toBeVisible();
    await expect(details.getByText(TEAM).first()).toBeVisible();
    await expectNothingRan(page);
    await page.keyboard.press('Escape');

    await page.goto('/admin/phase2-scheduling');
    await page.getByRole('combobox', { name: 'Division' }).click();
    await page.getByRole('option', { name: '10U', exact: true }).click();
    await page.getByRole('combobox', { name: 'Team' }).click();
    await page.getByRole('option', { name: TEAM, exact: true }).click();
    await expect(page.getByText(AVAILABILITY_NOTES).first()).toBeVisible();
    await expect(page.getByText(DATE_NOTES).first()).toBeVisible();
    await expectNothingRan(page);
  });

  test('the content security policy stops script the page did not load from the site', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const blocked = page.waitForEvent('console', (message) => message.type() === 'error' && /Content Security Policy/.test(message.text()));
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__xss = 8';
      document.body.append(script);
    });
    await blocked;
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});
