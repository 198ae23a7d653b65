import { describe, expect, it } from 'vitest';
import type { DayAvailability } from '../../../shared/matchup-compatibility';
import { availableOn, mostBalancedSplit, poolMatchupDates, poolShapes, type TeamStrength } from './pool-split';

const team = (teamId: number, winPct: number, runDifferentialPerGame = 0): TeamStrength => ({ teamId, winPct, runDifferentialPerGame });

describe('pool shapes', () => {
  it('takes the format\u2019s first two pools when their seeds cover the division', () => {
    const pools = [
      { name: 'Gold Pool', seedsIncluded: [1, 2, 3] },
      { name: 'Silver Pool', seedsIncluded: [4, 5, 6, 7, 8] },
    ];
    expect(poolShapes(8, pools)).toEqual([
      { name: 'Gold Pool', size: 3 },
      { name: 'Silver Pool', size: 5 },
    ]);
  });

  it('halves the division otherwise, the first pool larger, named Gold and Silver without a format', () => {
    expect(poolShapes(7, [])).toEqual([
      { name: 'Gold', size: 4 },
      { name: 'Silver', size: 3 },
    ]);
    expect(poolShapes(6, [{ name: 'Top', seedsIncluded: [1, 2] }])).toEqual([
      { name: 'Top', size: 3 },
      { name: 'Silver', size: 3 },
    ]);
  });
});

describe('the most balanced split', () => {
  it('puts the stronger teams in Gold and the rest in Silver, each pool as evenly matched as can be', () => {
    const teams = [team(1, 1), team(2, 0.25), team(3, 0.75), team(4, 0)];
    const split = mostBalancedSplit(teams, [
      { name: 'Gold', size: 2 },
      { name: 'Silver', size: 2 },
    ]);
    expect(split?.pools.map((p) => p.teamIds)).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(split?.pools.map((p) => [p.meanWinPct, p.winPctSpread])).toEqual([
      [0.875, 0.125],
      [0.125, 0.125],
    ]);
    expect(split?.splitsWeighed).toBe(6);
  });

  it('keeps a team with a close rival rather than cutting by rank alone, for pools of the format’s sizes', () => {
    // Two clusters: a strong pair and four close together below; Gold (2) takes the pair.
    const teams = [team(1, 0.9), team(2, 0.85), team(3, 0.45), team(4, 0.4), team(5, 0.4), team(6, 0.35)];
    const split = mostBalancedSplit(teams, [
      { name: 'Gold', size: 2 },
      { name: 'Silver', size: 4 },
    ]);
    expect(split?.pools[0].teamIds).toEqual([1, 2]);
    expect(split?.pools[1].teamIds).toEqual([3, 4, 5, 6]);
  });

  it('breaks a tie on win percentage by run differential per game', () => {
    const teams = [team(1, 0.5, 4), team(2, 0.5, -3), team(3, 0.5, 3), team(4, 0.5, -4)];
    const split = mostBalancedSplit(teams, [
      { name: 'Gold', size: 2 },
      { name: 'Silver', size: 2 },
    ]);
    expect(split?.pools.map((p) => p.teamIds)).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('weighs every split of 16 teams into two pools of 8', () => {
    const teams = Array.from({ length: 16 }, (_, i) => team(i + 1, i / 15, 8 - i));
    const split = mostBalancedSplit(teams, [
      { name: 'Gold', size: 8 },
      { name: 'Silver', size: 8 },
    ]);
    expect(split?.splitsWeighed).toBe(12870);
    expect(split?.pools[0].teamIds).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(split?.pools.every((p) => p.teamIds.length === 8)).toBe(true);
  });

  it('suggests nothing for fewer than two teams, more than sixteen, or pools that do not fit', () => {
    const halves = [
      { name: 'Gold', size: 1 },
      { name: 'Silver', size: 0 },
    ] as const;
    expect(mostBalancedSplit([team(1, 1)], halves)).toBeNull();
    const many = Array.from({ length: 17 }, (_, i) => team(i, 0.5));
    expect(
      mostBalancedSplit(many, [
        { name: 'Gold', size: 9 },
        { name: 'Silver', size: 8 },
      ]),
    ).toBeNull();
    expect(
      mostBalancedSplit(
        [team(1, 1), team(2, 0), team(3, 0.5)],
        [
          { name: 'Gold', size: 1 },
          { name: 'Silver', size: 1 },
        ],
      ),
    ).toBeNull();
  });
});

describe('availability against a pool\u2019s matchup dates', () => {
  const day = (teamId: number, date: string, more: Partial<DayAvailability> = {}): DayAvailability => ({
    teamId,
    date,
    canPlayHome: true,
    canPlayAway: true,
    homeStartTimes: ['10:00'],
    awayEarliestStartTime: null,
    awayLatestStartTime: null,
    ...more,
  });
  const availability = [
    day(1, '2026-06-06'),
    day(2, '2026-06-06', { canPlayHome: false }),
    day(1, '2026-06-07', { canPlayAway: false }),
    day(2, '2026-06-07', { awayEarliestStartTime: '12:00' }),
    day(3, '2026-06-13'),
    day(1, '2026-06-13', { canPlayHome: false, canPlayAway: false }),
  ];

  it('are the dates on which two of its teams can meet, one hosting and one travelling at a time both make', () => {
    expect(poolMatchupDates([1, 2], availability)).toEqual(['2026-06-06']);
    expect(poolMatchupDates([1, 3], availability)).toEqual([]);
  });

  it('count for each team the dates it can play on, home or away', () => {
    expect(availableOn(2, ['2026-06-06', '2026-06-07'], availability)).toBe(2);
    expect(availableOn(1, ['2026-06-13'], availability)).toBe(0);
    expect(availableOn(3, ['2026-06-06', '2026-06-13'], availability)).toBe(1);
  });
});
