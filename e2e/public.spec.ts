import { DEMO, expect, expectAccessible, signIn, signInThroughForm, test } from './fixtures';

test.describe('public site', () => {
  test('home links every division to its standings and schedule', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Youth Baseball Alliance' })).toBeVisible();
    for (const name of ['8U', '9U', '10U', '11U', '12U']) {
      await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
    }
    await page.getByRole('link', { name: '10U', exact: true }).first().click();
    await expect(page).toHaveURL(/\/standings\/3$/);
    await expect(page.getByRole('heading', { name: 'League Standings' })).toBeVisible();
    await page.goto('/');
    await page.getByRole('link', { name: 'Rules' }).click();
    await expect(page).toHaveURL(/\/info\?tab=rules$/);
    await expectAccessible(page);
  });

  test('standings show the computed table with the leader in bold', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/standings');
    const table = page.getByRole('table', { name: '8U standings' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Team', 'W', 'L', 'T', 'GP', 'Win %', 'GB', 'RS', 'RA', 'DIFF']);
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(9);
    await expect(rows.nth(1).getByRole('cell').nth(6)).toHaveText('-');
    await expect(rows.nth(1)).toHaveCSS('font-weight', '700');
    await expect(rows.nth(2).getByRole('cell').nth(5)).toHaveText(/^(1|\.)\d{3}$|^\.\d{3}$/);
    await page.getByRole('tab', { name: '12U' }).click();
    await expect(page).toHaveURL(/\/standings\/5$/);
    await expect(page.getByRole('table', { name: '12U standings' })).toBeVisible();
    await expectAccessible(page);
  });

  test('schedule lists weeks with TBD games and only verified scores', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/schedule/3');
    await expect(page.getByRole('heading', { name: 'League Schedule' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Week 2 (Phase 1)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Week 9 (Phase 2)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Week 14 (Championship)' })).toBeVisible();
    await expect(page.getByText('Date & Time TBD').filter({ visible: true }).first()).toBeVisible();
    await expect(
      page
        .getByText(/Time TBD/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(page.getByLabel(/^Final score \d+ to \d+$/).first()).toBeVisible();
    await page.getByText('By Team').click();
    await expect(page.getByText('Select a team to view their schedule')).toBeVisible();
    const firstTeam = page.getByRole('group', { name: 'Team' }).getByRole('button').first();
    await firstTeam.click();
    await expect(firstTeam).toHaveAttribute('aria-pressed', 'true');
    await firstTeam.click();
    await expect(page.getByText('Select a team to view their schedule')).toBeVisible();
    await expectAccessible(page);
  });

  test('playoffs show pool standings and the format of each division', { tag: '@phone' }, async ({ page }) => {
    // The 11U pool standings are read too (spec 7), though nothing shows them.
    const pool11u = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/11u-pool-standings');
    await page.goto('/playoffs');
    expect((await pool11u).ok()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Playoff Formats' })).toBeVisible();
    await expect(page.getByText('2025 Season Playoff Information')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Phase 2 Pool Standings' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Gold Pool standings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Championship' })).toBeVisible();
    await page.getByRole('tab', { name: '11U' }).click();
    await expect(page.getByRole('table', { name: 'Silver Pool standings' })).toBeVisible();
    await expectAccessible(page);
  });

  test('info tabs follow the tab query parameter', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/info?tab=details');
    await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Rules' }).click();
    await expect(page).toHaveURL(/tab=rules/);
    await expect(page.getByText('Rules last revised 15 December 2024.')).toBeVisible();
    await expectAccessible(page);
  });

  test('changelog shows the current version and its notes', async ({ page }) => {
    await page.goto('/changelog');
    await expect(page.getByText('Current version 1.5.0 · Last updated May 23, 2025')).toBeVisible();
    await expect(page.getByText('A playoff page with Phase 2 pool standings')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Version 1.0.0' })).toBeVisible();
    await expectAccessible(page);
  });

  test('an unknown path shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('paths match with letter case, on the page as on the server', async ({ page }) => {
    const response = await page.goto('/CHANGELOG');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test.describe('navigation', { tag: '@phone' }, () => {
  test('the version label links to the changelog', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('link', { name: /Version 1\.5\.0/ })
      .last()
      .click();
    await expect(page).toHaveURL(/\/changelog$/);
  });

  test('every public link is in the header, or in the slide-out menu on a phone', async ({ page, isMobile }) => {
    await page.goto('/');
    let nav = page.getByRole('navigation', { name: 'Main' });
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      nav = page.getByRole('dialog', { name: 'Menu' });
    }
    for (const label of ['Home', 'Standings', 'Schedule', 'Playoffs', 'Info']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Coach Login' })).toBeVisible();
  });

  test('the slide-out menu and the header dropdown pass the accessibility checks while open', async ({ page, isMobile }) => {
    await signIn(page, DEMO.admin, '/admin/divisions');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Audit Log' })).toBeVisible();
      // The page header stays the only banner landmark.
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expectAccessible(page);
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();
    } else {
      await page.getByRole('button', { name: 'Admin' }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Audit Log' })).toBeVisible();
      await expectAccessible(page);
      await menu.getByRole('menuitem', { name: 'Games' }).click();
      await expect(page).toHaveURL(/\/admin\/games$/);
    }
  });
});

// The header dropdown is a desktop control; on a phone the slide-out menu takes its place.
test('menus ease in, or appear at once for a visitor whose device asks for less motion', async ({ page }) => {
  await signIn(page, DEMO.admin, '/admin/divisions');
  const menuMotion = async () => {
    await page.getByRole('button', { name: 'Admin' }).click();
    const duration = await page.getByRole('menu').evaluate((menu) => getComputedStyle(menu).transitionDuration);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    return duration;
  };
  expect(await menuMotion()).toBe('0s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await menuMotion()).not.toBe('0s');
});

test.describe('sign-in', () => {
  test('login validation messages', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Coach Login' })).toBeVisible();
    await expect(page.getByText('Sign in to access the coach administration portal')).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectAccessible(page);
  });

  test('a wrong password shows the Login failed toast', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Username').fill(DEMO.coach.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page.getByText('401: Invalid username or password')).toBeVisible();
  });

  test('a failed sign-out shows the Logout failed toast with the status', { tag: '@phone' }, async ({ page, isMobile }) => {
    await signIn(page, DEMO.coach, '/coach/directory');
    await page.route('**/api/logout', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The database is not available' }) }),
    );
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Logout failed')).toBeVisible();
    await expect(page.getByText('503: The database is not available')).toBeVisible();
  });

  test('protected pages send a signed-out visitor to the sign-in page', async ({ page }) => {
    await page.goto('/coach/games');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an administrator lands on divisions and signs out', { tag: '@phone' }, async ({ page, isMobile }) => {
    await signInThroughForm(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/divisions$/);
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByText('Signed in as')).toBeVisible();
    } else {
      await expect(page.getByText('Welcome,')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Coach Login' })).toBeVisible();
  });

  test('a coach lands on the directory; a signed-in coach visiting /auth is sent there too; then signs out', { tag: '@phone' }, async ({ page, isMobile }) => {
    await signInThroughForm(page, DEMO.coach);
    await expect(page).toHaveURL(/\/coach\/directory$/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/coach\/directory$/);
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Signed out for good: the coach's pages ask for a sign-in again.
    await page.goto('/coach/games');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a coach sees only their own games on the schedule, their team preselected', { tag: '@phone' }, async ({ page }) => {
    await signIn(page, DEMO.multiTeamCoach);
    await page.goto('/schedule');
    await expect(page).toHaveURL(/\/schedule\/3$/);
    await expect(page.getByRole('button', { name: 'Greenville Bulldogs', pressed: true })).toBeVisible();
    await expect(page.getByText('You are seeing the games of your own teams.')).toBeVisible();
  });
});
