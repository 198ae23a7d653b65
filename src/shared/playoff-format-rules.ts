import type { Pool } from './schemas/playoffs';

interface FormatToCheck {
  pools: ReadonlyArray<Pick<Pool, 'name' | 'seedsIncluded' | 'matchups'>>;
  championship: { hostingSeed?: number | undefined };
}

/**
 * What is wrong with a division's playoff format, given how many teams (seeds) the division has:
 * every seed must exist, belong to one pool at most, and a matchup must pair two different seeds
 * of its own pool, once. Answers the problems in reading order; none means the format is sound.
 */
export function playoffFormatProblems(format: FormatToCheck, teamCount: number): string[] {
  const problems: string[] = [];
  const poolOfSeed = new Map<number, string>();
  const names = new Set<string>();
  const seedExists = (seed: number) => seed >= 1 && seed <= teamCount;
  const noSuchSeed = (seed: number) => `Seed ${seed} does not exist: the division has ${teamCount} team${teamCount === 1 ? '' : 's'}`;

  for (const pool of format.pools) {
    const name = pool.name.trim();
    if (names.has(name.toLowerCase())) problems.push(`Two pools are named ${name}`);
    names.add(name.toLowerCase());
    if (pool.seedsIncluded.length === 0) problems.push(`${name} has no seeds`);
    const own = new Set<number>();
    for (const seed of pool.seedsIncluded) {
      if (!seedExists(seed)) problems.push(`${name}: ${noSuchSeed(seed)}`);
      else if (own.has(seed)) problems.push(`${name} lists seed ${seed} twice`);
      else if (poolOfSeed.has(seed)) problems.push(`Seed ${seed} is in both ${poolOfSeed.get(seed)} and ${name}`);
      own.add(seed);
      if (!poolOfSeed.has(seed)) poolOfSeed.set(seed, name);
    }
    const pairs = new Set<string>();
    for (const matchup of pool.matchups ?? []) {
      const { homeTeamSeed: home, awayTeamSeed: away } = matchup;
      if (home === away) {
        problems.push(`${name}: a matchup needs two different seeds (seed ${home} twice)`);
        continue;
      }
      for (const seed of [home, away]) {
        if (!own.has(seed)) problems.push(`${name}: seed ${seed} of a matchup is not in this pool`);
      }
      const key = `${home}-${away}`;
      if (pairs.has(key)) problems.push(`${name}: seed ${home} hosting seed ${away} is listed twice`);
      pairs.add(key);
    }
  }
  const hosting = format.championship.hostingSeed;
  if (hosting !== undefined && !seedExists(hosting)) problems.push(`Championship: ${noSuchSeed(hosting)}`);
  return problems;
}
