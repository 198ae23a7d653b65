import type { Kysely, Selectable } from 'kysely';
import { batches } from '../../db/batches';
import type { Database, SeasonsTable } from '../../db/schema';
import { dbBool } from '../../db/schema';

export type SeasonRow = Selectable<SeasonsTable>;

/** A season by id, or the current one (read inside the query that needs it, at no extra round trip). */
export type SeasonRef = number | 'current';

export function seasonIdOf(db: Kysely<Database>, season: SeasonRef) {
  return season === 'current' ? db.selectFrom('seasons').select('id').where('is_current', '=', dbBool(true)) : season;
}

/** Newest first: the order of the season switcher. */
export function allSeasons(db: Kysely<Database>): Promise<SeasonRow[]> {
  return db.selectFrom('seasons').selectAll().orderBy('first_day', 'desc').orderBy('id', 'desc').execute();
}

export function findSeason(db: Kysely<Database>, id: number): Promise<SeasonRow | undefined> {
  return db.selectFrom('seasons').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCurrentSeason(db: Kysely<Database>): Promise<SeasonRow | undefined> {
  return db.selectFrom('seasons').selectAll().where('is_current', '=', dbBool(true)).executeTakeFirst();
}

/** The season with this name, whatever its case ('fall 2026' finds 'Fall 2026'). */
export function findSeasonByName(db: Kysely<Database>, name: string): Promise<{ id: number; name: string } | undefined> {
  return db
    .selectFrom('seasons')
    .select(['id', 'name'])
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

export function seasonRowOfDivision(db: Kysely<Database>, divisionId: number): Promise<SeasonRow | undefined> {
  return db
    .selectFrom('seasons')
    .innerJoin('divisions', 'divisions.season_id', 'seasons.id')
    .selectAll('seasons')
    .where('divisions.id', '=', divisionId)
    .executeTakeFirst();
}

/** The season of a game: its home team's division's. */
export function seasonRowOfGame(db: Kysely<Database>, gameId: number): Promise<SeasonRow | undefined> {
  return db
    .selectFrom('seasons')
    .innerJoin('divisions', 'divisions.season_id', 'seasons.id')
    .innerJoin('teams', 'teams.division_id', 'divisions.id')
    .innerJoin('games', 'games.home_team_id', 'teams.id')
    .selectAll('seasons')
    .where('games.id', '=', gameId)
    .executeTakeFirst();
}

export interface SeasonValues {
  name: string;
  calendar: string;
  first_day: string;
  last_day: string;
}

export async function insertSeason(db: Kysely<Database>, values: SeasonValues, at: string): Promise<number> {
  const row = await db
    .insertInto('seasons')
    .values({ ...values, is_current: dbBool(false), archived_at: null, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSeasonRow(
  db: Kysely<Database>,
  id: number,
  values: Partial<SeasonValues> & { archived_at?: string | null },
  at: string,
): Promise<void> {
  await db
    .updateTable('seasons')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** Makes one season the current one: the other loses the mark first, as the unique index needs. */
export async function markCurrent(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db
    .updateTable('seasons')
    .set({ is_current: dbBool(false), updated_at: at })
    .where('is_current', '=', dbBool(true))
    .where('id', '!=', id)
    .execute();
  await db
    .updateTable('seasons')
    .set({ is_current: dbBool(true), updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function deleteSeasonRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('seasons').where('id', '=', id).execute();
}

/** How many games the season's teams play: a season with games is kept. */
export async function gameCountOfSeason(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom('games')
    .innerJoin('teams', 'teams.id', 'games.home_team_id')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .where('divisions.season_id', '=', id)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Games of the season with a date, scheduled before `fromUtc` or at or after `toUtc`. */
export async function countGamesOutside(db: Kysely<Database>, id: number, fromUtc: string, toUtc: string): Promise<number> {
  const row = await db
    .selectFrom('games')
    .innerJoin('teams', 'teams.id', 'games.home_team_id')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .where('divisions.season_id', '=', id)
    .where('games.date_tbd', '=', dbBool(false))
    .where((eb) => eb.or([eb('games.scheduled_time', '<', fromUtc), eb('games.scheduled_time', '>=', toUtc)]))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The season's games with the phase each is stored with. */
export function phasesOfGames(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('games')
    .innerJoin('teams', 'teams.id', 'games.home_team_id')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .select(['games.id', 'games.scheduled_time', 'games.phase'])
    .where('divisions.season_id', '=', id)
    .execute();
}

/** Gives the games the phase, a batch per statement. */
export async function setPhaseOfGames(db: Kysely<Database>, ids: readonly number[], phase: 1 | 2 | 3): Promise<void> {
  for (const batch of batches(ids)) await db.updateTable('games').set({ phase }).where('id', 'in', batch).execute();
}

export async function countSeasons(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('seasons')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
