import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** League-wide settings, one JSON value per key. */
export async function readSetting<T>(db: Kysely<Database>, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : undefined;
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
export async function takeSetting<T>(db: Kysely<Database>, key: string): Promise<T | undefined> {
  const row = await db.deleteFrom('settings').where('key', '=', key).returning('value').executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export const SELF_REGISTRATION = 'self_registration';
