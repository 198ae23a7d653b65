import type { ScoreAutoFinal } from '../../../shared/schemas/notifications';
import type { Auth } from '../../auth';
import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { recordAudit } from '../audit/service';
import { actorOf } from '../auth/service';
import { tellCoachesOfScoreRule } from '../notifications/service';
import { SCORE_AUTO_FINAL, writeSetting } from './repo';
import { publicRule, scoreAutoFinalRule } from './score-auto-final';

/**
 * An administrator turns the rule on or off, or changes its hours; audited. When what coaches
 * live by changes (turned on or off, or new hours while on), every coach of the current season is
 * told, and the hours count from now for the reports already waiting.
 */
export async function setScoreAutoFinal(ctx: AppContext, auth: Auth, rule: ScoreAutoFinal): Promise<ScoreAutoFinal> {
  const now = ctx.now();
  const value = { enabled: rule.enabled, hours: rule.hours };
  await write(ctx, ['settings'], async (trx) => {
    const before = await scoreAutoFinalRule(trx);
    if (before.enabled === value.enabled && before.hours === value.hours) return;
    const coachesLiveByIt = before.enabled !== value.enabled || value.enabled;
    const since = value.enabled && coachesLiveByIt ? now.toISOString() : before.since;
    await writeSetting(trx, SCORE_AUTO_FINAL, { ...value, since });
    await recordAudit(
      trx,
      actorOf(auth),
      { action: 'settings.update', entity: 'setting', entityId: SCORE_AUTO_FINAL, before: publicRule(before), after: value },
      now,
    );
    if (coachesLiveByIt) await tellCoachesOfScoreRule(trx, value, now);
  });
  return value;
}
