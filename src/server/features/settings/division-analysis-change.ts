import type { Auth } from '../../auth';
import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { recordAudit } from '../audit/service';
import { actorOf } from '../auth/service';
import { divisionAnalysisIsPublic } from './division-analysis';
import { DIVISION_ANALYSIS_PUBLIC, writeSetting } from './repo';

/** An administrator publishes the divisions' analysis or keeps it to league staff; audited. */
export async function setDivisionAnalysisPublic(ctx: AppContext, auth: Auth, published: boolean): Promise<boolean> {
  const now = ctx.now();
  await write(ctx, ['settings'], async (trx) => {
    const before = await divisionAnalysisIsPublic(trx);
    if (before === published) return;
    await writeSetting(trx, DIVISION_ANALYSIS_PUBLIC, published);
    await recordAudit(trx, actorOf(auth), { action: 'settings.update', entity: 'setting', entityId: DIVISION_ANALYSIS_PUBLIC, before, after: published }, now);
  });
  return published;
}
