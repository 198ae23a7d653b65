import { describe, expect, it } from 'vitest';
import { computePoolStandings } from './pool-standings';
import type { ScoredGame } from './standings';

/** Seed order of a six-team division: seed 1 first. */
const seedOrder = [
  { id: 11, name: 'Summit Storm' },
  { id: 12, name: 'Harbor Pirates' },
  { id: 13, name: 'Ashford Falcons' },
  { id: 14, name: 'Kingston Knights' },
  { id: 15, name: 'Bayside Blaze' },
  { id: 16, name: 'Granite Grizzlies' },
];

const pools = [
  { name: 'Gold Pool', seedsIncluded: [1, 2, 3] },
  { name: 'Silver Pool', seedsIncluded: [4, 5, 6] },
];

function game(home: number, away: number, homeScore: number | null, awayScore: number | null, extra: Partial<ScoredGame> = {}): ScoredGame {
  return { homeTeamId: home, awayTeamId: away, status: 'completed', phase: 2, homeScore, awayScore, ...extra };
}

describe('computePoolStandings (phase 2)', () => {
  it('answers one entry per pool with the teams at its seeds, each with seed = rank in the pool', () => {
    const result = computePoolStandings(pools, seedOrder, []);
    expect(Object.keys(result)).toEqual(['Gold Pool', 'Silver Pool']);
    expect(result['Gold Pool']?.map((r) => r.team.id).sort()).toEqual([11, 12, 13]);
    expect(result['Silver Pool']?.map((r) => r.team.id).sort()).toEqual([14, 15, 16]);
    expect(result['Gold Pool']?.map((r) => r.seed)).toEqual([1, 2, 3]);
    for (const row of result['Silver Pool'] ?? []) {
      expect(row).toMatchObject({ wins: 0, losses: 0, ties: 0, runsScored: 0, runsAllowed: 0, runDiff: 0, winPercentage: 0 });
    }
  });

  it('resolves the teams from the seed order, not from team ids or names', () => {
    const reordered = [...seedOrder].reverse(); // now Granite Grizzlies is seed 1
    const result = computePoolStandings([{ name: 'Top', seedsIncluded: [1, 2] }], reordered, []);
    expect(result['Top']?.map((r) => r.team.name).sort()).toEqual(['Bayside Blaze', 'Granite Grizzlies']);
  });

  it('skips seeds the division does not have', () => {
    const result = computePoolStandings([{ name: 'Gold Pool', seedsIncluded: [5, 6, 7, 8] }], seedOrder, []);
    expect(result['Gold Pool']?.map((r) => r.team.id).sort()).toEqual([15, 16]);
  });

  it('counts only completed phase 2 games with both scores', () => {
    const result = computePoolStandings(pools, seedOrder, [
      game(11, 12, 4, 2),
      game(11, 12, 9, 0, { phase: 1 }),
      game(11, 12, 9, 0, { phase: 3 }),
      game(12, 11, 9, 0, { status: 'scheduled' }),
      game(12, 11, 9, 0, { status: 'score_disputed' }),
      game(12, 11, null, 0),
    ]);
    const gold = result['Gold Pool'] ?? [];
    expect(gold[0]).toMatchObject({ team: { id: 11 }, wins: 1, losses: 0, runsScored: 4, runsAllowed: 2, runDiff: 2, winPercentage: 1 });
    expect(gold.find((r) => r.team.id === 12)).toMatchObject({ wins: 0, losses: 1, runsScored: 2, runsAllowed: 4, runDiff: -2 });
  });

  it('ranks by win percentage, then run differential; seed follows the rank', () => {
    const result = computePoolStandings(pools, seedOrder, [
      // Gold: 13 beats 11 and 12 -> first; 12 and 11 split, 12 with the better differential.
      game(13, 11, 3, 2),
      game(12, 13, 1, 2),
      game(11, 12, 2, 1),
      game(12, 11, 10, 0),
      // Silver: 14 and 15 both 1-0-1; 15 has the better differential though 14 scored more.
      game(14, 16, 12, 11),
      game(15, 16, 5, 0),
      game(14, 15, 3, 3),
    ]);
    const gold = result['Gold Pool'] ?? [];
    expect(gold.map((r) => [r.team.id, r.seed])).toEqual([
      [13, 1],
      [12, 2],
      [11, 3],
    ]);
    expect(gold[0]).toMatchObject({ wins: 2, losses: 0, gamesBack: 0 });
    expect(gold[1]).toMatchObject({ wins: 1, losses: 2, runDiff: 8, gamesBack: 1.5 });
    const silver = result['Silver Pool'] ?? [];
    expect(silver.map((r) => r.team.id)).toEqual([15, 14, 16]);
    expect(silver[0]).toMatchObject({ wins: 1, ties: 1, winPercentage: 0.75, runDiff: 5, seed: 1 });
    expect(silver[2]).toMatchObject({ team: { id: 16 }, wins: 0, losses: 2, winPercentage: 0, seed: 3 });
  });
});
