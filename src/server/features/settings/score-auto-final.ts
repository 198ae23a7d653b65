import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DEFAULT_SCORE_AUTO_FINAL, scoreAutoFinal, type ScoreAutoFinal } from '../../../shared/schemas/notifications';
import type { Database } from '../../db/schema';
import { readSetting, SCORE_AUTO_FINAL } from './repo';

/** The rule as kept: with `since`, when it was last turned on or its hours changed (the coaches were told then). */
export const storedScoreAutoFinal = scoreAutoFinal.extend({ since: z.string().nullable() });
export type ScoreAutoFinalRule = z.infer<typeof storedScoreAutoFinal>;

/** Whether, and after how many hours, a lone score report becomes final: off unless an administrator turns it on. */
export async function scoreAutoFinalRule(db: Kysely<Database>): Promise<ScoreAutoFinalRule> {
  return (await readSetting(db, SCORE_AUTO_FINAL, storedScoreAutoFinal)) ?? { ...DEFAULT_SCORE_AUTO_FINAL, since: null };
}

export const publicRule = (rule: ScoreAutoFinalRule): ScoreAutoFinal => ({ enabled: rule.enabled, hours: rule.hours });
