import type { ForfeitScore } from '../../../shared/schemas/game-corrections';
import type { Auth } from '../../auth';
import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { recordAudit } from '../audit/service';
import { actorOf } from '../auth/service';
import { forfeitScoreSetting } from './forfeit-score';
import { FORFEIT_SCORE, writeSetting } from './repo';

/** An administrator sets the score forfeits are recorded with from now on; audited. Recorded forfeits keep theirs. */
export async function setForfeitScore(ctx: AppContext, auth: Auth, score: ForfeitScore): Promise<ForfeitScore> {
  const now = ctx.now();
  const value = { winnerRuns: score.winnerRuns, loserRuns: score.loserRuns };
  await write(ctx, ['settings'], async (trx) => {
    const before = await forfeitScoreSetting(trx);
    await writeSetting(trx, FORFEIT_SCORE, value);
    await recordAudit(trx, actorOf(auth), { action: 'settings.update', entity: 'setting', entityId: FORFEIT_SCORE, before, after: value }, now);
  });
  return value;
}
