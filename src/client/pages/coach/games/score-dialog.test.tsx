import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { canReportScore } from '../../../../shared/score-entry';
import { gamesOf, samWithAGameToReport } from '../../../test/coach-games';
import { findOpenDialog } from '../../../test/dialog';
import { serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { ScoreDialog } from './score-dialog';

const server = serveLeague();

/** The score dialog of Sam's first game that is waiting for his report and not yet for the other coach's. */
async function openScoreDialog() {
  const { coach, game } = await samWithAGameToReport(server);
  const onClose = vi.fn();
  const rendered = renderInApp(<ScoreDialog game={game} onClose={onClose} />);
  const dialog = await findOpenDialog('Submit Score');
  return {
    ...rendered,
    coach,
    game,
    onClose,
    dialog,
    away: within(dialog).getByLabelText(`${game.awayTeam.name} (away)`),
    home: within(dialog).getByLabelText(`${game.homeTeam.name} (home)`),
  };
}

describe('score dialog of a coach', () => {
  it('takes digits only, up to 99 runs', async () => {
    const { user, away, home, onClose } = await openScoreDialog();
    await user.type(away, 'seven');
    await user.type(home, '100');
    await user.click(screen.getByRole('button', { name: 'Submit Score' }));

    expect(await screen.findByText('Score must be a number')).toBeTruthy();
    expect(screen.getByText('Score must be 99 or less')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm Score' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks once more with the score spelled out, then sends it for the other coach to match', async () => {
    const { user, away, home, game, coach, onClose } = await openScoreDialog();
    await user.type(away, '3');
    await user.type(home, '5');
    await user.click(screen.getByRole('button', { name: 'Submit Score' }));

    expect(await screen.findByText(`${game.awayTeam.name} 3 - 5 ${game.homeTeam.name}`)).toBeTruthy();
    expect(screen.getByText('Scores cannot be changed once submitted. Submit this score?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText<HTMLInputElement>(`${game.awayTeam.name} (away)`).value).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Submit Score' }));

    await user.click(await screen.findByRole('button', { name: 'Confirm Score' }));

    expect(await screen.findByText('The score becomes final when the other coach reports the same result.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const reported = (await gamesOf(coach.id)).find((g) => g.id === game.id);
    expect(reported && canReportScore(reported, new Date())).toBe(false);
  });
});
