import { z } from 'zod';
import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { recordAudit } from '../audit/service';
import { actorOf } from '../auth/service';
import type { Auth } from '../../auth';
import { readSetting, SELF_REGISTRATION, writeSetting } from './repo';

/** Whether anyone may create a coach account with POST /api/register; off unless an administrator turns it on. */
export async function selfRegistrationEnabled(ctx: AppContext): Promise<boolean> {
  return (await readSetting(ctx.handle.db, SELF_REGISTRATION, z.boolean())) === true;
}

export async function setSelfRegistration(ctx: AppContext, auth: Auth, enabled: boolean): Promise<boolean> {
  const now = ctx.now();
  await write(ctx, ['settings'], async (trx) => {
    const before = (await readSetting(trx, SELF_REGISTRATION, z.boolean())) === true;
    await writeSetting(trx, SELF_REGISTRATION, enabled);
    await recordAudit(trx, actorOf(auth), { action: 'settings.update', entity: 'setting', entityId: SELF_REGISTRATION, before, after: enabled }, now);
  });
  return enabled;
}
