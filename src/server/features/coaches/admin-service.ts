import type { Kysely } from 'kysely';
import type { Coach } from '../../../shared/schemas/coach';
import type { CoachPatchBody, NewCoachBody, TeamAssignment } from '../../../shared/schemas/coach-admin';
import type { AppContext } from '../../context';
import type { Database, UserRow } from '../../db/schema';
import { write } from '../../db/write';
import { conflict, invalid, notFound } from '../../errors';
import { requireStrongPassword } from '../../security/password-strength';
import { hashPassword } from '../../security/passwords';
import { recordAudit } from '../audit/service';
import { actorOf, endAllSessionsOf } from '../auth/service';
import type { Auth } from '../../auth';
import { createAccount, deleteUser, findLoginClash, findUserById, setPasswordHash, teamStaffOf, updateUser } from '../users/service';
import { presentCoach } from './present';
import { deleteStaff, existingTeamIds, insertStaff, staffRowsOf, updateStaffRole } from './staff-repo';

const EMAIL_TAKEN = 'An account with that email already exists';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

const coachOwner = (input: { email: string; name: string }) => ({ role: 'coach' as const, names: [input.email, input.name] });

/** A coach account, or 'Coach not found' for a missing id or an account that is not a coach. */
async function requireCoach(db: Kysely<Database>, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user || user.role !== 'coach') throw notFound('Coach not found');
  return user;
}

async function requireTeams(db: Kysely<Database>, assignments: TeamAssignment[]): Promise<void> {
  const ids = assignments.map((a) => a.teamId);
  const found = await existingTeamIds(db, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw invalid(`Team ${missing.join(', ')} does not exist`);
  // Assignments are made in the current season; those of past seasons stay as they ended.
  const current = await existingTeamIds(db, ids, 'current');
  const past = ids.filter((id) => !current.has(id));
  if (past.length > 0) throw invalid(`Team ${past.join(', ')} is not a team of the current season`);
}

async function coachView(db: Kysely<Database>, id: number): Promise<Coach> {
  const user = await findUserById(db, id);
  if (!user) throw notFound('Coach not found');
  return presentCoach(user, (await teamStaffOf(db, [id])).get(id) ?? [], true);
}

/**
 * Makes a coach's team places this season exactly the given ones, in the given order (places are
 * read back in the order they were stored). The places that already stand in that order stay as
 * they are (their role follows); from the first one out of order, places are stored again in order.
 */
async function setAssignments(db: Kysely<Database>, userId: number, assignments: TeamAssignment[]): Promise<void> {
  const current = await staffRowsOf(db, userId);
  const wanted = new Set(assignments.map((a) => a.teamId));
  const staying = current.filter((row) => wanted.has(row.team_id));
  const outOfOrder = staying.findIndex((row, index) => row.team_id !== assignments[index]?.teamId);
  const kept = outOfOrder === -1 ? staying : staying.slice(0, outOfOrder);
  await deleteStaff(
    db,
    current.filter((row) => !kept.includes(row)).map((row) => row.id),
  );
  for (const [index, row] of kept.entries()) {
    const role = assignments[index]?.role;
    if (role !== undefined && role !== row.role) await updateStaffRole(db, row.id, role);
  }
  for (const a of assignments.slice(kept.length)) await insertStaff(db, userId, a.teamId, a.role);
}

/** A coach account (signing in with the email) and its team places. */
export async function createCoach(ctx: AppContext, auth: Auth, input: NewCoachBody): Promise<Coach> {
  requireStrongPassword(input.password, coachOwner(input));
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  return write(ctx, ['users', 'teams'], async (trx) => {
    if (await findLoginClash(trx, input.email, null)) throw conflict(EMAIL_TAKEN);
    await requireTeams(trx, input.teamAssignments);
    const id = await createAccount(
      trx,
      {
        username: input.email,
        email: input.email,
        password: null,
        passwordHash,
        name: input.name,
        phone: blankToNull(input.phone),
        gameChangerTeamName: blankToNull(input.gameChangerTeamName),
        role: 'coach',
      },
      now,
    );
    await setAssignments(trx, id, input.teamAssignments);
    const coach = await coachView(trx, id);
    await recordAudit(trx, actorOf(auth), { action: 'coach.create', entity: 'coach', entityId: id, after: coach }, now);
    return coach;
  });
}

/**
 * Changes a coach's details and team places. A password given replaces the current one and signs
 * the coach out everywhere; without one the password stays.
 */
export async function updateCoach(ctx: AppContext, auth: Auth, id: number, input: CoachPatchBody): Promise<Coach> {
  if (input.password) requireStrongPassword(input.password, coachOwner(input));
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const now = ctx.now();
  return write(ctx, ['users', 'teams'], async (trx) => {
    const user = await requireCoach(trx, id);
    if (await findLoginClash(trx, input.email, id)) throw conflict(EMAIL_TAKEN);
    await requireTeams(trx, input.teamAssignments);
    const before = await coachView(trx, id);
    const email = input.email.toLowerCase();
    await updateUser(trx, id, {
      name: input.name,
      email,
      // Coaches sign in with their email: a username that was the old email follows it.
      username: user.username === user.email ? email : user.username,
      phone: blankToNull(input.phone),
      game_changer_team_name: blankToNull(input.gameChangerTeamName),
      updated_at: now.toISOString(),
    });
    if (passwordHash) {
      await setPasswordHash(trx, id, passwordHash, now);
      await endAllSessionsOf(trx, id);
      // A row of its own, so a password set by staff stands out in the log (never the password itself).
      await recordAudit(trx, actorOf(auth), { action: 'coach.set_password', entity: 'coach', entityId: id }, now);
    }
    await setAssignments(trx, id, input.teamAssignments);
    const after = await coachView(trx, id);
    await recordAudit(
      trx,
      actorOf(auth),
      { action: 'coach.update', entity: 'coach', entityId: id, before, after: { ...after, passwordChanged: passwordHash !== null } },
      now,
    );
    return after;
  });
}

/**
 * Deletes a coach account with all its team places. Scores the coach reported stay, without their
 * name as reporter; the audit log keeps the account as it was.
 */
export async function deleteCoach(ctx: AppContext, auth: Auth, id: number): Promise<void> {
  const now = ctx.now();
  await write(ctx, ['users', 'teams'], async (trx) => {
    await requireCoach(trx, id);
    const before = await coachView(trx, id);
    await deleteUser(trx, id);
    await recordAudit(trx, actorOf(auth), { action: 'coach.delete', entity: 'coach', entityId: id, before }, now);
  });
}
