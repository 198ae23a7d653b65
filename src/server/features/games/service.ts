import type { Kysely } from 'kysely';
import type { CoachGame, Game } from '../../../shared/schemas/game';
import type { Database } from '../../db/schema';
import { requireDivision } from '../divisions/service';
import { gamesWithTeams, reportsOfGames } from './repo';
import { groupReports, presentCoachGame, presentGame } from './present';

/** All games, or those of one division (by the home team's division). */
export async function listGames(db: Kysely<Database>, timeZone: string, divisionId?: number): Promise<Game[]> {
  if (divisionId !== undefined) await requireDivision(db, divisionId);
  let query = gamesWithTeams(db);
  if (divisionId !== undefined) query = query.where('home.division_id', '=', divisionId);
  const [rows, reports] = await Promise.all([query.execute(), reportsOfGames(db, 'all')]);
  const byGame = groupReports(reports);
  return rows.map((row) => presentGame(row, byGame.get(row.id) ?? [], timeZone));
}

/** The games of the given teams, as their coach sees them. */
export async function gamesOfTeams(db: Kysely<Database>, teamIds: number[], timeZone: string): Promise<CoachGame[]> {
  if (teamIds.length === 0) return [];
  const rows = await gamesWithTeams(db)
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
