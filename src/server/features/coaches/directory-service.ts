import type { Kysely } from 'kysely';
import type { AdminCoachPage, AdminCoachQuery } from '../../../shared/schemas/people-admin';
import type { Database } from '../../db/schema';
import { teamStaffOf } from '../users/service';
import { countCoachesMatching, pageOfCoaches } from './directory-repo';
import { presentCoach } from './present';

/** The Coach Directory's page of coaches: searched, filtered and sorted in the database, with contact details. */
export async function coachDirectory(db: Kysely<Database>, query: AdminCoachQuery): Promise<AdminCoachPage> {
  const total = await countCoachesMatching(db, query);
  const users = await pageOfCoaches(db, query);
  const staff = await teamStaffOf(
    db,
    users.map((u) => u.id),
  );
  return {
    coaches: users.map((user) => ({ ...presentCoach(user, staff.get(user.id) ?? [], true), lastSignedInAt: user.last_signed_in_at })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
