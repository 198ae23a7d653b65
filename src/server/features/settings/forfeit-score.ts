import type { Kysely } from 'kysely';
import { DEFAULT_FORFEIT_SCORE, forfeitScore, type ForfeitScore } from '../../../shared/schemas/game-corrections';
import type { Database } from '../../db/schema';
import { FORFEIT_SCORE, readSetting } from './repo';

/** The score a forfeit is recorded with: the league's setting, 7-0 unless set. */
export async function forfeitScoreSetting(db: Kysely<Database>): Promise<ForfeitScore> {
  return (await readSetting(db, FORFEIT_SCORE, forfeitScore)) ?? DEFAULT_FORFEIT_SCORE;
}
