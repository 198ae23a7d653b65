import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Saved availability with the team and its general notes: of one team, or of every team. */
export function availabilityRows(db: Kysely<Database>, teamId?: number) {
  let query = db
    .selectFrom('team_availability')
    .innerJoin('teams', 'teams.id', 'team_availability.team_id')
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
  if (teamId !== undefined) query = query.where('team_availability.team_id', '=', teamId);
  return query.execute();
}

export type AvailabilityRow = Awaited<ReturnType<typeof availabilityRows>>[number];
