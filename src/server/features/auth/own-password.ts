import type { SessionUser } from '../../../shared/schemas/user';
import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { recordAudit } from '../audit/service';
import { findUserById, requireStrongPasswordFor, setPasswordHash } from '../users/service';
import { actorOf, currentUser, endOtherSessionsOf } from './service';
import type { Auth } from '../../auth';

export const SAME_AS_SHARED_PASSWORD = 'Please choose a password different from the one you were given';

/**
 * The first-sign-in step of an account created with a shared password (docs/decisions: first
 * sign-in with a shared password): the coach chooses their own password, which ends the obligation
 * and signs out every other session that used the shared one.
 */
export async function chooseOwnPassword(ctx: AppContext, auth: Auth, password: string): Promise<SessionUser> {
  if (auth.impersonatorId !== null) throw forbidden('Only the coach can choose their own password');
  const user = await findUserById(ctx.handle.db, auth.userId);
  if (!user) throw notFound('Account not found');
  if (!auth.mustChangePassword) throw conflict('Your password is already your own. You can change it on your profile.');
  if (await verifyPassword(user.password_hash, password)) throw invalid(SAME_AS_SHARED_PASSWORD);
  requireStrongPasswordFor(user, password);
  const hash = await hashPassword(password);
  const now = ctx.now();
  await write(ctx, ['users'], async (trx) => {
    await setPasswordHash(trx, user.id, hash, now);
    await endOtherSessionsOf(trx, user.id, auth.sessionId);
    await recordAudit(trx, actorOf(auth), { action: 'user.choose_password', entity: 'user', entityId: user.id }, now);
  });
  return currentUser(ctx, auth);
}
