import type { Kysely } from 'kysely';
import { DEFAULT_GAME_LENGTH_MINUTES } from '../../../shared/clashes';
import { gameLength } from '../../../shared/schemas/game-length';
import type { Database } from '../../db/schema';
import { GAME_LENGTH, readSetting } from './repo';

/** Minutes a game holds its field and its teams: the league's setting, two hours unless set. */
export async function gameLengthMinutes(db: Kysely<Database>): Promise<number> {
  return (await readSetting(db, GAME_LENGTH, gameLength))?.minutes ?? DEFAULT_GAME_LENGTH_MINUTES;
}
