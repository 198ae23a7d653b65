import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameLength } from '../../../../shared/schemas/game-length';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { GameLengthCard } from './game-length-card';

const server = serveLeague();

describe('game length card', () => {
  it("shows the league's game length, refuses one out of bounds, and saves a new one", async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const { user } = renderInApp(<GameLengthCard />);
    const minutes = await screen.findByRole('textbox', { name: 'Game length (minutes)' });
    expect(minutes).toHaveProperty('value', '120');

    await user.clear(minutes);
    await user.type(minutes, '20');
    await user.click(screen.getByRole('button', { name: 'Save Game Length' }));
    expect(await screen.findByText("A game's length must be a whole number of minutes from 30 to 360")).toBeTruthy();
    expect(await server.asAdmin<GameLength>('GET', '/api/settings/game-length')).toEqual({ minutes: 120 });

    await user.clear(minutes);
    await user.type(minutes, '90');
    await user.click(screen.getByRole('button', { name: 'Save Game Length' }));
    expect(await screen.findByText('A game now holds its field and its teams for 90 minutes.')).toBeTruthy();
    expect(await server.asAdmin<GameLength>('GET', '/api/settings/game-length')).toEqual({ minutes: 90 });
  });
});
