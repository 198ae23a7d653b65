import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Every game of a season's divisions, with the division of its home team, as the analysis reads it. */
export function gamesOfSeason(db: Kysely<Database>, seasonId: number) {
  return db
    .selectFrom('games')
    .innerJoin('teams', 'teams.id', 'games.home_team_id')
    .innerJoin('divisions', 'divisions.id', 'teams.division_id')
    .select([
      'teams.division_id as divisionId',
      'games.home_team_id as homeTeamId',
      'games.away_team_id as awayTeamId',
      'games.status',
      'games.phase',
      'games.home_score as homeScore',
      'games.away_score as awayScore',
      'games.forfeited_by as forfeitedBy',
    ])
    .where('divisions.season_id', '=', seasonId)
    .execute();
}
