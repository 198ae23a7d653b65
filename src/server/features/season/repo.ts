import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { z } from 'zod';
import { readSetting, writeSetting } from '../settings/service';

const SEASON = 'season';

const storedSeason = z.object({ year: z.number().int() });
type StoredSeason = z.infer<typeof storedSeason>;

/** The season year a league stored, if it stored one. */
export async function storedSeasonYear(db: Kysely<Database>): Promise<number | undefined> {
  return (await readSetting(db, SEASON, storedSeason))?.year;
}

export async function storeSeasonYear(db: Kysely<Database>, year: number): Promise<void> {
  await writeSetting(db, SEASON, { year } satisfies StoredSeason);
}
