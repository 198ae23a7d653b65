import type { Page } from '@playwright/test';
import type { Game } from '../src/shared/schemas/game';
import type { PlayoffFormat, SeededTeam } from '../src/shared/schemas/playoffs';
import { DEMO, expect, expectAccessible, signIn } from './fixtures';
// A database of its own: it reads the demo's phase 2 availability, which the coach portal's stories change.
import { soloTest as test } from './support/isolated-test';

const TWELVE_U = 5;

async function read<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

test.describe('the phase 2 proposer', () => {
  test.describe.configure({ timeout: 120_000 });

  test('proposes the pool matchups on the dates both teams gave, says why one cannot be placed, and books the chosen game @phone', async ({ page }) => {
    await signIn(page, DEMO.admin);
    const format = (await read<PlayoffFormat[]>(page, '/api/playoff-formats')).find((f) => f.divisionId === TWELVE_U);
    // The first matchups of the Gold and the Silver Pool: four different teams.
    const first = format?.pools[0]?.matchups?.[0];
    const second = format?.pools[1]?.matchups?.[0];
    const seeds = await read<SeededTeam[]>(page, `/api/divisions/${TWELVE_U}/seeds`);
    const team = (seed: number | undefined) => seeds.find((s) => s.seed === seed)?.team;
    const [home, away, otherHome, otherAway] = [team(first?.homeTeamSeed), team(first?.awayTeamSeed), team(second?.homeTeamSeed), team(second?.awayTeamSeed)];
    if (!home || !away || !otherHome || !otherAway) throw new Error('12U has Gold and Silver Pool matchups');
    // The first matchup's teams meet on 21 June (the host starts at 10:00 or 13:00, the visitor
    // travels 11:00 to 15:00); the Silver Pool's host is home only on 14 June, its visitor away only on 16 June.
    const answers = [
      { teamId: home.id, dates: [{ date: '2025-06-21', canPlayHome: true, canPlayAway: false, homeStartTimes: ['10:00', '13:00'] }] },
      { teamId: away.id, dates: [{ date: '2025-06-21', canPlayHome: false, canPlayAway: true, awayEarliestStartTime: '11:00', awayLatestStartTime: '15:00' }] },
      { teamId: otherHome.id, dates: [{ date: '2025-06-14', canPlayHome: true, canPlayAway: false, homeStartTimes: ['10:00'] }] },
      { teamId: otherAway.id, dates: [{ date: '2025-06-16', canPlayHome: false, canPlayAway: true }] },
    ];
    for (const { teamId, dates } of answers) {
      expect((await page.request.post('/api/team-availability', { data: { teamId, notes: null, dates } })).ok()).toBe(true);
    }

    // The demo's 12U phase 2 games go first: every matchup is left to propose.
    const twelveU = seeds.map((s) => s.team.id);
    for (const game of (await read<Game[]>(page, '/api/games')).filter((g) => g.phase === 2 && twelveU.includes(g.homeTeamId))) {
      expect((await page.request.delete(`/api/games/${game.id}`)).ok()).toBe(true);
    }

    await page.goto('/admin/phase2-scheduling');
    await page.getByRole('combobox', { name: 'Division' }).click();
    await page.getByRole('option', { name: '12U', exact: true }).click();
    const card = page.getByRole('region', { name: 'Proposed Schedule' });
    await card.getByRole('button', { name: 'Propose schedule' }).click();
    const row = card.getByRole('row', { name: new RegExp(`${away.name} @ ${home.name}`) });
    await expect(row).toContainText('Sat, Jun 21, 2025');
    await expect(row).toContainText('1:00 PM');
    await expect(card.getByText(`No common date: ${otherHome.name} can host Jun 14; ${otherAway.name} can travel Jun 16`)).toBeVisible();
    await expectAccessible(page);

    // Only the first matchup's game is accepted.
    const boxes = card.getByRole('checkbox');
    for (let i = 0; i < (await boxes.count()); i++) {
      const box = boxes.nth(i);
      if ((await box.getAttribute('aria-label')) !== `Accept ${away.name} @ ${home.name}`) await box.uncheck();
    }
    await card.getByRole('button', { name: 'Accept chosen (1)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Add 1 game to the schedule?' });
    await expect(confirm).toContainText(`${away.name} @ ${home.name}`);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Add 1 game' }).click();
    await expect(page.getByText('1 game added to the schedule')).toBeVisible();
    const booked = (await read<Game[]>(page, '/api/games')).filter((g) => g.homeTeamId === home.id && g.awayTeamId === away.id && g.phase === 2);
    expect(booked).toHaveLength(1);
    expect(booked[0]?.status).toBe('scheduled');
    await expect(row).toContainText(`Added: game ${booked[0]!.id}`);
  });
});
