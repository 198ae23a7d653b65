import type { Page } from '@playwright/test';
import type { Game } from '../src/shared/schemas/game';
import { DEMO, expect, expectAccessible, signIn } from './fixtures';
// A server of its own: the forfeit and the corrections change games and standings other stories read.
import { soloTest as test } from './support/isolated-test';

const TEN_U = 3;

interface Standing {
  wins: number;
  losses: number;
  ties: number;
}

/** A team's row in the public 10U standings. */
async function standingOf(page: Page, team: string): Promise<Standing> {
  await page.goto('/standings/3');
  const row = page.getByRole('table', { name: '10U standings' }).getByRole('row').filter({ hasText: team });
  const cells = row.getByRole('cell');
  await expect(cells.first()).toHaveText(team);
  const number = async (i: number) => Number(await cells.nth(i).innerText());
  return { wins: await number(1), losses: await number(2), ties: await number(3) };
}

/** 'W-L', or 'W-L-T' once there are ties: as the correction dialogs show a record. */
const recordText = (s: Standing) => (s.ties > 0 ? `${s.wins}-${s.losses}-${s.ties}` : `${s.wins}-${s.losses}`);

/** Opens a game's corrections menu on the admin games page, found by its id, and picks one. */
async function correction(page: Page, game: Game, item: string): Promise<void> {
  await page.goto(`/admin/games?division=${TEN_U}&q=${game.id}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(game.id), exact: true }) });
  await row.getByRole('button', { name: `Correct game ${game.id}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('game corrections', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the office corrects a score and records a forfeit, and the public standings follow', async ({ page }) => {
    await signIn(page, DEMO.admin);
    const games = (await (await page.request.get(`/api/games?divisionId=${TEN_U}`)).json()) as Game[];
    const dated = (g: Game) => !g.dateTbd && !g.timeTbd && g.phase === 1;
    const teamsOf = (g: Game) => [g.homeTeamId, g.awayTeamId];
    const open = games.find((g) => dated(g) && g.status === 'scheduled');
    if (!open) throw new Error('10U has a scheduled game');
    const played = games.find(
      (g) => dated(g) && g.status === 'completed' && (g.homeScore ?? 0) > (g.awayScore ?? 0) && !teamsOf(g).some((id) => teamsOf(open).includes(id)),
    );
    if (!played) throw new Error('10U has a game of two other teams the home team won');
    const winner = await standingOf(page, played.homeTeam.name);
    const loser = await standingOf(page, played.awayTeam.name);
    const host = await standingOf(page, open.homeTeam.name);

    // The home team's win becomes a loss: the dialog says so before anything is saved.
    await correction(page, played, 'Correct Score');
    const correct = page.getByRole('dialog', { name: 'Correct Score' });
    await correct.getByLabel(/^Home score/).fill('0');
    await correct.getByLabel(/^Away score/).fill('9');
    const flipped = { ...winner, wins: winner.wins - 1, losses: winner.losses + 1 };
    await expect(correct.getByText(`Standings: ${played.homeTeam.name} ${recordText(winner)} → ${recordText(flipped)}`)).toBeVisible();
    await correct.getByRole('button', { name: 'Correct Score' }).click();
    await expect(correct.getByText('A reason is required')).toBeVisible();
    await correct.getByLabel('Reason').fill('The scorebook had the teams the wrong way round');
    await expectAccessible(page);
    await correct.getByRole('button', { name: 'Correct Score' }).click();
    await expect(correct).toBeHidden();
    await expect(page.getByText('Score corrected')).toBeVisible();

    // The visitors forfeit the open game: the home team wins with the league's forfeit score.
    await correction(page, open, 'Record Forfeit');
    const forfeit = page.getByRole('dialog', { name: 'Record Forfeit' });
    await forfeit.getByRole('radio', { name: `${open.awayTeam.name} (away)` }).check();
    await expect(forfeit.getByText(`Final score: no score → ${open.awayTeam.name} 0, ${open.homeTeam.name} 7`)).toBeVisible();
    await expect(forfeit.getByText(`Standings: ${open.homeTeam.name} ${recordText(host)} → ${recordText({ ...host, wins: host.wins + 1 })}`)).toBeVisible();
    await forfeit.getByLabel('Reason').fill('Only six players came');
    await forfeit.getByRole('button', { name: 'Record Forfeit' }).click();
    await expect(forfeit).toBeHidden();
    await expect(page.getByText('Forfeit recorded')).toBeVisible();

    expect(await standingOf(page, played.homeTeam.name)).toEqual(flipped);
    expect(await standingOf(page, played.awayTeam.name)).toEqual({ ...loser, wins: loser.wins + 1, losses: loser.losses - 1 });
    expect(await standingOf(page, open.homeTeam.name)).toEqual({ ...host, wins: host.wins + 1 });
  });
});
