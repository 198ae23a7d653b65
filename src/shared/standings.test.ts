import { describe, expect, it } from 'vitest';
import { computeStandings, divisionStandings, formatGamesBack, formatWinPct, type ScoredGame } from './standings';

const teams = [
  { id: 1, name: 'Oakmont Thunder' },
  { id: 2, name: 'Riverside Rattlers' },
  { id: 3, name: 'Cedar Ridge Mustangs' },
  { id: 4, name: 'Lakeview Hawks' },
];

function game(home: number, away: number, homeScore: number | null, awayScore: number | null, extra: Partial<ScoredGame> = {}): ScoredGame {
  return { homeTeamId: home, awayTeamId: away, status: 'completed', phase: 1, homeScore, awayScore, ...extra };
}

function rowOf(rows: ReturnType<typeof computeStandings>, teamId: number) {
  const row = rows.find((r) => r.teamId === teamId);
  if (!row) throw new Error(`no row for team ${teamId}`);
  return row;
}

describe('computeStandings (spec section 9)', () => {
  it('counts wins, losses, ties, runs and games played from completed phase 1 games', () => {
    const rows = computeStandings(teams, [game(1, 2, 5, 3), game(2, 1, 4, 4), game(3, 1, 2, 9)]);
    expect(rowOf(rows, 1)).toMatchObject({
      teamName: 'Oakmont Thunder',
      wins: 2,
      losses: 0,
      ties: 1,
      gamesPlayed: 3,
      runsScored: 18,
      runsAllowed: 9,
      runDifferential: 9,
    });
    expect(rowOf(rows, 2)).toMatchObject({ wins: 0, losses: 1, ties: 1, gamesPlayed: 2, runsScored: 7, runsAllowed: 9, runDifferential: -2 });
    expect(rowOf(rows, 3)).toMatchObject({ wins: 0, losses: 1, ties: 0, gamesPlayed: 1, runsScored: 2, runsAllowed: 9 });
  });

  it('ignores games that are not completed, not phase 1, or missing a score', () => {
    const rows = computeStandings(teams, [
      game(1, 2, 5, 3, { status: 'scheduled' }),
      game(1, 2, 5, 3, { status: 'score_disputed' }),
      game(1, 2, 5, 3, { status: 'cancelled' }),
      game(1, 2, 5, 3, { phase: 2 }),
      game(1, 2, 5, 3, { phase: 3 }),
      game(1, 2, null, 3),
      game(1, 2, 5, null),
      game(3, 4, 1, 0),
    ]);
    expect(rowOf(rows, 1).gamesPlayed).toBe(0);
    expect(rowOf(rows, 2).gamesPlayed).toBe(0);
    expect(rowOf(rows, 3)).toMatchObject({ wins: 1, gamesPlayed: 1 });
    expect(rowOf(rows, 4)).toMatchObject({ losses: 1, gamesPlayed: 1 });
  });

  it('lists teams without games with zero games played and a .000 win percentage', () => {
    const rows = computeStandings(teams, [game(1, 2, 3, 1)]);
    expect(rows).toHaveLength(4);
    for (const id of [3, 4]) {
      expect(rowOf(rows, id)).toMatchObject({ wins: 0, losses: 0, ties: 0, gamesPlayed: 0, runsScored: 0, runsAllowed: 0 });
      expect(formatWinPct(rowOf(rows, id).winPct)).toBe('.000');
    }
  });

  it('computes win percentage as (W + T/2) / GP', () => {
    // Team 1: 1 win, 1 tie, 2 losses -> (1 + 0.5) / 4 = .375
    const rows = computeStandings(teams, [game(1, 2, 3, 1), game(1, 3, 2, 2), game(4, 1, 5, 1), game(1, 4, 0, 1)]);
    expect(rowOf(rows, 1).winPct).toBeCloseTo(0.375, 10);
    expect(formatWinPct(rowOf(rows, 1).winPct)).toBe('.375');
    expect(formatWinPct(rowOf(rows, 3).winPct)).toBe('.500');
    expect(formatWinPct(rowOf(rows, 4).winPct)).toBe('1.000');
    expect(formatWinPct(rowOf(rows, 2).winPct)).toBe('.000');
  });

  it('sorts by win percentage, highest first', () => {
    const rows = computeStandings(teams, [game(2, 1, 1, 0), game(2, 3, 1, 0), game(3, 4, 1, 0), game(4, 1, 2, 2)]);
    expect(rows.map((r) => r.teamId)).toEqual([2, 3, 4, 1]);
  });

  it('breaks a win percentage tie by run differential, then runs scored, then team name', () => {
    const rows = computeStandings(teams, [
      // Every team 1-1. Team 1: +2 with 3 runs scored; teams 2 and 3: 0 with 18; team 4: -2.
      game(1, 4, 3, 0),
      game(4, 1, 1, 0),
      game(2, 3, 10, 9),
      game(3, 2, 9, 8),
    ]);
    // Differential before runs scored; equal records fall back to the name (Cedar Ridge first).
    expect(rows.map((r) => r.teamId)).toEqual([1, 3, 2, 4]);

    const sameDiff = computeStandings(teams, [
      game(1, 2, 9, 5), // 1: +4 (9 scored)
      game(3, 4, 6, 2), // 3: +4 (6 scored)
      game(2, 4, 3, 3),
    ]);
    expect(sameDiff.slice(0, 2).map((r) => r.teamId)).toEqual([1, 3]);

    const identical = computeStandings(teams, [game(2, 4, 5, 5), game(1, 3, 5, 5)]);
    expect(identical.map((r) => r.teamName)).toEqual(['Cedar Ridge Mustangs', 'Lakeview Hawks', 'Oakmont Thunder', 'Riverside Rattlers']);
  });

  it('computes games back as ((leaderW - W) + (L - leaderL)) / 2', () => {
    // Leader team 1: 3-0. Team 2: 1-2. Team 3: 1-1-1. Team 4: 0-2-1.
    const rows = computeStandings(teams, [game(1, 2, 5, 1), game(1, 3, 4, 2), game(1, 4, 7, 0), game(2, 4, 3, 1), game(3, 2, 6, 0), game(3, 4, 2, 2)]);
    expect(rows[0]?.teamId).toBe(1);
    expect(rowOf(rows, 1).gamesBack).toBe(0);
    expect(rowOf(rows, 3).gamesBack).toBe(1.5); // ((3 - 1) + (1 - 0)) / 2
    expect(rowOf(rows, 2).gamesBack).toBe(2); // ((3 - 1) + (2 - 0)) / 2
    expect(rowOf(rows, 4).gamesBack).toBe(2.5); // ((3 - 0) + (2 - 0)) / 2
    expect(rows.map((r) => r.teamId)).toEqual([1, 3, 2, 4]);
  });

  it("shows '-' for the leader and one decimal for everyone else", () => {
    const rows = computeStandings(teams, [game(1, 2, 5, 1), game(1, 3, 4, 2), game(3, 4, 2, 2), game(2, 4, 3, 1)]);
    const shown = rows.map((row, index) => formatGamesBack(row, index));
    expect(shown[0]).toBe('-');
    for (const label of shown.slice(1)) expect(label).toMatch(/^\d+\.\d$/);
    expect(formatGamesBack(rowOf(rows, 3), 1)).toBe('1.5');
    expect(formatGamesBack({ ...rowOf(rows, 4), gamesBack: 2 }, 3)).toBe('2.0');
  });
});

describe('formatWinPct', () => {
  it('shows three decimals without a leading zero', () => {
    expect(formatWinPct(0.5)).toBe('.500');
    expect(formatWinPct(1)).toBe('1.000');
    expect(formatWinPct(0)).toBe('.000');
    expect(formatWinPct(2 / 3)).toBe('.667');
    expect(formatWinPct(0.0625)).toBe('.063');
  });
});

describe('divisionStandings', () => {
  it('counts only the games between the division’s own teams', () => {
    // Team 9 plays in another division: its game with team 1 counts for neither standings.
    const rows = divisionStandings(teams, [game(1, 2, 5, 3), game(1, 9, 0, 12), game(9, 3, 1, 2)]);
    expect(rowOf(rows, 1)).toMatchObject({ wins: 1, losses: 0, gamesPlayed: 1 });
    expect(rowOf(rows, 3)).toMatchObject({ gamesPlayed: 0 });
    expect(rows.map((r) => r.teamId)).toHaveLength(teams.length);
  });
});
