import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A coach's places on teams, as stored. */
export function staffRowsOf(db: Kysely<Database>, userId: number) {
  return db.selectFrom('team_staff').select(['id', 'team_id', 'role']).where('user_id', '=', userId).orderBy('id').execute();
}

export async function insertStaff(db: Kysely<Database>, userId: number, teamId: number, role: string): Promise<void> {
  await db.insertInto('team_staff').values({ user_id: userId, team_id: teamId, role }).execute();
}

export async function updateStaffRole(db: Kysely<Database>, id: number, role: string): Promise<void> {
  await db.updateTable('team_staff').set({ role }).where('id', '=', id).execute();
}

export async function deleteStaff(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('team_staff').where('id', 'in', ids).execute();
}

/** The ids among `teamIds` that name existing teams. */
export async function existingTeamIds(db: Kysely<Database>, teamIds: number[]): Promise<Set<number>> {
  if (teamIds.length === 0) return new Set();
  const rows = await db.selectFrom('teams').select('id').where('id', 'in', teamIds).execute();
  return new Set(rows.map((r) => r.id));
}

export async function hasStaffPlace(db: Kysely<Database>, userId: number, teamId: number): Promise<boolean> {
  const row = await db.selectFrom('team_staff').select('id').where('user_id', '=', userId).where('team_id', '=', teamId).executeTakeFirst();
  return row !== undefined;
}

/** Every coach account and their team places: what clearing all coaches removes. */
export async function countCoachesAndStaff(db: Kysely<Database>): Promise<{ coachCount: number; teamStaffCount: number }> {
  const coaches = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'coach').executeTakeFirstOrThrow();
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
