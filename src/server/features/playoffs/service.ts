import type { Kysely } from 'kysely';
import { computePoolStandings } from '../../../shared/pool-standings';
import { fixedSeedTeamIds, storedPlayoffFormat, type PlayoffFormat, type PoolStandings, type SeededTeam } from '../../../shared/schemas/playoffs';
import { computeStandings } from '../../../shared/standings';
import type { Database } from '../../db/schema';
import type { SeasonRef } from '../seasons/service';
import { parseStored } from '../../db/stored-json';
import { findDivisionByName } from '../divisions/service';
import { requireDivision, teamsOfDivision } from '../divisions/service';
import { formatOfDivision, formatsOfSeason, scoredGamesOfDivision } from './repo';

export async function listPlayoffFormats(db: Kysely<Database>, season: SeasonRef): Promise<PlayoffFormat[]> {
  const rows = await formatsOfSeason(db, season);
  return rows.map((row) => {
    const stored = parseStored(storedPlayoffFormat, row.format);
    return { id: row.id, divisionId: row.divisionId, divisionName: row.divisionName, ...stored };
  });
}

/** Teams of a division in seed order: its fixed seed list if it has one, else phase 1 standings. */
export async function seedOrderOf(db: Kysely<Database>, divisionId: number) {
  const division = await requireDivision(db, divisionId);
  const [teams, games] = await Promise.all([teamsOfDivision(db, divisionId), scoredGamesOfDivision(db, divisionId)]);
  const fixed = division.fixed_seed_team_ids ? parseStored(fixedSeedTeamIds, division.fixed_seed_team_ids) : null;
  const seeds = fixed
    ? fixed.map((id) => teams.find((t) => t.id === id)).filter((t) => t !== undefined)
    : computeStandings(teams, games).map((row) => ({ id: row.teamId, name: row.teamName }));
  return { seeds, games, basis: fixed ? ('fixed' as const) : ('standings' as const) };
}

/** The division's seeds: seed 1 first, by its fixed seed list or the phase 1 standings. */
export async function divisionSeeds(db: Kysely<Database>, divisionId: number): Promise<SeededTeam[]> {
  const { seeds, basis } = await seedOrderOf(db, divisionId);
  return seeds.map((team, index) => ({ seed: index + 1, team: { id: team.id, name: team.name }, basis }));
}

export async function poolStandingsOf(db: Kysely<Database>, divisionId: number): Promise<PoolStandings> {
  const { seeds, games } = await seedOrderOf(db, divisionId);
  const format = await formatOfDivision(db, divisionId);
  if (!format) return {};
  const stored = parseStored(storedPlayoffFormat, format.format);
  return computePoolStandings(stored.pools, seeds, games);
}

export async function poolStandingsByDivisionName(db: Kysely<Database>, season: SeasonRef, name: string): Promise<PoolStandings> {
  const division = await findDivisionByName(db, season, name);
  return division ? poolStandingsOf(db, division.id) : {};
}
