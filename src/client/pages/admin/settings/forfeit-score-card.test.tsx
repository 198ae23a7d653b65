import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ForfeitScore } from '../../../../shared/schemas/game-corrections';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { ForfeitScoreCard } from './forfeit-score-card';

const server = serveLeague();

describe('forfeit score card', () => {
  it("shows the league's forfeit score, refuses a loser ahead of the winner, and saves a new one", async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const { user } = renderInApp(<ForfeitScoreCard />);
    const winner = await screen.findByRole('textbox', { name: "Winner's runs" });
    const loser = screen.getByRole('textbox', { name: "Loser's runs" });
    expect(winner).toHaveProperty('value', '7');
    expect(loser).toHaveProperty('value', '0');

    await user.clear(winner);
    await user.type(winner, '3');
    await user.clear(loser);
    await user.type(loser, '5');
    await user.click(screen.getByRole('button', { name: 'Save Forfeit Score' }));
    expect(await screen.findByText("The winner's runs must be more than the loser's")).toBeTruthy();
    expect(await server.asAdmin<ForfeitScore>('GET', '/api/settings/forfeit-score')).toEqual({ winnerRuns: 7, loserRuns: 0 });

    await user.clear(winner);
    await user.type(winner, '9');
    await user.clear(loser);
    await user.type(loser, '1');
    await user.click(screen.getByRole('button', { name: 'Save Forfeit Score' }));
    const saved = await screen.findByText('Forfeit score saved');
    expect(within(saved.parentElement ?? document.body).getByText('Forfeits from now on are recorded 9-1.')).toBeTruthy();
    expect(await server.asAdmin<ForfeitScore>('GET', '/api/settings/forfeit-score')).toEqual({ winnerRuns: 9, loserRuns: 1 });
  });
});
