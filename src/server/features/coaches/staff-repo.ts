import type { Kysely } from 'kysely';
import type { StaffRole } from '../../../shared/roles';
import { batches } from '../../db/batches';
import type { Database } from '../../db/schema';
import { seasonIdOf, type SeasonRef } from '../seasons/service';

/** Places on the staff of the current season's teams. */
function currentStaff(db: Kysely<Database>) {
  return db
    .selectFrom('team_staff')
    .innerJoin('teams', 'teams.id', 'team_staff.team_id')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .where('divisions.season_id', '=', seasonIdOf(db, 'current'));
}

/** A coach's places on the current season's teams, as stored. */
export function staffRowsOf(db: Kysely<Database>, userId: number) {
  return currentStaff(db)
    .select(['team_staff.id', 'team_staff.team_id', 'team_staff.role'])
    .where('team_staff.user_id', '=', userId)
    .orderBy('team_staff.id')
    .execute();
}

/** Whether the user has a place on the staff of a team this season. */
export async function coachesATeam(db: Kysely<Database>, userId: number): Promise<boolean> {
  const place = await currentStaff(db).select('team_staff.id').where('team_staff.user_id', '=', userId).limit(1).executeTakeFirst();
  return place !== undefined;
}

/** The names and staff roles of a team's coaches, by name. */
export function coachNamesOfTeam(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom('team_staff')
    .innerJoin('users', 'users.id', 'team_staff.user_id')
    .select(['users.name', 'team_staff.role'])
    .where('team_staff.team_id', '=', teamId)
    .orderBy('users.name')
    .orderBy('team_staff.id')
    .execute();
}

export async function insertStaff(db: Kysely<Database>, userId: number, teamId: number, role: StaffRole): Promise<void> {
  await db.insertInto('team_staff').values({ user_id: userId, team_id: teamId, role }).execute();
}

export async function updateStaffRole(db: Kysely<Database>, id: number, role: StaffRole): Promise<void> {
  await db.updateTable('team_staff').set({ role }).where('id', '=', id).execute();
}

export async function deleteStaff(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('team_staff').where('id', 'in', ids).execute();
}

/** The ids among `teamIds` that name existing teams (of any season, or of the one named). */
export async function existingTeamIds(db: Kysely<Database>, teamIds: number[], season?: SeasonRef): Promise<Set<number>> {
  if (teamIds.length === 0) return new Set();
  let query = db.selectFrom('teams').innerJoin('divisions', 'divisions.id', 'teams.division_id').select('teams.id').where('teams.id', 'in', teamIds);
  if (season !== undefined) query = query.where('divisions.season_id', '=', seasonIdOf(db, season));
  const rows = await query.execute();
  return new Set(rows.map((r) => r.id));
}

export interface StaffPlace {
  userId: number;
  teamId: number;
}

export const placeKey = (place: StaffPlace) => `${place.userId}:${place.teamId}`;

/** The team places the users have, as `placeKey`s. */
export async function staffPlacesOf(db: Kysely<Database>, userIds: readonly number[]): Promise<Set<string>> {
  const places = new Set<string>();
  for (const batch of batches([...new Set(userIds)])) {
    const rows = await currentStaff(db)
      .select(['team_staff.user_id as userId', 'team_staff.team_id as teamId'])
      .where('team_staff.user_id', 'in', batch)
      .execute();
    for (const row of rows) places.add(placeKey(row));
  }
  return places;
}

/** Puts the users on the teams in the role, a batch per statement. */
export async function insertStaffPlaces(db: Kysely<Database>, places: readonly StaffPlace[], role: StaffRole): Promise<void> {
  for (const batch of batches(places)) {
    await db
      .insertInto('team_staff')
      .values(batch.map((p) => ({ user_id: p.userId, team_id: p.teamId, role })))
      .execute();
  }
}

/** Every coach account and their team places: what clearing all coaches removes. */
export async function countCoachesAndStaff(db: Kysely<Database>): Promise<{ coachCount: number; teamStaffCount: number }> {
  const coaches = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'coach')
    .executeTakeFirstOrThrow();
  const staff = await db
    .selectFrom('team_staff')
    .innerJoin('users', 'users.id', 'team_staff.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('users.role', '=', 'coach')
    .executeTakeFirstOrThrow();
  return { coachCount: Number(coaches.n), teamStaffCount: Number(staff.n) };
}

/** Deletes every coach account; their team places, sessions and links go with them. */
export async function deleteAllCoaches(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('users').where('role', '=', 'coach').execute();
}
