import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../../shared/schemas/game';
import type { Division } from '../../../../shared/schemas/league';
import { serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { GamesOnSchedule } from './games-on-schedule';

const server = serveLeague();

describe("the generator's note of the games on the schedule", () => {
  it('says how many phase 1 games each chosen division has already, and that new games come on top', async () => {
    const divisions = await server.asAdmin<Division[]>('GET', '/api/divisions');
    const games = await server.asAdmin<Game[]>('GET', '/api/games');
    const tenU = divisions.find((d) => d.name === '10U')!;
    const teamIds = new Set(tenU.teams.map((t) => t.id));
    const count = games.filter((g) => g.phase === 1 && g.status !== 'cancelled' && g.status !== 'rescheduling' && teamIds.has(g.homeTeamId)).length;
    expect(count).toBeGreaterThan(0);
    renderInApp(<GamesOnSchedule divisions={[tenU]} />);
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      `On the schedule already in phase 1: 10U ${count} games (${Math.round(((count * 2) / tenU.teams.length) * 10) / 10} a team). The generator adds its games per team to these.`,
    );
  });
});
