import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface NewSession {
  id: string;
  userId: number;
  now: string;
  expiresAt: string;
}

/** A session the user signed in to themselves, which is also their last sign-in. */
export async function insertSession(db: Kysely<Database>, s: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: s.id,
      user_id: s.userId,
      impersonator_user_id: null,
      impersonation_expires_at: null,
      created_at: s.now,
      last_seen_at: s.now,
      expires_at: s.expiresAt,
    })
    .execute();
  await db.updateTable('users').set({ last_signed_in_at: s.now }).where('id', '=', s.userId).execute();
}

/** A session, with the role its impersonator has now (null when it is not impersonating). */
export function findSession(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('sessions')
    .leftJoin('users as impersonator', 'impersonator.id', 'sessions.impersonator_user_id')
    .selectAll('sessions')
    .select('impersonator.role as impersonator_role')
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function touchSession(db: Kysely<Database>, id: string, now: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now, expires_at: expiresAt }).where('id', '=', id).execute();
}

/** Turns a session into one acting as `userId`, for the administrator `adminId`, until `endsAt`. */
export async function impersonateIn(db: Kysely<Database>, id: string, userId: number, adminId: number, endsAt: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ user_id: userId, impersonator_user_id: adminId, impersonation_expires_at: endsAt })
    .where('id', '=', id)
    .where('impersonator_user_id', 'is', null)
    .execute();
}

/**
 * Gives an impersonating session back to its administrator. Answers false when it was not
 * impersonating (any more): of two requests ending it at once, only one does.
 */
export async function endImpersonationOf(db: Kysely<Database>, id: string, adminId: number): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ user_id: adminId, impersonator_user_id: null, impersonation_expires_at: null })
    .where('id', '=', id)
    .where('impersonator_user_id', '=', adminId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Every session in which a user acts: their own, those acting as them and those in which they act
 * as someone else; all but `keepId` when given (the session that changed the password).
 */
export async function deleteSessionsOfUser(db: Kysely<Database>, userId: number, keepId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where((eb) => eb.or([eb('user_id', '=', userId), eb('impersonator_user_id', '=', userId)]));
  if (keepId !== undefined) query = query.where('id', '!=', keepId);
  await query.execute();
}

/** Gives a session a new id (a new token for the browser); the old one no longer signs anyone in. */
export async function rekeySession(db: Kysely<Database>, id: string, newId: string): Promise<void> {
  await db.updateTable('sessions').set({ id: newId }).where('id', '=', id).execute();
}
