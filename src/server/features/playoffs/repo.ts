import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { seasonIdOf, type SeasonRef } from '../seasons/service';

export function formatsOfSeason(db: Kysely<Database>, season: SeasonRef) {
  return db
    .selectFrom('playoff_formats')
    .innerJoin('divisions', 'divisions.id', 'playoff_formats.division_id')
    .select(['playoff_formats.id', 'playoff_formats.division_id as divisionId', 'divisions.name as divisionName', 'playoff_formats.format'])
    .where('divisions.season_id', '=', seasonIdOf(db, season))
    .orderBy('divisions.position')
    .execute();
}

export function formatOfDivision(db: Kysely<Database>, divisionId: number) {
  return db.selectFrom('playoff_formats').select('format').where('division_id', '=', divisionId).executeTakeFirst();
}

/** The scored games of a division's teams, for standings. */
export function scoredGamesOfDivision(db: Kysely<Database>, divisionId: number) {
  return db
    .selectFrom('games')
    .innerJoin('teams', 'teams.id', 'games.home_team_id')
    .select([
      'games.home_team_id as homeTeamId',
      'games.away_team_id as awayTeamId',
      'games.status',
      'games.phase',
      'games.home_score as homeScore',
      'games.away_score as awayScore',
    ])
    .where('teams.division_id', '=', divisionId)
    .execute();
}

/** Replaces a division's playoff format, or gives it its first. Answers the format's id. */
export async function saveFormatOfDivision(db: Kysely<Database>, divisionId: number, format: string, updatedAt: string): Promise<number> {
  const row = await db
    .insertInto('playoff_formats')
    .values({ division_id: divisionId, format, updated_at: updatedAt })
    .onConflict((oc) => oc.column('division_id').doUpdateSet({ format, updated_at: updatedAt }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
