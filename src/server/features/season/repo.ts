import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readSetting, writeSetting } from '../settings/repo';

const SEASON = 'season';

interface StoredSeason {
  year: number;
}

/** The season year a league stored, if it stored one. */
export async function storedSeasonYear(db: Kysely<Database>): Promise<number | undefined> {
  return (await readSetting<StoredSeason>(db, SEASON))?.year;
}

export async function storeSeasonYear(db: Kysely<Database>, year: number): Promise<void> {
  await writeSetting(db, SEASON, { year } satisfies StoredSeason);
}
