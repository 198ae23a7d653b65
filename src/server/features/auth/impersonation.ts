import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { findUserById } from '../users/service';
import { endImpersonationOf, impersonateIn } from './repo';
import type { Auth } from './service';

/** An administrator acts as a coach for at most 30 minutes; then the session is theirs again. */
export const IMPERSONATION_MINUTES = 30;

export type ImpersonationEnd = 'ended' | 'expired' | 'signed out';

/**
 * The session of an administrator starts acting as a coach. Only coaches can be impersonated,
 * and not from a session that is already impersonating someone.
 */
export async function startImpersonation(ctx: AppContext, auth: Auth, coachId: number): Promise<{ name: string; email: string | null }> {
  if (auth.impersonatorId !== null) throw conflict('You are already acting as a coach. End that impersonation first.');
  if (auth.role !== 'admin') throw forbidden('Only administrators can act as a coach');
  const coach = await findUserById(ctx.handle.db, coachId);
  if (!coach) throw notFound('Coach not found');
  if (coach.role !== 'coach') throw invalid('Only coaches can be impersonated');
  const now = ctx.now();
  const endsAt = new Date(now.getTime() + IMPERSONATION_MINUTES * 60_000).toISOString();
  await write(ctx, [], async (trx) => {
    await impersonateIn(trx, auth.sessionId, coach.id, auth.userId, endsAt);
    await recordAudit(
      trx,
      { userId: auth.userId, impersonatorId: null },
      { action: 'impersonation.start', entity: 'user', entityId: coach.id, after: { endsAt } },
      now,
    );
  });
  return { name: coach.name, email: coach.email };
}

/**
 * Gives the session back to the administrator and records why. Answers false when another
 * request had already ended it.
 */
export async function returnToAdministrator(
  ctx: AppContext,
  session: { id: string; adminId: number; coachId: number },
  reason: ImpersonationEnd,
): Promise<boolean> {
  const now = ctx.now();
  return write(ctx, [], async (trx) => {
    if (!(await endImpersonationOf(trx, session.id, session.adminId))) return false;
    await recordAudit(
      trx,
      { userId: session.adminId, impersonatorId: null },
      { action: 'impersonation.end', entity: 'user', entityId: session.coachId, after: { reason } },
      now,
    );
    return true;
  });
}

/** The administrator ends the impersonation from the banner. */
export async function endImpersonation(ctx: AppContext, auth: Auth): Promise<void> {
  if (auth.impersonatorId === null) throw invalid('You are not acting as a coach');
  await returnToAdministrator(ctx, { id: auth.sessionId, adminId: auth.impersonatorId, coachId: auth.userId }, 'ended');
}
