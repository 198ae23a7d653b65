import { sql, type Kysely } from 'kysely';
import type { UserRole } from '../../../shared/roles';
import type { AccountRemoval, AdminUserQuery } from '../../../shared/schemas/people-admin';
import { holdsWord, searchWords } from '../../db/text-search';
import { batches } from '../../db/batches';
import { seasonIdOf, type SeasonRef } from '../seasons/service';
import type { Database, NewUser, UserRow, UserUpdate } from '../../db/schema';

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sign-in names and emails are stored like this, so sign-in ignores case. */
export function normalizeLogin(login: string): string {
  return login.trim().toLowerCase();
}

/** Sign-in names are matched without regard to case; coaches sign in with their email. */
export function findUserByLogin(db: Kysely<Database>, login: string): Promise<UserRow | undefined> {
  const normalized = normalizeLogin(login);
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username', '=', normalized), eb('email', '=', normalized)]))
    .orderBy('id')
    .executeTakeFirst();
}

export function usersWithRole(db: Kysely<Database>, role: UserRole): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('role', '=', role).orderBy('name').orderBy('id').execute();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Kysely<Database>, id: number, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Places on the teams of a season, with their team and division, in the order they were given (a coach's assignment order). */
function placesInSeason(db: Kysely<Database>, season: SeasonRef) {
  return db
    .selectFrom('team_staff')
    .innerJoin('teams', 'teams.id', 'team_staff.team_id')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .select([
      'team_staff.id',
      'team_staff.user_id as userId',
      'team_staff.team_id as teamId',
      'team_staff.role',
      'teams.name as teamName',
      'teams.division_id as divisionId',
      'divisions.name as divisionName',
      'divisions.position as divisionPosition',
    ])
    .where('divisions.season_id', '=', seasonIdOf(db, season))
    .orderBy('team_staff.id');
}

/** The users' places on the teams of a season. */
export function staffOfUsers(db: Kysely<Database>, userIds: number[], season: SeasonRef) {
  return placesInSeason(db, season)
    .where('team_staff.user_id', 'in', userIds.length > 0 ? userIds : [-1])
    .execute();
}

/**
 * Every place on the teams of a season. Found from the season's teams, not from people: the work
 * is the season's size, however many past seasons the people have coached in.
 */
export function staffOfSeason(db: Kysely<Database>, season: SeasonRef) {
  return placesInSeason(db, season).execute();
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function allUsers(db: Kysely<Database>): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('name').orderBy('id').execute();
}

/** Which of these (normalised) names are the username of some account. */
/**
 * For these (normalised) addresses, in one statement per batch: the accounts whose email is one of
 * them, by email, and which of them are some account's username.
 */
export async function accountsOfAddresses(
  db: Kysely<Database>,
  addresses: readonly string[],
): Promise<{ byEmail: Map<string, UserRow>; usernames: Set<string> }> {
  const byEmail = new Map<string, UserRow>();
  const usernames = new Set<string>();
  for (const batch of batches([...new Set(addresses)])) {
    const users = await db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb('email', 'in', batch), eb('username', 'in', batch)]))
      .execute();
    for (const user of users) {
      if (user.email !== null && batch.includes(user.email)) byEmail.set(user.email, user);
      usernames.add(user.username);
    }
  }
  return { byEmail, usernames };
}

/** The accounts with these (normalised) emails, by email. */
export async function usersByEmails(db: Kysely<Database>, emails: readonly string[]): Promise<Map<string, UserRow>> {
  const found = new Map<string, UserRow>();
  for (const batch of batches(emails)) {
    for (const user of await db.selectFrom('users').selectAll().where('email', 'in', batch).execute()) {
      if (user.email !== null) found.set(user.email, user);
    }
  }
  return found;
}

/** Inserts the accounts, a batch per statement, and answers them as stored. */
export async function insertUsers(db: Kysely<Database>, users: readonly NewUser[]): Promise<UserRow[]> {
  const inserted: UserRow[] = [];
  for (const batch of batches(users)) inserted.push(...(await db.insertInto('users').values(batch).returningAll().execute()));
  return inserted;
}

/** Another account that already uses this sign-in name or email (as either), if any. */
export function findLoginClash(db: Kysely<Database>, login: string, exceptId: number | null): Promise<UserRow | undefined> {
  const normalized = normalizeLogin(login);
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username', '=', normalized), eb('email', '=', normalized)]))
    .where('id', '!=', exceptId ?? -1)
    .executeTakeFirst();
}

export async function deleteUser(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** The accounts that have a password, with its hash. */
export function usersWithPasswords(db: Kysely<Database>) {
  return db.selectFrom('users').select(['username', 'role', 'password_hash']).where('password_hash', 'is not', null).orderBy('id').execute();
}

/** Accounts matching User Management's search (name, username, email, phone: every word) and role. */
function usersMatching(db: Kysely<Database>, filters: AdminUserQuery) {
  let query = db.selectFrom('users');
  for (const word of searchWords(filters.q)) {
    query = query.where((eb) =>
      eb.or([
        holdsWord(eb.ref('users.name'), word),
        holdsWord(eb.ref('users.username'), word),
        holdsWord(eb.ref('users.email'), word),
        holdsWord(eb.ref('users.phone'), word),
      ]),
    );
  }
  if (filters.role !== undefined) query = query.where('users.role', '=', filters.role);
  return query;
}

export async function countUsersMatching(db: Kysely<Database>, filters: AdminUserQuery): Promise<number> {
  const row = await usersMatching(db, filters)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the matching accounts, in the chosen order (ties by name, then id). */
export function pageOfUsers(db: Kysely<Database>, filters: AdminUserQuery): Promise<UserRow[]> {
  const byName = filters.sort === 'name';
  let query = usersMatching(db, filters).selectAll('users');
  if (!byName) query = query.orderBy(sql`lower(${sql.ref(`users.${filters.sort}`)})`, filters.dir);
  return query
    .orderBy(sql`lower(users.name)`, byName ? filters.dir : 'asc')
    .orderBy('users.id', byName ? filters.dir : 'asc')
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize)
    .execute();
}

/** What deleting the account takes with it: team places (every season), live sessions, unused sign-in links. */
export async function removalOf(db: Kysely<Database>, userId: number, now: Date): Promise<AccountRemoval> {
  const stamp = now.toISOString();
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('team_staff').select(eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).as('teamPlaces'),
      eb.selectFrom('sessions').select(eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('expires_at', '>', stamp).as('sessions'),
      eb
        .selectFrom('magic_links')
        .select(eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', stamp)
        .as('magicLinks'),
      eb
        .selectFrom('password_resets')
        .select(eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', stamp)
        .as('resets'),
    ])
    .executeTakeFirstOrThrow();
  return { teamPlaces: Number(row.teamPlaces), sessions: Number(row.sessions), signInLinks: Number(row.magicLinks) + Number(row.resets) };
}
