import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { recordAudit, SYSTEM } from '../audit/service';
import { endAllSessionsOf } from '../auth/service';
import { clearSignInLimit } from '../auth/sign-in-limit-service';
import { createAccount, findUserByLogin, setPasswordHash } from './service';

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD: creates that administrator at start, or gives the existing
 * administrator of that name this password (ending its sessions) when it has another one; either
 * way the account's sign-in lockout ends, so the operator can always get back in. A
 * username that belongs to a coach or org_admin stops the start: the setting would otherwise
 * either be ignored or hand that account to whoever holds the environment.
 */
export async function ensureConfiguredAdmin(ctx: AppContext): Promise<void> {
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = ctx.config;
  if (!username || !password) return;
  const existing = await findUserByLogin(ctx.handle.db, username);
  if (!existing) {
    await createAccount(ctx.handle.db, { username, password, name: 'Administrator', email: null, role: 'admin' }, ctx.now());
    ctx.log.info({ username }, 'created the administrator named by ADMIN_USERNAME');
    return;
  }
  if (existing.role !== 'admin') {
    throw new Error(
      `ADMIN_USERNAME '${username}' is the account of a ${existing.role}, not an administrator: ` +
        'choose another username for the administrator, or unset ADMIN_USERNAME and ADMIN_PASSWORD.',
    );
  }
  // Whoever sets the environment owns the account: a lockout by guessers ends either way.
  if (await verifyPassword(existing.password_hash, password)) {
    await clearSignInLimit(ctx.handle.db, existing.id);
    ctx.log.info({ username }, 'ADMIN_PASSWORD is already the password of the administrator named by ADMIN_USERNAME; nothing changed');
    return;
  }
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  await write(ctx, ['users'], async (trx) => {
    await setPasswordHash(trx, existing.id, passwordHash, now);
    await endAllSessionsOf(trx, existing.id);
    await clearSignInLimit(trx, existing.id);
    await recordAudit(
      trx,
      SYSTEM,
      { action: 'user.update', entity: 'user', entityId: existing.id, after: { passwordChanged: true, by: 'ADMIN_PASSWORD' } },
      now,
    );
  });
  ctx.log.warn(
    { username },
    'ADMIN_PASSWORD set a new password for the existing administrator named by ADMIN_USERNAME; its sessions ended. ' +
      'Unset ADMIN_PASSWORD once you have signed in, or every start sets it again.',
  );
}
