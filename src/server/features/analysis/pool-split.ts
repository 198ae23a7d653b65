import { overlappingStartTimes, type DayAvailability } from '../../../shared/matchup-compatibility';

/** A team as the split weighs it. */
export interface TeamStrength {
  teamId: number;
  winPct: number;
  runDifferentialPerGame: number;
}

export interface PoolShape {
  name: string;
  size: number;
}

export interface SuggestedPool {
  name: string;
  teamIds: number[];
  meanWinPct: number;
  meanRunDifferentialPerGame: number;
}

export interface PoolSplit {
  pools: [SuggestedPool, SuggestedPool];
  winPctDifference: number;
  runDifferentialDifference: number;
  /** How many splits were weighed: every one. */
  splitsWeighed: number;
}

/** Every split of up to this many teams is weighed: C(16, 8) = 12,870 at most. */
export const MAX_TEAMS_TO_SPLIT = 16;

/**
 * The two pools (Gold and Silver) of a division's teams: the format's first two pools when their
 * seeds cover every team, otherwise halves (the first one larger for an odd number of teams).
 */
export function poolShapes(teamCount: number, formatPools: ReadonlyArray<{ name: string; seedsIncluded: readonly number[] }>): [PoolShape, PoolShape] {
  const [first, second] = formatPools;
  if (
    first &&
    second &&
    first.seedsIncluded.length > 0 &&
    second.seedsIncluded.length > 0 &&
    first.seedsIncluded.length + second.seedsIncluded.length === teamCount
  ) {
    return [
      { name: first.name, size: first.seedsIncluded.length },
      { name: second.name, size: second.seedsIncluded.length },
    ];
  }
  const larger = Math.ceil(teamCount / 2);
  return [
    { name: first?.name ?? 'Gold', size: larger },
    { name: second?.name ?? 'Silver', size: teamCount - larger },
  ];
}

/**
 * The split into two pools whose strengths are closest: the smallest difference in mean win
 * percentage, then in mean run differential per game; of equal splits the first found (teams in
 * the order given) wins, so the same teams always give the same split. Every split is weighed;
 * null when there are fewer than two teams or more than MAX_TEAMS_TO_SPLIT.
 */
export function mostBalancedSplit(teams: readonly TeamStrength[], shapes: readonly [PoolShape, PoolShape]): PoolSplit | null {
  const [firstShape, secondShape] = shapes;
  if (teams.length < 2 || teams.length > MAX_TEAMS_TO_SPLIT || firstShape.size + secondShape.size !== teams.length) return null;
  if (firstShape.size === 0 || secondShape.size === 0) return null;
  let best: { chosen: number[]; win: number; runs: number } | null = null;
  let weighed = 0;
  for (const chosen of combinations(teams.length, firstShape.size)) {
    weighed += 1;
    const [a, b] = partition(teams, chosen);
    const win = difference(
      mean(a, (t) => t.winPct),
      mean(b, (t) => t.winPct),
    );
    const runs = difference(
      mean(a, (t) => t.runDifferentialPerGame),
      mean(b, (t) => t.runDifferentialPerGame),
    );
    if (!best || isBetter(win, runs, best.win, best.runs)) best = { chosen, win, runs };
  }
  if (!best) return null;
  const [a, b] = partition(teams, best.chosen);
  return {
    pools: [pool(firstShape.name, a), pool(secondShape.name, b)],
    winPctDifference: best.win,
    runDifferentialDifference: best.runs,
    splitsWeighed: weighed,
  };
}

function isBetter(win: number, runs: number, bestWin: number, bestRuns: number): boolean {
  return win < bestWin || (win === bestWin && runs < bestRuns);
}

/** Between two means rounded to a billionth, to a billionth. */
function difference(a: number, b: number): number {
  return Math.round(Math.abs(a - b) * 1e9) / 1e9;
}

function pool(name: string, teams: readonly TeamStrength[]): SuggestedPool {
  return {
    name,
    teamIds: teams.map((t) => t.teamId),
    meanWinPct: mean(teams, (t) => t.winPct),
    meanRunDifferentialPerGame: mean(teams, (t) => t.runDifferentialPerGame),
  };
}

function partition(teams: readonly TeamStrength[], chosen: readonly number[]): [TeamStrength[], TeamStrength[]] {
  const inFirst = new Set(chosen);
  return [teams.filter((_, i) => inFirst.has(i)), teams.filter((_, i) => !inFirst.has(i))];
}

/** Rounded to a billionth, so that sums in another order give the same mean (not 0.49999999999999994). */
function mean(teams: readonly TeamStrength[], value: (team: TeamStrength) => number): number {
  if (teams.length === 0) return 0;
  return Math.round((teams.reduce((sum, t) => sum + value(t), 0) / teams.length) * 1e9) / 1e9;
}

/** The k-element subsets of 0..n-1, as ascending index lists, in lexicographic order. */
function* combinations(n: number, k: number): Generator<number[]> {
  const indices = Array.from({ length: k }, (_, i) => i);
  while (true) {
    yield [...indices];
    let i = k - 1;
    while (i >= 0 && indices[i] === n - k + i) i -= 1;
    if (i < 0) return;
    indices[i] = (indices[i] ?? 0) + 1;
    for (let j = i + 1; j < k; j += 1) indices[j] = (indices[j - 1] ?? 0) + 1;
  }
}

/**
 * A pool's matchup dates: the dates on which two of its teams can meet, one hosting and the other
 * travelling at a start time both can make (the rule of the matchup compatibility card).
 */
export function poolMatchupDates(teamIds: readonly number[], availability: readonly DayAvailability[]): string[] {
  const members = new Set(teamIds);
  const byDate = new Map<string, DayAvailability[]>();
  for (const day of availability) {
    if (!members.has(day.teamId)) continue;
    byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);
  }
  const dates = [...byDate].filter(([, days]) =>
    days.some((home) => days.some((away) => away.teamId !== home.teamId && overlappingStartTimes(home, away).length > 0)),
  );
  return dates.map(([date]) => date).sort();
}

/** On how many of the given dates a team can play, at home or away. */
export function availableOn(teamId: number, dates: readonly string[], availability: readonly DayAvailability[]): number {
  const wanted = new Set(dates);
  const days = new Set(availability.filter((a) => a.teamId === teamId && wanted.has(a.date) && (a.canPlayHome || a.canPlayAway)).map((a) => a.date));
  return days.size;
}
