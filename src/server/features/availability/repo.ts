import type { Kysely } from 'kysely';
import type { AvailabilitySubmission } from '../../../shared/schemas/availability';
import { dbBool, type Database } from '../../db/schema';
import { seasonIdOf, type SeasonRef } from '../seasons/service';

/** Saved availability with the team and its general notes: of one team, or of every team of a season. */
export function availabilityRows(db: Kysely<Database>, of: { teamId: number } | { season: SeasonRef }) {
  let query = db
    .selectFrom('team_availability')
    .innerJoin('teams', 'teams.id', 'team_availability.team_id')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .leftJoin('availability_notes', 'availability_notes.team_id', 'team_availability.team_id')
    .select([
      'team_availability.team_id',
      'teams.name as team_name',
      'teams.division_id',
      'team_availability.date',
      'team_availability.can_play_home',
      'team_availability.can_play_away',
      'team_availability.home_start_times',
      'team_availability.away_earliest_start_time',
      'team_availability.away_latest_start_time',
      'team_availability.notes',
      'availability_notes.general_notes',
    ])
    .orderBy('teams.name')
    .orderBy('team_availability.team_id')
    .orderBy('team_availability.date');
  query = 'teamId' in of ? query.where('team_availability.team_id', '=', of.teamId) : query.where('divisions.season_id', '=', seasonIdOf(db, of.season));
  return query.execute();
}

export type AvailabilityRow = Awaited<ReturnType<typeof availabilityRows>>[number];

/** Replaces a team's dates with these, in date order. */
export async function replaceTeamAvailability(db: Kysely<Database>, teamId: number, dates: AvailabilitySubmission['dates']): Promise<void> {
  await db.deleteFrom('team_availability').where('team_id', '=', teamId).execute();
  await db
    .insertInto('team_availability')
    .values(
      [...dates]
        .sort((a, b) => a.date.localeCompare(b.date))
        .map((d) => ({
          team_id: teamId,
          date: d.date,
          can_play_home: dbBool(d.canPlayHome),
          can_play_away: dbBool(d.canPlayAway),
          home_start_times: JSON.stringify([...d.homeStartTimes].sort()),
          away_earliest_start_time: d.awayEarliestStartTime,
          away_latest_start_time: d.awayLatestStartTime,
          notes: d.notes,
        })),
    )
    .execute();
}

/** A team's general notes, added or replaced. */
export async function saveGeneralNotes(db: Kysely<Database>, teamId: number, notes: string | null, updatedAt: string): Promise<void> {
  await db
    .insertInto('availability_notes')
    .values({ team_id: teamId, general_notes: notes, updated_at: updatedAt })
    .onConflict((oc) => oc.column('team_id').doUpdateSet({ general_notes: notes, updated_at: updatedAt }))
    .execute();
}
