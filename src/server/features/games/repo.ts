import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Games with both teams and the field, in schedule order. */
export function gamesWithTeams(db: Kysely<Database>) {
  return db
    .selectFrom('games')
    .innerJoin('teams as home', 'home.id', 'games.home_team_id')
    .innerJoin('teams as away', 'away.id', 'games.away_team_id')
    .leftJoin('fields', 'fields.id', 'games.field_id')
    .select([
      'games.id',
      'games.home_team_id',
      'games.away_team_id',
      'games.field_id',
      'games.scheduled_time',
      'games.date_tbd',
      'games.time_tbd',
      'games.status',
      'games.phase',
      'games.home_score',
      'games.away_score',
      'games.forfeited_by',
      'games.final_from_report',
      'home.name as home_name',
      'home.division_id as home_division_id',
      'away.name as away_name',
      'away.division_id as away_division_id',
      'fields.name as field_name',
    ])
    .orderBy('games.scheduled_time')
    .orderBy('games.id');
}

/** The games of a season (its divisions' home teams), in schedule order. */
export function gamesOfSeason(db: Kysely<Database>, seasonId: number) {
  return gamesWithTeams(db)
    .innerJoin('divisions as season_division', 'season_division.id', 'home.division_id')
    .where('season_division.season_id', '=', seasonId);
}

export type GameWithTeams = Awaited<ReturnType<ReturnType<typeof gamesWithTeams>['execute']>>[number];

export function reportsOfGames(db: Kysely<Database>, gameIds: number[]) {
  return db
    .selectFrom('score_reports')
    .select(['game_id', 'side', 'home_score', 'away_score', 'reported_at'])
    .where('game_id', 'in', gameIds.length > 0 ? gameIds : [-1])
    .orderBy('reported_at')
    .orderBy('id')
    .execute();
}

/** The score reports of a season's games. */
export function reportsOfSeason(db: Kysely<Database>, seasonId: number) {
  return db
    .selectFrom('score_reports')
    .innerJoin('games', 'games.id', 'score_reports.game_id')
    .innerJoin('teams as home', 'home.id', 'games.home_team_id')
    .innerJoin('divisions', 'divisions.id', 'home.division_id')
    .where('divisions.season_id', '=', seasonId)
    .select(['score_reports.game_id', 'score_reports.side', 'score_reports.home_score', 'score_reports.away_score', 'score_reports.reported_at'])
    .orderBy('score_reports.reported_at')
    .orderBy('score_reports.id')
    .execute();
}

export type ScoreReportRow = Awaited<ReturnType<typeof reportsOfGames>>[number];

/** A game with its home team's division. */
export function gameWithHomeDivision(db: Kysely<Database>, gameId: number) {
  return db
    .selectFrom('games')
    .innerJoin('teams as home', 'home.id', 'games.home_team_id')
    .selectAll('games')
    .select('home.division_id')
    .where('games.id', '=', gameId)
    .executeTakeFirst();
}
