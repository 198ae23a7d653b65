import { describe, expect, it } from 'vitest';
import { standingsChange, type ChangedGame } from './standings-change';

const game = (id: number, homeTeamId: number, awayTeamId: number, result: Partial<ChangedGame> = {}): ChangedGame => ({
  id,
  homeTeamId,
  awayTeamId,
  homeTeam: { name: `Team ${homeTeamId}` },
  awayTeam: { name: `Team ${awayTeamId}` },
  status: 'completed',
  phase: 1,
  homeScore: 5,
  awayScore: 2,
  ...result,
});

describe('standings change of one game', () => {
  const games = [
    game(1, 1, 2),
    game(2, 1, 3),
    game(3, 2, 1, { homeScore: 4, awayScore: 4 }),
    game(4, 1, 2, { status: 'scheduled', homeScore: null, awayScore: null }),
  ];

  it('shows both teams before and after a corrected score, ties as a third number', () => {
    expect(standingsChange(games, game(1, 1, 2, { homeScore: 1, awayScore: 3 }))).toEqual({
      table: 'standings',
      teams: [
        { teamName: 'Team 1', before: '2-0-1', after: '1-1-1' },
        { teamName: 'Team 2', before: '0-1-1', after: '1-0-1' },
      ],
    });
  });

  it('counts a forfeit as a win and a loss, and a cancelled result as none', () => {
    expect(standingsChange(games, game(4, 1, 2, { homeScore: 0, awayScore: 7 })).teams).toEqual([
      { teamName: 'Team 1', before: '2-0-1', after: '2-1-1' },
      { teamName: 'Team 2', before: '0-1-1', after: '1-1-1' },
    ]);
    expect(standingsChange(games, game(2, 1, 3, { status: 'cancelled', homeScore: null, awayScore: null })).teams[0]).toEqual({
      teamName: 'Team 1',
      before: '2-0-1',
      after: '1-0-1',
    });
  });

  it('names the pool standings for a phase 2 game, and no table when nothing counts', () => {
    expect(standingsChange([], game(9, 1, 2, { phase: 2 })).table).toBe('pool standings');
    expect(standingsChange([], game(9, 1, 2, { phase: 3 }))).toEqual({ table: null, teams: [] });
    expect(standingsChange(games, game(4, 1, 2, { status: 'cancelled', homeScore: null, awayScore: null }))).toEqual({ table: null, teams: [] });
  });
});
