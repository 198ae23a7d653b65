import type { Kysely } from 'kysely';
import { isHeadCoach } from '../../../shared/profile';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  GAME_CHANGER_REQUIRED,
  PHONE_REQUIRED_FOR_COACHES,
  type ManagedUser,
  type NewUserBody,
  type UserPatchBody,
} from '../../../shared/schemas/user';
import type { AppContext } from '../../context';
import type { Database, UserRow, UserUpdate } from '../../db/schema';
import { write } from '../../db/write';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { requireStrongPassword } from '../../security/password-strength';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { recordAudit } from '../audit/service';
import { actorOf, endAllSessionsOf, endOtherSessionsOf } from '../auth/service';
import type { Auth } from '../../auth';
import { countPasswordCheck, forgiveSignIn } from '../auth/sign-in-limit-service';
import { allUsers, deleteUser, findLoginClash, findUserById, updateUser } from './repo';
import { createAccount, requireStrongPasswordFor, setPasswordHash, teamStaffOf } from './service';

export function presentUser(user: UserRow): ManagedUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    gameChangerTeamName: user.game_changer_team_name,
  };
}

/** What the audit log keeps of an account: never the password hash. */
const auditView = presentUser;

export async function listUsers(db: Kysely<Database>): Promise<ManagedUser[]> {
  return (await allUsers(db)).map(presentUser);
}

async function requireFreeLogins(db: Kysely<Database>, logins: { username?: string; email?: string | null }, exceptId: number | null) {
  if (logins.username && (await findLoginClash(db, logins.username, exceptId))) {
    throw conflict('That username is already taken');
  }
  if (logins.email && (await findLoginClash(db, logins.email, exceptId))) {
    throw conflict('An account with that email already exists');
  }
}

export async function createUser(ctx: AppContext, auth: Auth, input: NewUserBody): Promise<ManagedUser> {
  requireStrongPassword(input.password, { role: input.role, names: [input.username, input.email, input.name] });
  const now = ctx.now();
  return write(ctx, ['users'], async (trx) => {
    await requireFreeLogins(trx, input, null);
    const id = await createAccount(trx, input, now);
    const user = await findUserById(trx, id);
    if (!user) throw notFound('User not found');
    await recordAudit(trx, actorOf(auth), { action: 'user.create', entity: 'user', entityId: id, after: auditView(user) }, now);
    return presentUser(user);
  });
}

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() ? value.trim() : null);

/**
 * Changes an account. Anyone may change their own profile; only an administrator changes other
 * accounts, usernames, emails and roles, and nobody changes their own role. A coach cannot remove
 * their phone number, nor a head coach the scoring-app team name.
 */
export async function updateUserAccount(ctx: AppContext, auth: Auth, id: number, patch: UserPatchBody): Promise<ManagedUser> {
  const isSelf = auth.userId === id;
  const isAdmin = auth.role === 'admin';
  if (!isSelf && !isAdmin) throw forbidden('You can only change your own profile');
  // The coach's password is theirs alone; an administrator acting as them cannot choose it.
  if (patch.password && auth.impersonatorId !== null) throw forbidden("An administrator acting as a coach cannot change the coach's password");
  if (patch.password) await checkNewPassword(ctx, id, isSelf, patch.password, patch);
  const passwordHash = patch.password ? await hashPassword(patch.password) : null;
  const now = ctx.now();
  return write(ctx, ['users'], async (trx) => {
    const user = await findUserById(trx, id);
    if (!user) throw notFound('User not found');
    if (patch.role !== undefined && patch.role !== user.role) {
      if (isSelf) throw forbidden('You cannot change your own role');
    }
    const username = patch.username?.toLowerCase();
    const email = patch.email?.toLowerCase();
    if (!isAdmin && ((username !== undefined && username !== user.username) || (email !== undefined && email !== user.email))) {
      throw forbidden('Only an administrator can change a username or email address');
    }
    await requireFreeLogins(trx, { username, email }, id);

    const role = patch.role ?? user.role;
    const staff = (await teamStaffOf(trx, [id])).get(id) ?? [];
    const phone = blankToNull(patch.phone);
    const gameChangerTeamName = blankToNull(patch.gameChangerTeamName);
    if (phone === null && role === 'coach') throw invalid(PHONE_REQUIRED_FOR_COACHES);
    if (gameChangerTeamName === null && isHeadCoach({ role, teamStaff: staff })) throw invalid(GAME_CHANGER_REQUIRED);

    const changes: UserUpdate = {
      name: patch.name,
      phone,
      game_changer_team_name: gameChangerTeamName,
      username,
      email,
      role: patch.role,
      updated_at: now.toISOString(),
    };
    await updateUser(trx, id, changes);
    if (passwordHash) {
      await setPasswordHash(trx, id, passwordHash, now);
      if (isSelf) await endOtherSessionsOf(trx, id, auth.sessionId);
      else await endAllSessionsOf(trx, id);
    }
    const updated = await findUserById(trx, id);
    if (!updated) throw notFound('User not found');
    await recordAudit(
      trx,
      actorOf(auth),
      {
        action: 'user.update',
        entity: 'user',
        entityId: id,
        before: auditView(user),
        after: { ...auditView(updated), passwordChanged: passwordHash !== null },
      },
      now,
    );
    return presentUser(updated);
  });
}

/**
 * A new password set through PATCH /api/users/{id}: one's own needs the current one beside it
 * (so a session left open is not enough to take the account), and every new password must be
 * hard to guess, as an administrator's password if the change makes the account one.
 */
async function checkNewPassword(ctx: AppContext, id: number, isSelf: boolean, password: string, patch: UserPatchBody): Promise<void> {
  const user = await findUserById(ctx.handle.db, id);
  if (!user) throw notFound('User not found');
  if (isSelf) {
    if (!patch.currentPassword) throw forbidden(CURRENT_PASSWORD_REQUIRED);
    const attempt = await countPasswordCheck(ctx.handle.db, user, ctx.now());
    if (!(await verifyPassword(user.password_hash, patch.currentPassword))) throw forbidden(CURRENT_PASSWORD_WRONG);
    await forgiveSignIn(ctx.handle.db, attempt);
  }
  requireStrongPasswordFor(
    { role: patch.role ?? user.role, username: patch.username ?? user.username, email: patch.email ?? user.email, name: patch.name ?? user.name },
    password,
  );
}

/** Deletes an account with its sessions, links and team places. Nobody deletes their own. */
export async function deleteUserAccount(ctx: AppContext, auth: Auth, id: number): Promise<void> {
  if (auth.userId === id) throw forbidden('You cannot delete your own account');
  const now = ctx.now();
  await write(ctx, ['users', 'teams'], async (trx) => {
    const user = await findUserById(trx, id);
    if (!user) throw notFound('User not found');
    await deleteUser(trx, id);
    await recordAudit(trx, actorOf(auth), { action: 'user.delete', entity: 'user', entityId: id, before: auditView(user) }, now);
  });
}
