import { describe, expect, it } from 'vitest';
import { divisionMetrics, type AnalysedGame } from './metrics';
import { analysisSummary } from './summary';

const teams = [
  { id: 1, name: 'Aces' },
  { id: 2, name: 'Bears' },
];
const game = (home: number, away: number, homeScore: number, awayScore: number): AnalysedGame => ({
  homeTeamId: home,
  awayTeamId: away,
  homeScore,
  awayScore,
  status: 'completed',
  phase: 1,
  forfeited: false,
});

describe('the plain-language summary', () => {
  const metrics = divisionMetrics(teams, [game(1, 2, 15, 3), game(2, 1, 2, 1), game(1, 2, 8, 0), game(2, 1, 5, 4)]);
  const parity = [
    { divisionId: 1, divisionName: '10U', gamesPlayed: 10, winPctSpread: 0.1 },
    { divisionId: 2, divisionName: '12U', gamesPlayed: 4, winPctSpread: 0.31 },
    { divisionId: 3, divisionName: '8U', gamesPlayed: 0, winPctSpread: 0 },
  ];

  it('names the least balanced division of the season against the most balanced one with games', () => {
    expect(analysisSummary('12U', '2026', metrics, parity)[0]).toBe(
      "12U is the least balanced division of the 2026 season: its teams' win percentages spread .310 (standard deviation), against .100 in 10U, the most balanced.",
    );
  });

  it('says how the games were decided, and which team its runs do not explain', () => {
    const [, games, luck, schedule] = analysisSummary('12U', '2026', metrics, parity);
    expect(games).toBe(
      '12U has 4 results, decided by 5.5 runs on average: 1 (25%) ended by the mercy rule (a margin of 10 or more), 1 (25%) was a blow-out of 7 to 9 runs, and 2 (50%) were within 2 runs.',
    );
    // Aces and Bears split their games 2-2, but Aces outscored Bears 28 to 10.
    expect(luck).toBe('Aces has won less than its runs predict (.500 against .868).');
    // Two teams: neither's opponent has other games, so no schedule is called the hardest.
    expect(schedule).toBeUndefined();
  });

  it('names the team whose opponents won most of their other games', () => {
    const three = [...teams, { id: 3, name: 'Cubs' }];
    // Bears beat Cubs twice; Aces play only Bears, whose other games are those wins.
    const played = [game(1, 2, 3, 5), game(2, 3, 6, 2), game(3, 2, 1, 4)];
    // No season comparison without the other divisions: how games were decided, luck, then the schedule.
    const [, , schedule] = analysisSummary('12U', '2026', divisionMetrics(three, played), []);
    expect(schedule).toBe('Aces has had the hardest schedule: its opponents won 1.000 of their other games.');
  });

  it('says when a division has no results yet, and leaves the comparison out with one division', () => {
    expect(analysisSummary('8U', '2026', divisionMetrics(teams, []), [])).toEqual(['8U has no phase 1 results yet.']);
  });
});
