import type { Kysely } from 'kysely';
import { SLOT_HOLDING_STATUSES } from '../../../shared/clashes';
import { dbBool, type Database } from '../../db/schema';
import { gamesOfSeason, gamesWithTeams, type GameWithTeams } from './repo';

/** A game that holds its slot, with the names a clash message gives it. */
export type SlotHolder = GameWithTeams;

/** Games at a known date that hold a slot, but those named. */
function slotHolders(db: Kysely<Database>, excludeGameIds: readonly number[]) {
  const query = gamesWithTeams(db).where('games.status', 'in', SLOT_HOLDING_STATUSES).where('games.date_tbd', '=', dbBool(false));
  return excludeGameIds.length > 0 ? query.where('games.id', 'not in', excludeGameIds) : query;
}

/**
 * Games at a known time that start between `from` and `to` (ISO instants) and have one of the
 * teams or is on one of the fields: those that games of these teams and fields could clash with.
 */
export function holdersBetween(
  db: Kysely<Database>,
  around: { from: string; to: string; teamIds: readonly number[]; fieldIds: readonly number[]; excludeGameIds: readonly number[] },
): Promise<SlotHolder[]> {
  return slotHolders(db, around.excludeGameIds)
    .where('games.time_tbd', '=', dbBool(false))
    .where('games.scheduled_time', '>', around.from)
    .where('games.scheduled_time', '<', around.to)
    .where((eb) => {
      const shared = [eb('games.home_team_id', 'in', around.teamIds), eb('games.away_team_id', 'in', around.teamIds)];
      return eb.or(around.fieldIds.length === 0 ? shared : [...shared, eb('games.field_id', 'in', around.fieldIds)]);
    })
    .execute();
}

/** The same matchup on the same day with its time to be determined (stored at the day's start). */
export function sameMatchupTimeTbd(
  db: Kysely<Database>,
  game: { homeTeamId: number; awayTeamId: number; scheduledTime: string; excludeGameIds: readonly number[] },
): Promise<SlotHolder[]> {
  return slotHolders(db, game.excludeGameIds)
    .where('games.time_tbd', '=', dbBool(true))
    .where('games.home_team_id', '=', game.homeTeamId)
    .where('games.away_team_id', '=', game.awayTeamId)
    .where('games.scheduled_time', '=', game.scheduledTime)
    .execute();
}

/** Every game of a season that holds a slot at a known date, in schedule order. */
export function holdersOfSeason(db: Kysely<Database>, seasonId: number): Promise<SlotHolder[]> {
  return gamesOfSeason(db, seasonId).where('games.status', 'in', SLOT_HOLDING_STATUSES).where('games.date_tbd', '=', dbBool(false)).execute();
}
