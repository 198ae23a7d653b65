import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { seasonIdOf, type SeasonRef } from '../seasons/service';

export function divisionsOfSeason(db: Kysely<Database>, season: SeasonRef) {
  return db.selectFrom('divisions').selectAll().where('season_id', '=', seasonIdOf(db, season)).orderBy('position').orderBy('name').execute();
}

export function findDivision(db: Kysely<Database>, id: number) {
  return db.selectFrom('divisions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findDivisionByName(db: Kysely<Database>, season: SeasonRef, name: string) {
  return db.selectFrom('divisions').select('id').where('season_id', '=', seasonIdOf(db, season)).where('name', '=', name).executeTakeFirst();
}

export function teamsOfSeason(db: Kysely<Database>, season: SeasonRef) {
  return db
    .selectFrom('teams')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .select(['teams.id', 'teams.name', 'teams.division_id as divisionId', 'divisions.name as divisionName'])
    .where('divisions.season_id', '=', seasonIdOf(db, season))
    .orderBy('divisions.position')
    .orderBy('teams.name')
    .execute();
}

export function teamsOfDivision(db: Kysely<Database>, divisionId: number) {
  return db.selectFrom('teams').select(['id', 'name', 'division_id as divisionId']).where('division_id', '=', divisionId).orderBy('name').execute();
}

/** A team with the season of its division. */
export function findTeam(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom('teams')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .select(['teams.id', 'teams.name', 'teams.division_id as divisionId', 'divisions.season_id as seasonId'])
    .where('teams.id', '=', teamId)
    .executeTakeFirst();
}

/** A team with the name of its division and its season, as the team page shows it. */
export function findTeamWithDivision(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom('teams')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .select(['teams.id', 'teams.name', 'teams.division_id as divisionId', 'divisions.name as divisionName', 'divisions.season_id as seasonId'])
    .where('teams.id', '=', teamId)
    .executeTakeFirst();
}
