import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { isHeadCoachRole, STAFF_ROLES } from '../../../shared/roles';
import type { Database } from '../../db/schema';

const HEAD_COACH_ROLES = STAFF_ROLES.filter(isHeadCoachRole);

/** How many rows a query finds, counted by the database. */
async function countOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number | string>`count(*)`.as('n'))
    .$castTo<{ n: number | string }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A count and the first `limit` rows of a query. */
async function countAndFirst<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, limit: number): Promise<{ count: number; rows: O[] }> {
  const [count, rows] = await Promise.all([countOf(query), query.limit(limit).execute()]);
  return { count, rows };
}

/** The names of a season's divisions, by id. */
export async function divisionNames(db: Kysely<Database>, seasonId: number): Promise<Map<number, string>> {
  const rows = await db.selectFrom('divisions').select(['id', 'name']).where('season_id', '=', seasonId).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Coach accounts that have never signed in themselves, by name. */
export function coachesNeverSignedIn(db: Kysely<Database>, limit: number) {
  const query = db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('role', '=', 'coach')
    .where('last_signed_in_at', 'is', null)
    .orderBy('name')
    .orderBy('id');
  return countAndFirst(query, limit);
}

/** A season's teams with nobody on their staff as head coach, in division order. */
export function teamsWithoutHeadCoach(db: Kysely<Database>, seasonId: number, limit: number) {
  const query = db
    .selectFrom('teams')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .where('divisions.season_id', '=', seasonId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('team_staff').select('team_staff.id').whereRef('team_staff.team_id', '=', 'teams.id').where('team_staff.role', 'in', HEAD_COACH_ROLES),
        ),
      ),
    )
    .select(['teams.id', 'teams.name', 'divisions.id as division_id', 'divisions.name as division_name'])
    .orderBy('divisions.position')
    .orderBy('divisions.name')
    .orderBy('teams.name')
    .orderBy('teams.id');
  return countAndFirst(query, limit);
}

/** The division of each game's home team. */
export async function divisionsOfGames(db: Kysely<Database>, gameIds: readonly number[]): Promise<Map<number, number>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('games')
    .innerJoin('teams as home', 'home.id', 'games.home_team_id')
    .select(['games.id', 'home.division_id'])
    .where('games.id', 'in', [...gameIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.division_id]));
}
