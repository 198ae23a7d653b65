import type { Kysely } from 'kysely';
import { isLeagueStaff } from '../../../shared/roles';
import type { AccountRemoval, AdminUserPage, AdminUserQuery } from '../../../shared/schemas/people-admin';
import type { Auth } from '../../auth';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { presentUser } from './accounts-service';
import { countUsersMatching, findUserById, pageOfUsers, removalOf } from './repo';

/** User Management's page of accounts: searched, filtered and sorted in the database. */
export async function userDirectory(db: Kysely<Database>, query: AdminUserQuery): Promise<AdminUserPage> {
  const total = await countUsersMatching(db, query);
  const users = await pageOfUsers(db, query);
  return { users: users.map(presentUser), total, page: query.page, pageSize: query.pageSize };
}

/**
 * What deleting an account would remove, for the confirmation to say in numbers. Administrators
 * ask about any account; league operations (who delete coaches) about coach accounts only.
 */
export async function removalOfAccount(db: Kysely<Database>, auth: Auth, id: number, now: Date): Promise<AccountRemoval> {
  const user = await findUserById(db, id);
  if (!user || !isLeagueStaff(auth.role) || (auth.role !== 'admin' && user.role !== 'coach')) throw notFound('User not found');
  return removalOf(db, id, now);
}
