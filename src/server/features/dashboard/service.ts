import type { Kysely } from 'kysely';
import type { GameListStatus, ListedGame } from '../../../shared/schemas/admin-games';
import { DASHBOARD_ITEMS, type Dashboard, type DashboardGame } from '../../../shared/schemas/dashboard';
import type { Season } from '../../../shared/season';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../context';
import { listGamesPage, seasonClashes } from '../games/service';
import { chosenSeason } from '../seasons/service';
import { coachesNeverSignedIn, divisionNames, divisionsOfGames, teamsWithoutHeadCoach } from './repo';

/**
 * The season's games of one status as the games list finds them (so the count here is the count
 * the section's link opens), oldest first: the longest waiting.
 */
async function gamesWaiting(db: Kysely<Database>, season: Season, status: GameListStatus, now: Date) {
  return listGamesPage(db, season, { status, sort: 'date', dir: 'asc', page: 1, pageSize: DASHBOARD_ITEMS }, now);
}

function presentGame(game: ListedGame, divisionName: Map<number, string>): DashboardGame {
  return {
    id: game.id,
    divisionId: game.homeTeam.divisionId,
    divisionName: divisionName.get(game.homeTeam.divisionId) ?? '',
    homeTeamName: game.homeTeam.name,
    awayTeamName: game.awayTeam.name,
    scheduledTime: game.scheduledTime,
    dateTbd: game.dateTbd,
    timeTbd: game.timeTbd,
  };
}

/**
 * What the league office has to see to in a season (`?season=`, the current one by default): each
 * section counted in full and its first few items listed.
 */
export async function dashboardOf(ctx: AppContext, seasonId: number | undefined): Promise<Dashboard> {
  const { db } = ctx.handle;
  const season = await chosenSeason(db, seasonId);
  const [names, disputes, overdue, neverSignedIn, withoutHeadCoach, clashes] = await Promise.all([
    divisionNames(db, season.id),
    gamesWaiting(db, season, 'score_disputed', ctx.now()),
    gamesWaiting(db, season, 'overdue', ctx.now()),
    coachesNeverSignedIn(db, DASHBOARD_ITEMS),
    teamsWithoutHeadCoach(db, season.id, DASHBOARD_ITEMS),
    seasonClashes(db, season),
  ]);
  const firstClashes = clashes.slice(0, DASHBOARD_ITEMS);
  const divisionOf = await divisionsOfGames(
    db,
    firstClashes.map((clash) => clash.gameIds[0]),
  );
  return {
    season: { id: season.id, name: season.name, current: season.current, timeZone: season.timeZone },
    disputes: { count: disputes.total, items: disputes.games.map((game) => presentGame(game, names)) },
    overdue: { count: overdue.total, items: overdue.games.map((game) => presentGame(game, names)) },
    neverSignedIn: { count: neverSignedIn.count, items: neverSignedIn.rows },
    withoutHeadCoach: {
      count: withoutHeadCoach.count,
      items: withoutHeadCoach.rows.map((team) => ({ id: team.id, name: team.name, divisionId: team.division_id, divisionName: team.division_name })),
    },
    clashes: {
      count: clashes.length,
      items: firstClashes.map((clash) => ({ ...clash, divisionId: divisionOf.get(clash.gameIds[0]) ?? -1 })),
    },
  };
}
