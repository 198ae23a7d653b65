import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { parseStored } from '../../db/stored-json';

/** League-wide settings, one JSON value per key, read back through the schema of the key's value. */
export async function readSetting<T>(db: Kysely<Database>, key: string, value: z.ZodType<T>): Promise<T | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? parseStored(value, row.value) : undefined;
}

export async function writeSetting(db: Kysely<Database>, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
}

/** Removes a setting (when there is one). */
export async function deleteSetting(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', key).execute();
}

/** Removes a setting and answers the value it had, in one statement: of two callers at once, only one gets it. */
export async function takeSetting<T>(db: Kysely<Database>, key: string, value: z.ZodType<T>): Promise<T | undefined> {
  const row = await db.deleteFrom('settings').where('key', '=', key).returning('value').executeTakeFirst();
  return row ? parseStored(value, row.value) : undefined;
}

export const SELF_REGISTRATION = 'self_registration';
export const GAME_LENGTH = 'game_length';
export const FORFEIT_SCORE = 'forfeit_score';
export const SCORE_AUTO_FINAL = 'score_auto_final';
export const DIVISION_ANALYSIS_PUBLIC = 'division_analysis_public';
