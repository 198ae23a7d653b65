import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { recordAudit } from '../audit/service';
import { actorOf, type Auth } from '../auth/service';
import { readSetting, SELF_REGISTRATION, writeSetting } from './repo';

/** Whether anyone may create a coach account with POST /api/register; off unless an administrator turns it on. */
export async function selfRegistrationEnabled(ctx: AppContext): Promise<boolean> {
  return (await readSetting<boolean>(ctx.handle.db, SELF_REGISTRATION)) === true;
}

export async function setSelfRegistration(ctx: AppContext, auth: Auth, enabled: boolean): Promise<boolean> {
  const now = ctx.now();
  await write(ctx, ['settings'], async (trx) => {
    const before = (await readSetting<boolean>(trx, SELF_REGISTRATION)) === true;
    await writeSetting(trx, SELF_REGISTRATION, enabled);
    await recordAudit(trx, actorOf(auth), { action: 'settings.update', entity: 'setting', entityId: SELF_REGISTRATION, before, after: enabled }, now);
  });
  return enabled;
}
