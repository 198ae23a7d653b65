import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { write } from '../../db/write';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { newToken, tokenDigest } from '../../security/tokens';
import { recordAudit } from '../audit/service';
import { findUserById } from '../users/service';
import { rememberReplaced } from './replaced-sessions';
import { deleteSession, endImpersonationOf, impersonateIn, rekeySession } from './repo';
import type { Auth } from '../../auth';

/** An administrator acts as a coach for at most 30 minutes; then the session is theirs again. */
export const IMPERSONATION_MINUTES = 30;

export type ImpersonationEnd = 'ended' | 'expired' | 'signed out' | 'no longer an administrator';

/** An impersonating session: its id, the administrator behind it and the coach it acts as. */
export interface ActingSession {
  id: string;
  adminId: number;
  coachId: number;
}

/**
 * The session of an administrator starts acting as a coach. Only coaches can be impersonated,
 * and not from a session that is already impersonating someone. The session gets a new token
 * (answered, for the cookie): the one it had before no longer signs anyone in.
 */
export async function startImpersonation(
  ctx: AppContext,
  auth: Auth,
  coachId: number,
): Promise<{ coach: { name: string; email: string | null }; token: string }> {
  if (auth.impersonatorId !== null) throw conflict('You are already acting as a coach. End that impersonation first.');
  if (auth.role !== 'admin') throw forbidden('Only administrators can act as a coach');
  const coach = await findUserById(ctx.handle.db, coachId);
  if (!coach) throw notFound('Coach not found');
  if (coach.role !== 'coach') throw invalid('Only coaches can be impersonated');
  const now = ctx.now();
  const endsAt = new Date(now.getTime() + IMPERSONATION_MINUTES * 60_000).toISOString();
  const token = newToken();
  await write(ctx, [], async (trx) => {
    await impersonateIn(trx, auth.sessionId, coach.id, auth.userId, endsAt);
    await rekeySession(trx, auth.sessionId, tokenDigest(ctx.secret, token));
    await recordAudit(
      trx,
      { userId: auth.userId, impersonatorId: null },
      { action: 'impersonation.start', entity: 'user', entityId: coach.id, after: { endsAt } },
      now,
    );
  });
  rememberReplaced(auth.sessionId, now);
  return { coach: { name: coach.name, email: coach.email }, token };
}

/** Ends an impersonation in `trx` and records why; false when another request had already ended it. */
async function recordEnd(trx: Kysely<Database>, session: ActingSession, reason: ImpersonationEnd, now: Date): Promise<boolean> {
  if (!(await endImpersonationOf(trx, session.id, session.adminId))) return false;
  await recordAudit(
    trx,
    { userId: session.adminId, impersonatorId: null },
    { action: 'impersonation.end', entity: 'user', entityId: session.coachId, after: { reason } },
    now,
  );
  return true;
}

/**
 * Gives the session back to the administrator under a new token, and records why. Answers the new
 * token, or null when another request had already ended it (and the token this one came with is
 * no longer valid).
 */
export async function returnToAdministrator(ctx: AppContext, session: ActingSession, reason: 'ended' | 'expired'): Promise<string | null> {
  const token = newToken();
  const ended = await write(ctx, [], async (trx) => {
    if (!(await recordEnd(trx, session, reason, ctx.now()))) return false;
    // Remembered before the new token is committed: a request that no longer finds the old one
    // must already know it was replaced, not ended (and clear the new cookie).
    rememberReplaced(session.id, ctx.now());
    await rekeySession(trx, session.id, tokenDigest(ctx.secret, token));
    return true;
  });
  return ended ? token : null;
}

/** Ends an impersonating session altogether (sign-out, or an administrator who no longer is one). */
export async function closeActingSession(ctx: AppContext, session: ActingSession, reason: 'signed out' | 'no longer an administrator'): Promise<void> {
  await write(ctx, [], async (trx) => {
    await recordEnd(trx, session, reason, ctx.now());
    await deleteSession(trx, session.id);
  });
}

/** The administrator ends the impersonation from the banner; answers the session's new token. */
export async function endImpersonation(ctx: AppContext, auth: Auth): Promise<string> {
  if (auth.impersonatorId === null) throw invalid('You are not acting as a coach');
  const token = await returnToAdministrator(ctx, { id: auth.sessionId, adminId: auth.impersonatorId, coachId: auth.userId }, 'ended');
  if (token === null) throw conflict('This impersonation had already ended. Reload the page.');
  return token;
}
