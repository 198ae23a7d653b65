import type { Page } from '@playwright/test';
import type { Coach } from '../src/shared/schemas/coach';
import type { Field } from '../src/shared/schemas/field';
import type { Game } from '../src/shared/schemas/game';
import type { Division } from '../src/shared/schemas/league';
import { DEMO, expect, expectAccessible, signIn, test } from './fixtures';

const TEAM = 'Highland Falcons';

async function read<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The browser's clock a minute before a game: the league's other games stay where they are. */
async function justBefore(page: Page, game: Game): Promise<void> {
  await page.clock.setFixedTime(new Date(new Date(game.scheduledTime).getTime() - 60_000));
}

test.describe('team and field pages', () => {
  test(
    "a parent opens their team's page from the standings: the next game first, the record and place the standings show, the coaches without contact details",
    { tag: '@phone' },
    async ({ page }) => {
      const divisions = await read<Division[]>(page, '/api/divisions');
      const division = divisions.find((d) => d.teams.some((t) => t.name === TEAM));
      const team = division?.teams.find((t) => t.name === TEAM);
      if (!division || !team) throw new Error(`the demo has the ${TEAM}`);
      const games = await read<Game[]>(page, '/api/games');
      const next = games
        .filter((g) => (g.homeTeamId === team.id || g.awayTeamId === team.id) && g.status === 'scheduled' && !g.dateTbd && !g.timeTbd)
        .sort((a, b) => a.scheduledTime.localeCompare(b.scheduledTime))[0];
      if (!next) throw new Error(`the ${TEAM} have a game to play`);
      await justBefore(page, next);

      await page.goto(`/standings/${division.id}`);
      const table = page.getByRole('table', { name: `${division.name} standings` });
      const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: TEAM, exact: true }) });
      const cells = row.getByRole('cell');
      const [wins, losses, ties] = await Promise.all([1, 2, 3].map((i) => cells.nth(i).innerText()));
      const names = await table.getByRole('row').locator('td:first-child').allInnerTexts();
      const place = names.indexOf(TEAM) + 1;
      expect(place).toBeGreaterThan(0);

      await row.getByRole('link', { name: TEAM, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/teams/${team.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible();

      // The next game comes first, before the record and the season's games.
      const sections = page.locator('section[aria-labelledby]');
      await expect(sections.first()).toHaveAccessibleName('Next game');
      const nextGame = page.getByRole('region', { name: 'Next game' });
      const home = next.homeTeamId === team.id;
      const opponent = home ? next.awayTeam : next.homeTeam;
      await expect(nextGame.getByRole('link', { name: opponent.name })).toHaveAttribute('href', `/teams/${opponent.id}`);
      await expect(nextGame).toContainText(home ? `vs ${opponent.name}` : `at ${opponent.name}`);
      await expect(nextGame).toContainText(home ? 'Home' : 'Away');
      await expect(nextGame).toContainText(`Field: ${next.field?.name ?? 'TBD'}`);

      const standing = page.getByRole('region', { name: 'Record and standing' });
      await expect(standing).toContainText(`${wins}-${losses}-${ties}`);
      await expect(standing).toContainText(`of ${division.teams.length} in ${division.name}`);
      await expect(standing).toContainText(new RegExp(`\\b${place}(st|nd|rd|th) of`));

      // Coaches by name; their email and phone appear nowhere, whoever reads the page.
      const coaches = await signIn(page, DEMO.admin).then(() => read<Coach[]>(page, '/api/coaches'));
      await page.request.post('/api/logout');
      const onTeam = coaches.filter((c) => c.teamStaff.some((s) => s.teamId === team.id));
      expect(onTeam.map((c) => c.name)).toContain(DEMO.coach.name);
      const coachList = page.getByRole('region', { name: 'Coaches' });
      for (const coach of onTeam) {
        await expect(coachList).toContainText(coach.name);
        for (const contact of [coach.email, coach.phone]) if (contact) await expect(page.locator('body')).not.toContainText(contact);
      }

      // The season's games, a finished one marked with its result from the team's side.
      const gamesSection = page.getByRole('region', { name: 'Games' });
      await expect(gamesSection.getByText(/^(W|L|T)$/).first()).toBeVisible();
      await expectAccessible(page);
    },
  );

  test('a field page opens from a schedule row: address and directions, instructions, photos and the games to come', { tag: '@phone' }, async ({ page }) => {
    const fields = await read<Field[]>(page, '/api/fields');
    const games = await read<Game[]>(page, '/api/games');
    const playable = (g: Game) => g.status === 'scheduled' && !g.dateTbd && !g.timeTbd;
    const field = fields.find((f) => f.specialInstructions && f.image_url && games.some((g) => g.fieldId === f.id && playable(g)));
    if (!field) throw new Error('the demo has a field with instructions, photos and games to play');
    const game = games.filter((g) => g.fieldId === field.id && playable(g)).sort((a, b) => a.scheduledTime.localeCompare(b.scheduledTime))[0]!;
    await justBefore(page, game);

    await page.goto(`/schedule/${game.homeTeam.divisionId}`);
    await page.getByRole('link', { name: field.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/fields/${field.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: field.name })).toBeVisible();
    await expect(page.getByText(field.address, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Directions/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(field.address)}`,
    );
    await expect(page.getByRole('region', { name: 'Special instructions' })).toContainText(field.specialInstructions!);
    const photo = page.getByRole('img', { name: `${field.name}, photo 1` });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const upcoming = page.getByRole('region', { name: 'Upcoming games' });
    await expect(upcoming).toContainText(`${game.awayTeam.name} @ ${game.homeTeam.name}`);
    await expect(upcoming.getByRole('link', { name: game.homeTeam.name }).first()).toHaveAttribute('href', `/teams/${game.homeTeam.id}`);
    await expectAccessible(page);

    // By keyboard: the photo opens full size, and Escape closes it again.
    const photoButton = page.getByRole('button', { name: `View photo 1 of ${field.name} full size` });
    await photoButton.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: new RegExp(`^${field.name}: photo 1 of`) });
    await expect(viewer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(photoButton).toBeFocused();
  });

  test('an address naming no team or field says so, with a way back', async ({ page }) => {
    for (const path of ['/teams/987654', '/teams/falcons']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Team not found' })).toBeVisible();
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: 'See the standings' }).click();
    await expect(page).toHaveURL(/\/standings$/);

    await page.goto('/fields/987654');
    await expect(page.getByRole('heading', { level: 1, name: 'Field not found' })).toBeVisible();
    await page.getByRole('link', { name: 'See the schedule' }).click();
    await expect(page.getByRole('heading', { name: 'League Schedule' })).toBeVisible();
  });
});
