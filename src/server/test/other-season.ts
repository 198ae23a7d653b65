/** Test-only: a season beside the current one, with one division, for refusals that name another season's division. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function divisionOfAnotherSeason(db: Kysely<Database>, name: string): Promise<{ seasonId: number; divisionId: number }> {
  const current = await db.selectFrom('seasons').selectAll().where('is_current', '=', 1).executeTakeFirstOrThrow();
  const other = await db
    .insertInto('seasons')
    .values({ ...current, id: undefined, name: `Other than ${current.name}`, is_current: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const division = await db
    .insertInto('divisions')
    .values({ season_id: other.id, name, position: 1, fixed_seed_team_ids: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { seasonId: other.id, divisionId: division.id };
}
