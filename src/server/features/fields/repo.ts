import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Fields by name; all of them, or those with the given ids. */
export function fieldRows(db: Kysely<Database>, ids?: number[]) {
  let query = db.selectFrom('fields').selectAll().orderBy('name').orderBy('id');
  if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : [-1]);
  return query.execute();
}

export function teamsOfFields(db: Kysely<Database>, ids?: number[]) {
  let query = db
    .selectFrom('field_teams')
    .innerJoin('teams', 'teams.id', 'field_teams.team_id')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .select(['field_teams.field_id as fieldId', 'teams.id', 'teams.name', 'teams.division_id as divisionId', 'divisions.name as divisionName'])
    .orderBy('teams.name')
    .orderBy('teams.id');
  if (ids) query = query.where('field_teams.field_id', 'in', ids.length > 0 ? ids : [-1]);
  return query.execute();
}

export function imagesOfFields(db: Kysely<Database>, ids?: number[]) {
  let query = db
    .selectFrom('field_images')
    .innerJoin('images', 'images.id', 'field_images.image_id')
    .select(['field_images.field_id as fieldId', 'images.id as imageId', 'images.hash', 'images.extension'])
    .orderBy('field_images.field_id')
    .orderBy('field_images.position');
  if (ids) query = query.where('field_images.field_id', 'in', ids.length > 0 ? ids : [-1]);
  return query.execute();
}
