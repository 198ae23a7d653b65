import { describe, expect, it } from 'vitest';
import { playoffFormatProblems } from './playoff-format-rules';

const goldAndSilver = {
  pools: [
    {
      name: 'Gold Pool',
      seedsIncluded: [1, 2, 3],
      matchups: [
        { homeTeamSeed: 1, awayTeamSeed: 2 },
        { homeTeamSeed: 2, awayTeamSeed: 3 },
        { homeTeamSeed: 3, awayTeamSeed: 1 },
      ],
    },
    { name: 'Silver Pool', seedsIncluded: [4, 5, 6] },
  ],
  championship: { hostingSeed: 1 },
};

describe('playoffFormatProblems', () => {
  it('accepts seeds of the division split over pools, with matchups inside each pool', () => {
    expect(playoffFormatProblems(goldAndSilver, 6)).toEqual([]);
    expect(playoffFormatProblems(goldAndSilver, 8)).toEqual([]);
  });

  it('refuses seeds the division does not have, in pools and for the championship host', () => {
    expect(playoffFormatProblems({ ...goldAndSilver, championship: { hostingSeed: 9 } }, 5)).toEqual([
      'Silver Pool: Seed 6 does not exist: the division has 5 teams',
      'Championship: Seed 9 does not exist: the division has 5 teams',
    ]);
  });

  it('refuses a seed in two pools or twice in one, and two pools of one name', () => {
    const format = {
      pools: [
        { name: 'Gold Pool', seedsIncluded: [1, 2, 2] },
        { name: 'gold pool ', seedsIncluded: [2, 3] },
        { name: 'Empty', seedsIncluded: [] },
      ],
      championship: {},
    };
    expect(playoffFormatProblems(format, 6)).toEqual([
      'Gold Pool lists seed 2 twice',
      'Two pools are named gold pool',
      'Seed 2 is in both Gold Pool and gold pool',
      'Empty has no seeds',
    ]);
  });

  it('refuses matchups outside their pool, of one seed, or listed twice', () => {
    const format = {
      pools: [
        {
          name: 'Gold Pool',
          seedsIncluded: [1, 2, 3],
          matchups: [
            { homeTeamSeed: 1, awayTeamSeed: 4 },
            { homeTeamSeed: 2, awayTeamSeed: 2 },
            { homeTeamSeed: 1, awayTeamSeed: 2 },
            { homeTeamSeed: 1, awayTeamSeed: 2 },
          ],
        },
        { name: 'Silver Pool', seedsIncluded: [4, 5] },
      ],
      championship: {},
    };
    expect(playoffFormatProblems(format, 5)).toEqual([
      'Gold Pool: seed 4 of a matchup is not in this pool',
      'Gold Pool: a matchup needs two different seeds (seed 2 twice)',
      'Gold Pool: seed 1 hosting seed 2 is listed twice',
    ]);
  });
});
