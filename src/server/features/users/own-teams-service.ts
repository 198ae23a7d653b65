import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { teamStaffOf } from './service';

/** The teams a user is on the staff of, in any staff role. */
export async function teamIdsOf(db: Kysely<Database>, userId: number): Promise<Set<number>> {
  const staff = (await teamStaffOf(db, [userId])).get(userId) ?? [];
  return new Set(staff.map((s) => s.teamId));
}
