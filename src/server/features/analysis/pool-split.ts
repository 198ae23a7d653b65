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
  /** How far its teams' win percentages are from one another: their standard deviation (0: all alike). */
  winPctSpread: number;
}

export interface PoolSplit {
  pools: [SuggestedPool, SuggestedPool];
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
 * The split into a stronger first pool (Gold) and a second (Silver) whose teams are each as evenly
 * matched as can be: the smallest sum, over both pools, of the squared distances of each team's
 * win percentage from its pool's mean, then the same of run differential per game; of equal splits
 * the first found (teams in the order given) wins, so the same teams always give the same split.
 * The first pool is the one with the higher mean win percentage (then run differential). Every
 * split is weighed; null when there are fewer than two teams or more than MAX_TEAMS_TO_SPLIT.
 */
export function mostBalancedSplit(teams: readonly TeamStrength[], shapes: readonly [PoolShape, PoolShape]): PoolSplit | null {
  const [firstShape, secondShape] = shapes;
  if (teams.length < 2 || teams.length > MAX_TEAMS_TO_SPLIT || firstShape.size + secondShape.size !== teams.length) return null;
  if (firstShape.size === 0 || secondShape.size === 0) return null;
  const winPct = (t: TeamStrength) => t.winPct;
  const runs = (t: TeamStrength) => t.runDifferentialPerGame;
  let best: { chosen: number[]; win: number; runs: number } | null = null;
  let weighed = 0;
  for (const chosen of combinations(teams.length, firstShape.size)) {
    weighed += 1;
    const [a, b] = partition(teams, chosen);
    if (!isStronger(a, b)) continue;
    const candidate = { chosen, win: scatter(a, winPct) + scatter(b, winPct), runs: scatter(a, runs) + scatter(b, runs) };
    if (!best || candidate.win < best.win || (candidate.win === best.win && candidate.runs < best.runs)) best = candidate;
  }
  if (!best) return null;
  const [a, b] = partition(teams, best.chosen);
  return { pools: [pool(firstShape.name, a), pool(secondShape.name, b)], splitsWeighed: weighed };
}

/** Whether pool `a` is at least as strong as `b`: mean win percentage, then mean run differential per game. */
function isStronger(a: readonly TeamStrength[], b: readonly TeamStrength[]): boolean {
  const [winA, winB] = [mean(a, (t) => t.winPct), mean(b, (t) => t.winPct)];
  if (winA !== winB) return winA > winB;
  return mean(a, (t) => t.runDifferentialPerGame) >= mean(b, (t) => t.runDifferentialPerGame);
}

/** The sum of squared distances from the pool's mean, rounded to a billionth (so sums in another order compare equal). */
function scatter(teams: readonly TeamStrength[], value: (team: TeamStrength) => number): number {
  const centre = mean(teams, value);
  return Math.round(teams.reduce((sum, t) => sum + (value(t) - centre) ** 2, 0) * 1e9) / 1e9;
}

function pool(name: string, teams: readonly TeamStrength[]): SuggestedPool {
  return {
    name,
    teamIds: teams.map((t) => t.teamId),
    meanWinPct: mean(teams, (t) => t.winPct),
    meanRunDifferentialPerGame: mean(teams, (t) => t.runDifferentialPerGame),
    winPctSpread: Math.round(Math.sqrt(scatter(teams, (t) => t.winPct) / teams.length) * 1e9) / 1e9,
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
