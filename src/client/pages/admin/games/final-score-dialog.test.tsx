import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '../../../../shared/schemas/game';
import { findOpenDialog } from '../../../test/dialog';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { FinalScoreDialog } from './final-score-dialog';

const server = serveLeague();

const leagueGames = () => server.asAdmin<Game[]>('GET', '/api/games');

async function gameOnServer(id: number): Promise<Game | undefined> {
  return (await leagueGames()).find((g) => g.id === id);
}

/** The league's first game with the status, as the games page hands it to the dialog. */
async function firstGame(status: Game['status']): Promise<Game> {
  const game = (await leagueGames()).find((g) => g.status === status);
  if (!game) throw new Error(`The demo league has no ${status} game`);
  return game;
}

/** The dialog as the games page opens it for the administrator. */
async function openFinalScore(game: Game, mode: 'enter' | 'resolve') {
  await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  const onClose = vi.fn();
  const rendered = renderInApp(<FinalScoreDialog game={game} mode={mode} onClose={onClose} />);
  const dialog = await findOpenDialog(mode === 'enter' ? 'Enter Game Scores' : 'Resolve Score Dispute');
  return {
    ...rendered,
    dialog,
    onClose,
    home: within(dialog).getByRole('textbox', { name: `Home score (${game.homeTeam.name})` }),
    away: within(dialog).getByRole('textbox', { name: `Away score (${game.awayTeam.name})` }),
  };
}

describe('enter game scores dialog', () => {
  it('names a missing score and one that is not 0 to 99, and sends nothing', async () => {
    const game = await firstGame('scheduled');
    const { user, dialog, home, away, onClose } = await openFinalScore(game, 'enter');
    expect(within(dialog).getByText(`${game.awayTeam.name} @ ${game.homeTeam.name}, ${game.formattedTime}`)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save Scores' }));
    expect(await screen.findByText('Home score is required')).toBeTruthy();
    expect(screen.getByText('Away score is required')).toBeTruthy();

    await user.type(home, 'ten');
    await user.type(away, '100');
    await user.click(screen.getByRole('button', { name: 'Save Scores' }));
    expect(await screen.findByText('Home score must be a whole number from 0 to 99')).toBeTruthy();
    expect(screen.getByText('Away score must be a whole number from 0 to 99')).toBeTruthy();

    expect(onClose).not.toHaveBeenCalled();
    expect(await gameOnServer(game.id)).toMatchObject({ status: 'scheduled', homeScore: null, awayScore: null });
  });

  it('records the final score of a scheduled game, each score on its own side', async () => {
    const game = await firstGame('scheduled');
    const { user, home, away, onClose } = await openFinalScore(game, 'enter');

    await user.type(home, ' 7 ');
    await user.type(away, '2');
    await user.click(screen.getByRole('button', { name: 'Save Scores' }));

    expect(await screen.findByText('Scores entered successfully')).toBeTruthy();
    expect(screen.getByText('The final score has been recorded.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(await gameOnServer(game.id)).toMatchObject({ status: 'completed', homeScore: 7, awayScore: 2 });
  });

  it("tells the server's refusal when the game was finished meanwhile, and keeps its score", async () => {
    const game = await firstGame('scheduled');
    // Another administrator enters the score while this dialog is open.
    await server.asAdmin('PATCH', `/api/games/${game.id}/direct-score`, { homeScore: 4, awayScore: 4 });
    const { user, home, away, onClose } = await openFinalScore(game, 'enter');

    await user.type(home, '9');
    await user.type(away, '0');
    await user.click(screen.getByRole('button', { name: 'Save Scores' }));

    expect(await screen.findByText('Error entering scores')).toBeTruthy();
    expect(screen.getByText('409: Scores can be entered only for a scheduled game; this game is completed')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(await gameOnServer(game.id)).toMatchObject({ status: 'completed', homeScore: 4, awayScore: 4 });
  });
});

describe('resolve score dispute dialog', () => {
  it("shows both coaches' reports, asks for both scores, then finalizes the one the administrator sets", async () => {
    const game = await firstGame('score_disputed');
    const { user, dialog, home, away, onClose } = await openFinalScore(game, 'resolve');
    const [homeTeam, awayTeam] = [game.homeTeam.name, game.awayTeam.name];

    // The demo dispute: the home coach reported 6-4 for the home team, the visiting coach 4-6.
    expect(await within(dialog).findByText('Submitted scores')).toBeTruthy();
    expect(within(dialog).getByText(`${homeTeam} (home) reported: ${homeTeam} 6, ${awayTeam} 4`)).toBeTruthy();
    expect(within(dialog).getByText(`${awayTeam} (away) reported: ${homeTeam} 4, ${awayTeam} 6`)).toBeTruthy();

    await user.type(home, '5');
    await user.click(screen.getByRole('button', { name: 'Finalize Scores' }));
    expect(await screen.findByText('Away score is required')).toBeTruthy();
    expect(screen.queryByText('Home score is required')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect((await gameOnServer(game.id))?.status).toBe('score_disputed');

    await user.type(away, '6');
    await user.click(screen.getByRole('button', { name: 'Finalize Scores' }));

    expect(await screen.findByText('Dispute resolved')).toBeTruthy();
    expect(screen.getByText('The game scores have been finalized.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(await gameOnServer(game.id)).toMatchObject({ status: 'completed', homeScore: 5, awayScore: 6 });
  });
});
