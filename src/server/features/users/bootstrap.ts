import type { AppContext } from '../../context';
import { createAccount, findUserByLogin } from './service';

/** ADMIN_USERNAME/ADMIN_PASSWORD create that administrator at start when it does not exist. */
export async function ensureConfiguredAdmin(ctx: AppContext): Promise<void> {
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = ctx.config;
  if (!username || !password) return;
  if (await findUserByLogin(ctx.handle.db, username)) return;
  await createAccount(ctx.handle.db, { username, password, name: 'Administrator', email: null, role: 'admin' }, ctx.now());
  ctx.log.info({ username }, 'created the administrator named by ADMIN_USERNAME');
}
