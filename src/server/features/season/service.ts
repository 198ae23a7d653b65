import type { Kysely } from 'kysely';
import { buildSeason, type Season } from '../../../shared/season';
import type { SeasonInfo } from '../../../shared/schemas/league';
import type { Database } from '../../db/schema';
import { storedSeasonYear } from './repo';

export { storeSeasonYear } from './repo';

/** The season the product is deployed for (the spec's 2025), until a league stores another. */
const DEPLOYED_SEASON_YEAR = 2025;

export async function currentSeason(db: Kysely<Database>): Promise<Season> {
  return buildSeason((await storedSeasonYear(db)) ?? DEPLOYED_SEASON_YEAR);
}

export function seasonInfo(season: Season, timeZone: string): SeasonInfo {
  return { ...season, timeZone };
}
