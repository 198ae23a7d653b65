import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoachGame } from '../../shared/schemas/game';
import { ScoreDialog } from '../pages/coach/games/score-dialog';
import { gamesOf, samWithAGameToReport } from '../test/coach-games';
import { findOpenDialog } from '../test/dialog';
import { serveLeague } from '../test/league-server';
import { renderInApp } from '../test/render';
import { QueuedScoresSender } from './queued-scores-sender';
import { queuedScores, queueScore } from './score-queue';

const server = serveLeague();

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Sam signed in, one of his games waiting for his report, and how a toast names it. */
async function samAndAGame() {
  const { coach, game } = await samWithAGameToReport(server);
  return { coach, game, matchup: `${game.awayTeam.name} @ ${game.homeTeam.name}` };
}

const ownReports = (game: CoachGame | undefined) => game?.scoreReports.filter((r) => r.side === (game.isHomeTeam ? 'home' : 'away')) ?? [];

function goOffline(): () => void {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return () => {
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
  };
}

describe('score reports without a connection', () => {
  it('are queued, sent when the connection is back, and the coach is told the outcome', async () => {
    const { coach, game, matchup } = await samAndAGame();
    const backOnline = goOffline();
    const sent = vi.spyOn(globalThis, 'fetch');
    const { user } = renderInApp(
      <>
        <ScoreDialog game={game} onClose={() => undefined} />
        <QueuedScoresSender />
      </>,
    );
    const dialog = await findOpenDialog('Submit Score');
    await user.type(within(dialog).getByLabelText(`${game.awayTeam.name} (away)`), '4');
    await user.type(within(dialog).getByLabelText(`${game.homeTeam.name} (home)`), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Score' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Score' }));

    expect(await screen.findByText('No connection: your score will be sent when you are back online.')).toBeTruthy();
    expect(queuedScores(coach.id)).toMatchObject([{ gameId: game.id, matchup, scores: { awaySubmittedScore: 4, homeSubmittedScore: 2 } }]);
    expect(sent.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    backOnline();
    expect(await screen.findByText(`${matchup}: The score becomes final when the other coach reports the same result.`)).toBeTruthy();
    expect(queuedScores(coach.id)).toEqual([]);
    expect(ownReports((await gamesOf(coach.id)).find((g) => g.id === game.id))).toMatchObject([{ awayScore: 4, homeScore: 2 }]);
  });

  it('stay queued while sending fails for want of a connection', async () => {
    const { coach, game, matchup } = await samAndAGame();
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      init?.method === 'PATCH' ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(input, init),
    );
    queueScore(coach.id, { gameId: game.id, matchup, scores: { awaySubmittedScore: 1, homeSubmittedScore: 0 }, queuedAt: new Date().toISOString() });

    renderInApp(<QueuedScoresSender />);
    await waitFor(() => expect(vi.mocked(globalThis.fetch).mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    expect(queuedScores(coach.id)).toHaveLength(1);
    expect(ownReports((await gamesOf(coach.id)).find((g) => g.id === game.id))).toEqual([]);
  });

  it('never become a second report: one the server already has counts as sent, with its true outcome', async () => {
    const { coach, game, matchup } = await samAndAGame();
    const scores = { awaySubmittedScore: 7, homeSubmittedScore: 3 };
    // The first sending arrived, but its answer was lost on the way back.
    const first = await fetch(`/api/games/${game.id}/score`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(scores),
    });
    expect(first.status).toBe(200);
    queueScore(coach.id, { gameId: game.id, matchup, scores, queuedAt: new Date().toISOString() });

    renderInApp(<QueuedScoresSender />);
    expect(await screen.findByText(`${matchup}: The score becomes final when the other coach reports the same result.`)).toBeTruthy();
    expect(screen.getByText('Queued score sent')).toBeTruthy();
    expect(queuedScores(coach.id)).toEqual([]);
    expect(ownReports((await gamesOf(coach.id)).find((g) => g.id === game.id))).toMatchObject([{ awayScore: 7, homeScore: 3 }]);
  });

  it('refused by the server are dropped, and the coach is told why', async () => {
    const { coach, game, matchup } = await samAndAGame();
    // Another report of the team's came first, with other numbers.
    await fetch(`/api/games/${game.id}/score`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ awaySubmittedScore: 5, homeSubmittedScore: 5 }),
    });
    queueScore(coach.id, { gameId: game.id, matchup, scores: { awaySubmittedScore: 6, homeSubmittedScore: 5 }, queuedAt: new Date().toISOString() });

    renderInApp(<QueuedScoresSender />);
    expect(await screen.findByText('Queued score not accepted')).toBeTruthy();
    expect(screen.getByText(`${matchup}: Your team has already reported the score of this game. Scores cannot be changed once submitted.`)).toBeTruthy();
    expect(queuedScores(coach.id)).toEqual([]);
    expect(ownReports((await gamesOf(coach.id)).find((g) => g.id === game.id))).toMatchObject([{ awayScore: 5, homeScore: 5 }]);
  });
});
