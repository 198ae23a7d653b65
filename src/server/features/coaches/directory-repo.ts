import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AdminCoachQuery } from '../../../shared/schemas/people-admin';
import type { Database, UserRow } from '../../db/schema';
import { holdsWord, searchWords } from '../../db/text-search';
import { seasonIdOf } from '../seasons/service';

type Users = ExpressionBuilder<Database, 'users'>;

/** The coach's places on the current season's teams, narrowed by the caller. */
function placesThisSeason(db: Kysely<Database>, eb: Users) {
  return eb
    .selectFrom('team_staff')
    .innerJoin('teams', 'teams.id', 'team_staff.team_id')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .whereRef('team_staff.user_id', '=', 'users.id')
    .where('divisions.season_id', '=', seasonIdOf(db, 'current'));
}

/** Coach accounts matching the directory's search and filters. */
function matching(db: Kysely<Database>, filters: AdminCoachQuery) {
  let query = db.selectFrom('users').where('users.role', '=', 'coach');
  for (const word of searchWords(filters.q)) {
    query = query.where((eb) =>
      eb.or([
        holdsWord(eb.ref('users.name'), word),
        holdsWord(eb.ref('users.email'), word),
        holdsWord(eb.ref('users.phone'), word),
        eb.exists(
          placesThisSeason(db, eb)
            .select('team_staff.id')
            .where(holdsWord(sql.ref('teams.name'), word)),
        ),
      ]),
    );
  }
  if (filters.division !== undefined || filters.role !== undefined) {
    const { division, role } = filters;
    query = query.where((eb) => {
      let places = placesThisSeason(db, eb).select('team_staff.id');
      if (division !== undefined) places = places.where('teams.division_id', '=', division);
      if (role !== undefined) places = places.where('team_staff.role', '=', role);
      return eb.exists(places);
    });
  }
  if (filters.signedIn === 'never') query = query.where('users.last_signed_in_at', 'is', null);
  if (filters.missing === 'contact') {
    query = query.where((eb) =>
      eb.or([
        eb('users.phone', 'is', null),
        eb('users.phone', '=', ''),
        eb('users.game_changer_team_name', 'is', null),
        eb('users.game_changer_team_name', '=', ''),
      ]),
    );
  }
  return query;
}

export async function countCoachesMatching(db: Kysely<Database>, filters: AdminCoachQuery): Promise<number> {
  const row = await matching(db, filters)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the matching coaches, in the chosen order (ties by name, then id). */
export function pageOfCoaches(db: Kysely<Database>, filters: AdminCoachQuery): Promise<UserRow[]> {
  const dir = filters.dir;
  let query = matching(db, filters).selectAll('users');
  if (filters.sort === 'email') query = query.orderBy(sql`lower(users.email)`, dir);
  if (filters.sort === 'team') {
    // By the first of their team names this season; coaches without a team come last either way.
    const firstTeam = (eb: Users) => placesThisSeason(db, eb).select((inner) => inner.fn.min('teams.name').as('first'));
    query = query.orderBy((eb) => eb.case().when(firstTeam(eb), 'is', null).then(1).else(0).end()).orderBy((eb) => firstTeam(eb), dir);
  }
  return query
    .orderBy(sql`lower(users.name)`, filters.sort === 'name' ? dir : 'asc')
    .orderBy('users.id', filters.sort === 'name' ? dir : 'asc')
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize)
    .execute();
}
