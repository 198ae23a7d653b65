import type { Kysely } from 'kysely';
import type { CoachGame, Game } from '../../../shared/schemas/game';
import type { Database } from '../../db/schema';
import type { Season } from '../../../shared/season';
import { gamesOfSeason, gamesWithTeams, reportsOfGames, reportsOfSeason } from './repo';
import { groupReports, presentCoachGame, presentGame } from './present';

/** A field restored from a backup goes back on the games that lost it. */
export { gamesTakingFieldBack, returnFieldToGames, type GameOnField } from './field-return';

/** The season's double-bookings, for the league office's dashboard. */
export { seasonClashes } from './clashes';
export { listGamesPage } from './list-service';
/** Games with both teams and the field, in schedule order: a query other reads of games build on (calendar feeds). */
export { gamesWithTeams } from './repo';

/** The league's rule that makes a lone score report final (run by the score deadlines job). */
export { finalizeLoneReports } from './auto-final';

/** A season's games, or those of one of its divisions (by the home team's division), on the season's clock. */
export async function listGames(db: Kysely<Database>, season: Season, divisionId?: number): Promise<Game[]> {
  if (divisionId === undefined) {
    const [rows, reports] = await Promise.all([gamesOfSeason(db, season.id).execute(), reportsOfSeason(db, season.id)]);
    const byGame = groupReports(reports);
    return rows.map((row) => presentGame(row, byGame.get(row.id) ?? [], season.timeZone));
  }
  const rows = await gamesWithTeams(db).where('home.division_id', '=', divisionId).execute();
  const byGame = groupReports(
    await reportsOfGames(
      db,
      rows.map((r) => r.id),
    ),
  );
  return rows.map((row) => presentGame(row, byGame.get(row.id) ?? [], season.timeZone));
}

/** The games of the given teams in a season, as their coach sees them. */
export async function gamesOfTeams(db: Kysely<Database>, teamIds: number[], season: Season): Promise<CoachGame[]> {
  if (teamIds.length === 0) return [];
  const timeZone = season.timeZone;
  const rows = await gamesOfSeason(db, season.id)
    .where((eb) => eb.or([eb('games.home_team_id', 'in', teamIds), eb('games.away_team_id', 'in', teamIds)]))
    .execute();
  const byGame = groupReports(
    await reportsOfGames(
      db,
      rows.map((r) => r.id),
    ),
  );
  const mine = new Set(teamIds);
  return rows.map((row) => presentCoachGame(row, byGame.get(row.id) ?? [], mine, timeZone));
}
