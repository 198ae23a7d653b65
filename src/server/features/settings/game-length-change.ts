import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { recordAudit } from '../audit/service';
import { actorOf } from '../auth/service';
import type { Auth } from '../../auth';
import { gameLengthMinutes } from './game-length';
import { GAME_LENGTH, writeSetting } from './repo';

/** An administrator sets how long a game holds its field and its teams; audited. */
export async function setGameLength(ctx: AppContext, auth: Auth, minutes: number): Promise<number> {
  const now = ctx.now();
  await write(ctx, ['settings'], async (trx) => {
    const before = await gameLengthMinutes(trx);
    await writeSetting(trx, GAME_LENGTH, { minutes });
    await recordAudit(trx, actorOf(auth), { action: 'settings.update', entity: 'setting', entityId: GAME_LENGTH, before, after: minutes }, now);
  });
  return minutes;
}
