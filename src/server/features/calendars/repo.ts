import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { gamesWithTeams } from '../games/service';
import { seasonIdOf } from '../seasons/service';

/** Games with what their calendar events show: teams, division, field with its address and instructions. */
function feedGames(db: Kysely<Database>) {
  return gamesWithTeams(db)
    .innerJoin('divisions', 'divisions.id', 'home.division_id')
    .select([
      'games.sequence',
      'games.updated_at',
      'divisions.name as division_name',
      'fields.address as field_address',
      'fields.special_instructions as field_instructions',
    ]);
}

export type FeedGameRow = Awaited<ReturnType<ReturnType<typeof feedGames>['execute']>>[number];

/** The games of these teams, on either side. */
export function gamesOfTeams(db: Kysely<Database>, teamIds: readonly number[]): Promise<FeedGameRow[]> {
  if (teamIds.length === 0) return Promise.resolve([]);
  return feedGames(db)
    .where((eb) => eb.or([eb('games.home_team_id', 'in', teamIds), eb('games.away_team_id', 'in', teamIds)]))
    .execute();
}

/** A division's games: those of its home teams, as the schedule lists them. */
export function gamesOfDivision(db: Kysely<Database>, divisionId: number): Promise<FeedGameRow[]> {
  return feedGames(db).where('home.division_id', '=', divisionId).execute();
}

/** The current season's games at a field. */
export function currentGamesAtField(db: Kysely<Database>, fieldId: number): Promise<FeedGameRow[]> {
  return feedGames(db).where('games.field_id', '=', fieldId).where('divisions.season_id', '=', seasonIdOf(db, 'current')).execute();
}

/** A coach's account as their private link needs it. */
export function calendarOwner(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['id', 'name', 'calendar_key']).where('id', '=', userId).executeTakeFirst();
}

export async function setCalendarKey(db: Kysely<Database>, userId: number, key: string, now: string): Promise<void> {
  await db.updateTable('users').set({ calendar_key: key, updated_at: now }).where('id', '=', userId).execute();
}
