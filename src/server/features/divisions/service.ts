import type { Kysely } from 'kysely';
import type { Division, Team, TeamDetail } from '../../../shared/schemas/league';
import type { Database } from '../../db/schema';
import type { SeasonRef } from '../seasons/service';
import { notFound } from '../../errors';
import { publicCoachesOfTeam } from '../coaches/service';
import { divisionsOfSeason, findDivision, findTeamWithDivision, teamsOfDivision, teamsOfSeason } from './repo';

export { teamsOfDivision };
/** Divisions as other features look them up (playoff formats, restoring fields). */
export { findDivision, findDivisionByName, findTeam } from './repo';
/** What a new season's rollover reads and writes of the divisions and teams it carries. */
export { divisionsOfSeason } from './repo';
export { insertDivision, insertTeam } from './admin-repo';

export async function listDivisions(db: Kysely<Database>, season: SeasonRef): Promise<Division[]> {
  const [divisions, teams] = await Promise.all([divisionsOfSeason(db, season), teamsOfSeason(db, season)]);
  return divisions.map((d) => ({
    id: d.id,
    name: d.name,
    teams: teams.filter((t) => t.divisionId === d.id).map(({ id, name, divisionId }) => ({ id, name, divisionId })),
  }));
}

export async function listTeams(db: Kysely<Database>, season: SeasonRef): Promise<Team[]> {
  const teams = await teamsOfSeason(db, season);
  return teams.map((t) => ({
    id: t.id,
    name: t.name,
    divisionId: t.divisionId,
    division: { id: t.divisionId, name: t.divisionName },
  }));
}

/** One team of any season, for its public page: its division, its season and its coaches' names. */
export async function teamDetail(db: Kysely<Database>, id: number): Promise<TeamDetail> {
  const [team, coaches] = await Promise.all([findTeamWithDivision(db, id), publicCoachesOfTeam(db, id)]);
  if (!team) throw notFound('Team not found');
  return {
    id: team.id,
    name: team.name,
    divisionId: team.divisionId,
    division: { id: team.divisionId, name: team.divisionName },
    seasonId: team.seasonId,
    coaches,
  };
}

export async function requireDivision(db: Kysely<Database>, id: number) {
  const division = await findDivision(db, id);
  if (!division) throw notFound('Division not found');
  return division;
}
