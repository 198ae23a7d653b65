import type { Kysely } from 'kysely';
import type { StaffRole } from '../../../shared/roles';
import type { Database } from '../../db/schema';

// What a season holds, read to carry it into the next one and written as the new season's own
// rows, and removed with a season that never had a game.

export function teamsOfDivisions(db: Kysely<Database>, divisionIds: number[]) {
  if (divisionIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('teams').select(['id', 'division_id', 'name']).where('division_id', 'in', divisionIds).orderBy('name').execute();
}

export function staffOfTeams(db: Kysely<Database>, teamIds: number[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('team_staff').select(['user_id', 'team_id', 'role']).where('team_id', 'in', teamIds).orderBy('id').execute();
}

export function fieldLinksOfTeams(db: Kysely<Database>, teamIds: number[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('field_teams').select(['field_id', 'team_id']).where('team_id', 'in', teamIds).execute();
}

export function formatsOfDivisions(db: Kysely<Database>, divisionIds: number[]) {
  if (divisionIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('playoff_formats').select(['division_id', 'format']).where('division_id', 'in', divisionIds).execute();
}

export async function setFixedSeeds(db: Kysely<Database>, divisionId: number, teamIds: number[]): Promise<void> {
  await db
    .updateTable('divisions')
    .set({ fixed_seed_team_ids: JSON.stringify(teamIds) })
    .where('id', '=', divisionId)
    .execute();
}

export async function insertStaff(db: Kysely<Database>, rows: { user_id: number; team_id: number; role: StaffRole }[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('team_staff').values(rows).execute();
}

export async function insertFieldLinks(db: Kysely<Database>, rows: { field_id: number; team_id: number }[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('field_teams').values(rows).execute();
}

export async function insertFormat(db: Kysely<Database>, divisionId: number, format: string, at: string): Promise<void> {
  await db.insertInto('playoff_formats').values({ division_id: divisionId, format, updated_at: at }).execute();
}

/** A season's divisions and teams, and with them what hangs on the teams (staff, field links, availability) and the formats. */
export async function deleteSeasonContents(db: Kysely<Database>, seasonId: number): Promise<void> {
  const divisionIds = db.selectFrom('divisions').select('id').where('season_id', '=', seasonId);
  await db.deleteFrom('teams').where('division_id', 'in', divisionIds).execute();
  await db.deleteFrom('divisions').where('season_id', '=', seasonId).execute();
}

/**
 * A league-wide field belongs to a division by its id; when another season becomes current, the
 * field follows to the division of the same name there (or to none).
 */
export async function moveFieldsToSeason(db: Kysely<Database>, seasonId: number): Promise<void> {
  const fields = await db
    .selectFrom('fields')
    .innerJoin('divisions', 'divisions.id', 'fields.division_id')
    .select(['fields.id', 'divisions.name', 'divisions.season_id'])
    .where('divisions.season_id', '!=', seasonId)
    .execute();
  for (const field of fields) {
    const match = await db.selectFrom('divisions').select('id').where('season_id', '=', seasonId).where('name', '=', field.name).executeTakeFirst();
    await db
      .updateTable('fields')
      .set({ division_id: match?.id ?? null })
      .where('id', '=', field.id)
      .execute();
  }
}
