import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '../../../../shared/schemas/game';
import type { Division } from '../../../../shared/schemas/league';
import { computeStandings } from '../../../../shared/standings';
import { recordText } from '../../../../shared/standings-change';
import { findOpenDialog } from '../../../test/dialog';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { CancelGameDialog } from './cancel-game-dialog';
import { CorrectScoreDialog } from './correct-score-dialog';
import { DeleteGameSummary } from './delete-game-summary';
import { ForfeitDialog } from './forfeit-dialog';

const server = serveLeague();

const leagueGames = () => server.asAdmin<Game[]>('GET', '/api/games');
const gameOnServer = async (id: number) => (await leagueGames()).find((g) => g.id === id);
const used = new Set<number>();

/** An unused game of the demo league that fits, as the games page hands it to a dialog. */
async function pick(fits: (game: Game) => boolean): Promise<Game> {
  const game = (await leagueGames()).find((g) => !used.has(g.id) && !g.dateTbd && !g.timeTbd && fits(g));
  if (!game) throw new Error('The demo league has such a game');
  used.add(game.id);
  return game;
}

/** A team's phase 1 record as the standings page shows it now, 'W-L'. */
async function recordOf(game: Game, teamId: number): Promise<{ wins: number; losses: number; ties: number }> {
  const divisions = await server.asAdmin<Division[]>('GET', '/api/divisions');
  const teams = divisions.find((d) => d.id === game.homeTeam.divisionId)?.teams ?? [];
  const row = computeStandings(teams, await leagueGames()).find((r) => r.teamId === teamId);
  if (!row) throw new Error('The team has a standings row');
  return row;
}

async function open(element: React.ReactElement, title: string) {
  await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  const rendered = renderInApp(element);
  return { ...rendered, dialog: await findOpenDialog(title) };
}

describe('Correct Score dialog', () => {
  it('asks for a reason, shows the new score and both standings before saving, and saves', async () => {
    const game = await pick((g) => g.status === 'completed' && g.phase === 1 && g.homeScore !== null && g.awayScore !== null && g.homeScore > g.awayScore);
    const home = await recordOf(game, game.homeTeamId);
    const away = await recordOf(game, game.awayTeamId);
    const onClose = vi.fn();
    const { user, dialog } = await open(<CorrectScoreDialog game={game} onClose={onClose} />, 'Correct Score');
    const homeBox = within(dialog).getByRole('textbox', { name: `Home score (${game.homeTeam.name})` });
    const awayBox = within(dialog).getByRole('textbox', { name: `Away score (${game.awayTeam.name})` });
    await user.clear(homeBox);
    await user.type(homeBox, '0');
    await user.clear(awayBox);
    await user.type(awayBox, '9');

    const flipped = (r: { wins: number; losses: number; ties: number }, won: boolean) =>
      recordText({ wins: r.wins + (won ? -1 : 1), losses: r.losses + (won ? 1 : -1), ties: r.ties });
    expect(await within(dialog).findByText(`Standings: ${game.homeTeam.name} ${recordText(home)} → ${flipped(home, true)}`)).toBeTruthy();
    expect(within(dialog).getByText(`Standings: ${game.awayTeam.name} ${recordText(away)} → ${flipped(away, false)}`)).toBeTruthy();
    expect(
      within(dialog).getByText(
        `Final score: ${game.awayTeam.name} ${game.awayScore}, ${game.homeTeam.name} ${game.homeScore} → ${game.awayTeam.name} 9, ${game.homeTeam.name} 0`,
      ),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Correct Score' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(await gameOnServer(game.id)).toMatchObject({ homeScore: game.homeScore, awayScore: game.awayScore });

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Scorebook read upside down');
    await user.click(within(dialog).getByRole('button', { name: 'Correct Score' }));
    expect(await screen.findByText('Score corrected')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(await gameOnServer(game.id)).toMatchObject({ status: 'completed', homeScore: 0, awayScore: 9 });
  });

  it("shows the server's refusal in the dialog", async () => {
    const game = await pick((g) => g.status === 'completed');
    const { user, dialog } = await open(<CorrectScoreDialog game={game} onClose={vi.fn()} />, 'Correct Score');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'no change');
    await user.click(within(dialog).getByRole('button', { name: 'Correct Score' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(`The game's score is already ${game.homeScore}-${game.awayScore} (home-away)`);
  });
});

describe('Record Forfeit and Undo Forfeit dialogs', () => {
  it("records a forfeit with the league's forfeit score for the other side, and undoes it", async () => {
    const game = await pick((g) => g.status === 'scheduled' && g.phase === 1);
    const home = await recordOf(game, game.homeTeamId);
    const onClose = vi.fn();
    const { user, dialog, unmount } = await open(<ForfeitDialog game={game} mode="record" onClose={onClose} />, 'Record Forfeit');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Only six players');
    await user.click(within(dialog).getByRole('button', { name: 'Record Forfeit' }));
    expect(await within(dialog).findByText('Choose the team that forfeited')).toBeTruthy();

    await user.click(within(dialog).getByRole('radio', { name: `${game.awayTeam.name} (away)` }));
    expect(await within(dialog).findByText(/The other team wins 7-0/)).toBeTruthy();
    expect(within(dialog).getByText('Status: Scheduled → Completed')).toBeTruthy();
    expect(within(dialog).getByText(`Final score: no score → ${game.awayTeam.name} 0, ${game.homeTeam.name} 7`)).toBeTruthy();
    expect(
      await within(dialog).findByText(`Standings: ${game.homeTeam.name} ${recordText(home)} → ${recordText({ ...home, wins: home.wins + 1 })}`),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Record Forfeit' }));
    expect(await screen.findByText('Forfeit recorded')).toBeTruthy();
    const forfeited = await gameOnServer(game.id);
    expect(forfeited).toMatchObject({ status: 'completed', homeScore: 7, awayScore: 0, forfeitedBy: 'away' });
    unmount();

    const undo = await open(<ForfeitDialog game={forfeited!} mode="undo" onClose={vi.fn()} />, 'Undo Forfeit');
    expect(within(undo.dialog).getByText(new RegExp(`${game.awayTeam.name} forfeited this game`))).toBeTruthy();
    expect(within(undo.dialog).getByText('Status: Completed → Scheduled')).toBeTruthy();
    await undo.user.type(within(undo.dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong game');
    await undo.user.click(within(undo.dialog).getByRole('button', { name: 'Undo Forfeit' }));
    expect(await screen.findByText('Forfeit undone')).toBeTruthy();
    expect(await gameOnServer(game.id)).toMatchObject({ status: 'scheduled', homeScore: null });
  });
});

describe('Cancel Game and Reinstate Game dialogs', () => {
  it('cancels a completed game, saying its score leaves the standings', async () => {
    const game = await pick((g) => g.status === 'completed' && g.phase === 1);
    const { user, dialog } = await open(<CancelGameDialog game={game} mode="cancel" onClose={vi.fn()} />, 'Cancel Game');
    expect(within(dialog).getByText(/Its final score is removed/)).toBeTruthy();
    expect(within(dialog).getByText('Status: Completed → Cancelled')).toBeTruthy();
    for (const team of [game.homeTeam, game.awayTeam]) {
      expect(await within(dialog).findByText((text) => text.startsWith(`Standings: ${team.name} `))).toBeTruthy();
    }
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Replay ordered');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Game' }));
    expect(await screen.findByText('Game cancelled')).toBeTruthy();
    expect(await gameOnServer(game.id)).toMatchObject({ status: 'cancelled', homeScore: null });
  });

  it('names the game that took the field, and reinstates when the administrator allows a second diamond', async () => {
    const game = await pick((g) => g.status === 'scheduled' && g.fieldId !== null);
    await server.asAdmin('PATCH', `/api/games/${game.id}/cancel`, { reason: 'Rain' });
    const divisions = await server.asAdmin<Division[]>('GET', '/api/divisions');
    const games = await leagueGames();
    const busy = (teamId: number) =>
      games.some(
        (g) => (g.homeTeamId === teamId || g.awayTeamId === teamId) && Math.abs(Date.parse(g.scheduledTime) - Date.parse(game.scheduledTime)) < 3 * 3_600_000,
      );
    const [a, b] = (divisions.find((d) => d.id === game.homeTeam.divisionId)?.teams ?? []).filter((t) => !busy(t.id));
    if (!a || !b) throw new Error('Two teams are free at the time');
    const taker = await server.asAdmin<Game>('POST', '/api/games', {
      homeTeamId: a.id,
      awayTeamId: b.id,
      fieldId: game.fieldId,
      scheduledTime: game.scheduledTime,
    });

    const cancelled = (await gameOnServer(game.id))!;
    const onClose = vi.fn();
    const { user, dialog } = await open(<CancelGameDialog game={cancelled} mode="reinstate" onClose={onClose} />, 'Reinstate Game');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Rain stopped');
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate Game' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(`(game ${taker.id})`);
    await user.click(within(alert).getByRole('checkbox', { name: /Reinstate it anyway/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate Game' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await gameOnServer(game.id)).toMatchObject({ status: 'scheduled' });
  });
});

describe('Delete Game confirmation', () => {
  it('counts what deleting a played game removes: its score, its score reports and its place in both records', async () => {
    const game = await pick(
      (g) => g.status === 'completed' && g.phase === 1 && g.homeScore !== null && g.awayScore !== null && g.homeScore > g.awayScore && g.field !== null,
    );
    const reports = await server.asAdmin<unknown[]>('GET', `/api/games/${game.id}/score-reports`);
    const home = await recordOf(game, game.homeTeamId);
    const away = await recordOf(game, game.awayTeamId);
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    renderInApp(<DeleteGameSummary game={game} />);

    const summary = screen.getByLabelText('What will change');
    expect(await within(summary).findByText(`Score reports deleted: ${reports.length}`)).toBeTruthy();
    expect(within(summary).getByText(`Final score removed: ${game.awayTeam.name} ${game.awayScore}, ${game.homeTeam.name} ${game.homeScore}`)).toBeTruthy();
    expect(
      await within(summary).findByText(`Standings: ${game.homeTeam.name} ${recordText(home)} → ${recordText({ ...home, wins: home.wins - 1 })}`),
    ).toBeTruthy();
    expect(
      within(summary).getByText(`Standings: ${game.awayTeam.name} ${recordText(away)} → ${recordText({ ...away, losses: away.losses - 1 })}`),
    ).toBeTruthy();
    expect(within(summary).getByText(`The game leaves the schedule, and ${game.field?.name} is free at its time`)).toBeTruthy();
  });
});
