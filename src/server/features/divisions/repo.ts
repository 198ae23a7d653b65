import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function allDivisions(db: Kysely<Database>) {
  return db.selectFrom('divisions').selectAll().orderBy('position').orderBy('name').execute();
}

export function findDivision(db: Kysely<Database>, id: number) {
  return db.selectFrom('divisions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findDivisionByName(db: Kysely<Database>, name: string) {
  return db.selectFrom('divisions').select('id').where('name', '=', name).executeTakeFirst();
}

export function allTeams(db: Kysely<Database>) {
  return db
    .selectFrom('teams')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .select(['teams.id', 'teams.name', 'teams.division_id as divisionId', 'divisions.name as divisionName'])
    .orderBy('divisions.position')
    .orderBy('teams.name')
    .execute();
}

export function teamsOfDivision(db: Kysely<Database>, divisionId: number) {
  return db.selectFrom('teams').select(['id', 'name', 'division_id as divisionId']).where('division_id', '=', divisionId).orderBy('name').execute();
}
