import type { Kysely } from 'kysely';
import type { UserRole } from '../../../shared/roles';
import type { SessionUser, TeamStaffEntry } from '../../../shared/schemas/user';
import { dbBool, toBool, type Database, type NewUser, type UserRow } from '../../db/schema';
import type { SeasonRef } from '../seasons/service';
import { requireStrongPassword } from '../../security/password-strength';
import { hashPassword } from '../../security/passwords';
import {
  countUsers,
  deleteUser,
  findLoginClash,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  insertUser,
  insertUsers,
  normalizeLogin,
  staffOfSeason,
  staffOfUsers,
  updateUser,
  usersByEmails,
  accountsOfAddresses,
  usersWithRole,
} from './repo';

export {
  findUserById,
  findUserByLogin,
  findUserByEmail,
  countUsers,
  usersWithRole,
  usersByEmails,
  accountsOfAddresses,
  normalizeLogin,
  findLoginClash,
  updateUser,
  deleteUser,
};

type StaffRow = Awaited<ReturnType<typeof staffOfUsers>>[number];

export function toTeamStaffEntry(row: StaffRow): TeamStaffEntry {
  return {
    id: row.id,
    teamId: row.teamId,
    role: row.role,
    team: {
      id: row.teamId,
      name: row.teamName,
      divisionId: row.divisionId,
      division: { id: row.divisionId, name: row.divisionName },
    },
  };
}

/** The users' places on teams: in the current season unless another is named. */
export async function teamStaffOf(db: Kysely<Database>, userIds: number[], season: SeasonRef = 'current'): Promise<Map<number, TeamStaffEntry[]>> {
  return byUser(await staffOfUsers(db, userIds, season));
}

/** Everyone's places on the teams of a season (the current one unless another is named), by user. */
export async function teamStaffOfSeason(db: Kysely<Database>, season: SeasonRef = 'current'): Promise<Map<number, TeamStaffEntry[]>> {
  return byUser(await staffOfSeason(db, season));
}

function byUser(rows: StaffRow[]): Map<number, TeamStaffEntry[]> {
  const byUser = new Map<number, TeamStaffEntry[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push(toTeamStaffEntry(row));
    byUser.set(row.userId, list);
  }
  return byUser;
}

export interface ImpersonationState {
  active: boolean;
  endsAt: string | null;
}

export async function sessionUserOf(db: Kysely<Database>, user: UserRow, impersonation: ImpersonationState): Promise<SessionUser> {
  const staff = await teamStaffOf(db, [user.id]);
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    phone: user.phone,
    role: user.role,
    gameChangerTeamName: user.game_changer_team_name,
    mustChangePassword: toBool(user.must_change_password),
    isImpersonating: impersonation.active,
    impersonationEndsAt: impersonation.endsAt,
    teamStaff: staff.get(user.id) ?? [],
  };
}

export interface NewAccount {
  username: string;
  password: string | null;
  name: string;
  email: string | null;
  phone?: string | null;
  role: UserRole;
  gameChangerTeamName?: string | null;
  mustChangePassword?: boolean;
  /** A hash computed beforehand (many accounts sharing one first password), instead of `password`. */
  passwordHash?: string;
}

/** The stored row of a new account; usernames and emails are stored lower-case so sign-in ignores case. */
async function accountRow(account: NewAccount, now: Date): Promise<NewUser> {
  const stamp = now.toISOString();
  return {
    username: normalizeLogin(account.username),
    email: account.email ? normalizeLogin(account.email) : null,
    password_hash: account.passwordHash ?? (account.password ? await hashPassword(account.password) : null),
    name: account.name.trim(),
    phone: account.phone ?? null,
    role: account.role,
    game_changer_team_name: account.gameChangerTeamName ?? null,
    must_change_password: account.mustChangePassword ? 1 : 0,
    created_at: stamp,
    updated_at: stamp,
  };
}

/** Creates a user; answers its id. */
export async function createAccount(db: Kysely<Database>, account: NewAccount, now: Date): Promise<number> {
  return insertUser(db, await accountRow(account, now));
}

/** Creates many users with a statement per batch, not per account; answers them as stored. */
export async function createAccounts(db: Kysely<Database>, accounts: readonly NewAccount[], now: Date): Promise<UserRow[]> {
  return insertUsers(db, await Promise.all(accounts.map((account) => accountRow(account, now))));
}

/**
 * Replaces a user's password with an already computed hash (hash before a transaction, so it
 * stays short). A password the user chose ends any obligation to change it.
 */
export async function setPasswordHash(db: Kysely<Database>, userId: number, passwordHash: string, now: Date): Promise<void> {
  await updateUser(db, userId, { password_hash: passwordHash, must_change_password: dbBool(false), updated_at: now.toISOString() });
}

/** Refuses a guessable new password for this account (see security/password-strength.ts). */
export function requireStrongPasswordFor(user: Pick<UserRow, 'role' | 'username' | 'email' | 'name'>, password: string): void {
  requireStrongPassword(password, { role: user.role, names: [user.username, user.email, user.name] });
}

/** The same, for the account with this id (a link's account, known once the link is claimed). */
export async function requireStrongPasswordOf(db: Kysely<Database>, userId: number, password: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (user) requireStrongPasswordFor(user, password);
}
