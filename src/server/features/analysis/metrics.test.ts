import { describe, expect, it } from 'vitest';
import { divisionMetrics, marginClass, pythagoreanWinPct, winPctSpread, type AnalysedGame } from './metrics';

const teams = [
  { id: 1, name: 'Aces' },
  { id: 2, name: 'Bears' },
  { id: 3, name: 'Comets' },
];

function game(homeTeamId: number, awayTeamId: number, homeScore: number, awayScore: number, more: Partial<AnalysedGame> = {}): AnalysedGame {
  return { homeTeamId, awayTeamId, homeScore, awayScore, status: 'completed', phase: 1, forfeited: false, ...more };
}

describe('margins', () => {
  it('reads a margin of 10 or more as the mercy rule, 7 to 9 as a blow-out, 2 or less (ties too) as close', () => {
    expect([0, 1, 2, 3, 6, 7, 9, 10, 12, 15].map(marginClass)).toEqual([
      'close',
      'close',
      'close',
      'decided',
      'decided',
      'blow-out',
      'blow-out',
      'mercy',
      'mercy',
      'mercy',
    ]);
  });
});

describe('Pythagorean expectation', () => {
  it('uses the exponent 1.83 unless told otherwise', () => {
    expect(pythagoreanWinPct(60, 40)).toBeCloseTo(60 ** 1.83 / (60 ** 1.83 + 40 ** 1.83), 10);
    expect(pythagoreanWinPct(60, 40)).toBeCloseTo(0.6774, 4);
    expect(pythagoreanWinPct(60, 40, 2)).toBeCloseTo(3600 / 5200, 10);
  });

  it('is even for equal runs and for a team that has neither scored nor allowed', () => {
    expect(pythagoreanWinPct(30, 30)).toBe(0.5);
    expect(pythagoreanWinPct(0, 0)).toBe(0.5);
    expect(pythagoreanWinPct(10, 0)).toBe(1);
  });
});

describe('parity', () => {
  it('is the standard deviation of the win percentages', () => {
    expect(winPctSpread([0.5, 0.5, 0.5])).toBe(0);
    expect(winPctSpread([1, 0])).toBe(0.5);
    expect(winPctSpread([0.75, 0.5, 0.25])).toBeCloseTo(Math.sqrt(0.125 / 3), 10);
  });
});

describe('division metrics', () => {
  const games = [
    game(1, 2, 14, 2), // mercy, 12 runs: may have ended after three
    game(2, 3, 9, 1), // blow-out
    game(3, 1, 5, 4), // close
    game(1, 3, 6, 6), // close, a tie
    game(2, 1, 3, 1), // close
  ];

  it('counts the games by margin, the mercy games that may have ended after three, and the average margin', () => {
    const metrics = divisionMetrics(teams, games);
    expect(metrics.gamesPlayed).toBe(5);
    expect(metrics.margins).toEqual({ mercy: 1, 'blow-out': 1, close: 3, decided: 0 });
    expect(metrics.mercyAfterThree).toBe(1);
    expect(metrics.averageMargin).toBeCloseTo((12 + 8 + 1 + 0 + 2) / 5, 10);
  });

  it('keeps each team\u2019s close-game record, run differential per game and Pythagorean expectation', () => {
    const aces = divisionMetrics(teams, games).teams.find((t) => t.teamId === 1);
    expect(aces?.closeRecord).toEqual({ wins: 0, losses: 2, ties: 1 });
    // Aces: 14-2 W, 4-5 L, 6-6 T, 1-3 L: 25 scored, 16 allowed in 4 games.
    expect(aces?.runDifferentialPerGame).toBeCloseTo(9 / 4, 10);
    expect(aces?.winPct).toBeCloseTo(1.5 / 4, 10);
    expect(aces?.pythagoreanWinPct).toBeCloseTo(pythagoreanWinPct(25, 16), 10);
  });

  it('measures strength of schedule by the opponents\u2019 record in their other games', () => {
    const metrics = divisionMetrics(teams, games);
    const bears = metrics.teams.find((t) => t.teamId === 2);
    // Bears played Aces twice and Comets once. Aces without Bears: 6-6 T, 4-5 L = .250;
    // Comets without Bears: 5-4 W, 6-6 T = .750. Per game: (.250 + .250 + .750) / 3.
    expect(bears?.strengthOfSchedule).toBeCloseTo((0.25 + 0.25 + 0.75) / 3, 10);
  });

  it('leaves out forfeits, other phases, unplayed games and games against other divisions', () => {
    const metrics = divisionMetrics(teams, [
      game(1, 2, 7, 0, { forfeited: true }),
      game(1, 2, 3, 2, { phase: 2 }),
      game(1, 2, 0, 0, { status: 'scheduled', homeScore: null, awayScore: null }),
      game(1, 9, 20, 0),
      game(2, 3, 4, 3),
    ]);
    expect(metrics.gamesPlayed).toBe(1);
    expect(metrics.teams.find((t) => t.teamId === 1)?.gamesPlayed).toBe(0);
  });

  it('lists the teams in the standings\u2019 order and spreads parity over teams with games', () => {
    const metrics = divisionMetrics([...teams, { id: 4, name: 'Drifters' }], games);
    expect(metrics.teams.map((t) => t.teamName)).toEqual(['Bears', 'Comets', 'Aces', 'Drifters']);
    const played = metrics.teams.filter((t) => t.gamesPlayed > 0).map((t) => t.winPct);
    expect(metrics.winPctSpread).toBeCloseTo(winPctSpread(played), 10);
  });
});
