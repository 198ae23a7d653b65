import type { PoolStandings, Pool } from './schemas/playoffs';
import { comparePoolStandings, teamRecords, withGamesBack, type ScoredGame } from './standings';

interface TeamName {
  id: number;
  name: string;
}

/**
 * Phase 2 standings of each pool. `seedOrder` lists the division's teams by seed (seed 1 first):
 * the phase 1 standings, or a division's fixed seed list. Only completed phase 2 games count;
 * rows are ordered by win percentage then run differential, and `seed` is the rank in the pool.
 */
export function computePoolStandings(
  pools: ReadonlyArray<Pick<Pool, 'name' | 'seedsIncluded'>>,
  seedOrder: ReadonlyArray<TeamName>,
  games: ReadonlyArray<ScoredGame>,
): PoolStandings {
  const result: PoolStandings = {};
  for (const pool of pools) {
    const teams = pool.seedsIncluded.map((seed) => seedOrder[seed - 1]).filter((team): team is TeamName => team !== undefined);
    const rows = withGamesBack(teamRecords(teams, games, 2).sort(comparePoolStandings));
    result[pool.name] = rows.map((row, index) => ({
      team: { id: row.teamId, name: row.teamName },
      wins: row.wins,
      losses: row.losses,
      ties: row.ties,
      runsScored: row.runsScored,
      runsAllowed: row.runsAllowed,
      runDiff: row.runDifferential,
      winPercentage: row.winPct,
      gamesBack: row.gamesBack,
      seed: index + 1,
    }));
  }
  return result;
}
