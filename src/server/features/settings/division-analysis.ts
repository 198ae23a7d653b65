import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { DIVISION_ANALYSIS_PUBLIC, readSetting } from './repo';

/** Whether visitors and coaches may read the divisions' analysis; off unless an administrator turns it on. */
export async function divisionAnalysisIsPublic(db: Kysely<Database>): Promise<boolean> {
  return (await readSetting(db, DIVISION_ANALYSIS_PUBLIC, z.boolean())) === true;
}
