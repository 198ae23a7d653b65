import type { Kysely } from 'kysely';
import { z } from 'zod';
import { buildSeason, type Season } from '../../../shared/season';
import type { SeasonInfo } from '../../../shared/schemas/league';
import type { Database } from '../../db/schema';
import { readSetting, SEASON, writeSetting } from '../settings/service';

const storedSeason = z.object({ year: z.number().int() });
type StoredSeason = z.infer<typeof storedSeason>;

/** The season the product is deployed for (the spec's 2025), until a league stores another. */
const DEPLOYED_SEASON_YEAR = 2025;

export async function currentSeason(db: Kysely<Database>): Promise<Season> {
  const stored = await readSetting(db, SEASON, storedSeason);
  return buildSeason(stored?.year ?? DEPLOYED_SEASON_YEAR);
}

export async function setSeasonYear(db: Kysely<Database>, year: number): Promise<void> {
  await writeSetting(db, SEASON, { year } satisfies StoredSeason);
}

export function seasonInfo(season: Season, timeZone: string): SeasonInfo {
  return { ...season, timeZone };
}
