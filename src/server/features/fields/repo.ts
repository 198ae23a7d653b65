import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, FieldsTable, GameRow } from '../../db/schema';
import { seasonIdOf, type SeasonRef } from '../seasons/service';

/** Fields by name; all of them, or those with the given ids. */
export function fieldRows(db: Kysely<Database>, ids?: number[]) {
  let query = db.selectFrom('fields').selectAll().orderBy('name').orderBy('id');
  if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : [-1]);
  return query.execute();
}

/** The fields' teams in a season (the current one, as every field page shows them), or in every season. */
export function teamsOfFields(db: Kysely<Database>, ids: number[] | undefined, season: SeasonRef | 'all' = 'current') {
  let query = db
    .selectFrom('field_teams')
    .innerJoin('teams', 'teams.id', 'field_teams.team_id')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .select(['field_teams.field_id as fieldId', 'teams.id', 'teams.name', 'teams.division_id as divisionId', 'divisions.name as divisionName'])
    .orderBy('teams.name')
    .orderBy('teams.id');
  if (ids) query = query.where('field_teams.field_id', 'in', ids.length > 0 ? ids : [-1]);
  if (season !== 'all') query = query.where('divisions.season_id', '=', seasonIdOf(db, season));
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

export async function insertField(db: Kysely<Database>, values: Insertable<FieldsTable>): Promise<number> {
  const row = await db.insertInto('fields').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFieldRow(db: Kysely<Database>, id: number, values: Updateable<FieldsTable>): Promise<void> {
  await db.updateTable('fields').set(values).where('id', '=', id).execute();
}

export async function deleteFieldRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('fields').where('id', '=', id).execute();
}

export async function imageIdsOfField(db: Kysely<Database>, fieldId: number): Promise<number[]> {
  const rows = await db.selectFrom('field_images').select('image_id').where('field_id', '=', fieldId).execute();
  return rows.map((r) => r.image_id);
}

/** The field's teams (of the current season, or of every season) become these. */
export async function replaceFieldTeams(db: Kysely<Database>, fieldId: number, teamIds: number[], season: 'current' | 'all' = 'current'): Promise<void> {
  let removed = db.deleteFrom('field_teams').where('field_id', '=', fieldId);
  if (season === 'current') {
    const currentTeams = db
      .selectFrom('teams')
      .innerJoin('divisions', 'divisions.id', 'teams.division_id')
      .select('teams.id')
      .where('divisions.season_id', '=', seasonIdOf(db, 'current'));
    removed = removed.where('team_id', 'in', currentTeams);
  }
  await removed.execute();
  if (teamIds.length > 0) {
    await db
      .insertInto('field_teams')
      .values(teamIds.map((teamId) => ({ field_id: fieldId, team_id: teamId })))
      .execute();
  }
}

/** The field's photos become these, in this order. */
export async function replaceFieldImages(db: Kysely<Database>, fieldId: number, imageIds: number[]): Promise<void> {
  await db.deleteFrom('field_images').where('field_id', '=', fieldId).execute();
  if (imageIds.length > 0) {
    await db
      .insertInto('field_images')
      .values(imageIds.map((imageId, position) => ({ field_id: fieldId, image_id: imageId, position })))
      .execute();
  }
}

/** The games played at the field lose it (TBD). Answers them as they are now. */
export function moveGamesOffField(db: Kysely<Database>, fieldId: number, updatedAt: string): Promise<GameRow[]> {
  return db.updateTable('games').set({ field_id: null, updated_at: updatedAt }).where('field_id', '=', fieldId).returningAll().execute();
}

/** How many games are played on the field, and how many of them are still to come (scheduled). */
export async function gameCountsOnField(db: Kysely<Database>, fieldId: number): Promise<{ games: number; scheduled: number }> {
  const rows = await db.selectFrom('games').select('status').where('field_id', '=', fieldId).execute();
  return { games: rows.length, scheduled: rows.filter((r) => r.status === 'scheduled').length };
}
