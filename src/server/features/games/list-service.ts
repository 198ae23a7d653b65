import { addDays, parseISO } from 'date-fns';
import type { Kysely } from 'kysely';
import { gameDateText, gameScoreText, gameStatusText, gameTimeText } from '../../../shared/game-cells';
import { leagueDate, localToUtcIso } from '../../../shared/league-time';
import type { GameListFilter, GameListPage, GameListQuery, ListedGame } from '../../../shared/schemas/admin-games';
import { isoDate, type Season } from '../../../shared/season';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/schema';
import { formulaSafeCsv } from '../../http/csv-file';
import { countListedGames, listedGameRows, type GameListOrder, type GameListWhere, type ListedGameRow } from './list-repo';
import { groupReports, presentGame } from './present';
import { reportsOfGames } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters as instants: `from` and `to` are league days, `to` including its whole day. */
function whereOf(filter: GameListFilter, season: Season, now: Date): GameListWhere {
  const { timeZone } = season;
  return {
    seasonId: season.id,
    divisionId: filter.division,
    teamId: filter.team,
    field: filter.field,
    status: filter.status,
    from: filter.from === undefined ? undefined : localToUtcIso(filter.from, '00:00', timeZone),
    until: filter.to === undefined ? undefined : localToUtcIso(isoDate(addDays(parseISO(filter.to), 1)), '00:00', timeZone),
    phase: filter.phase,
    q: filter.q || undefined,
    overdueBefore: new Date(now.getTime() - DAY_MS).toISOString(),
  };
}

function orderOf(filter: GameListFilter, season: Season, now: Date): GameListOrder {
  return { sort: filter.sort, dir: filter.dir, todayStarts: localToUtcIso(leagueDate(now.toISOString(), season.timeZone), '00:00', season.timeZone) };
}

/** One page of the season's games as the administrator's list shows them. */
export async function listGamesPage(db: Kysely<Database>, season: Season, query: GameListQuery, now: Date): Promise<GameListPage> {
  const where = whereOf(query, season, now);
  const [total, rows] = await Promise.all([
    countListedGames(db, where),
    listedGameRows(db, where, orderOf(query, season, now), { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
  ]);
  const reports = groupReports(
    await reportsOfGames(
      db,
      rows.map((r) => r.id),
    ),
  );
  const games: ListedGame[] = rows.map((row) => ({ ...presentGame(row, reports.get(row.id) ?? [], season.timeZone), overdue: toBool(row.overdue) }));
  return { games, total, page: query.page, pageSize: query.pageSize };
}

export const SCHEDULE_CSV_COLUMNS = ['Game ID', 'Date', 'Time', 'Away', 'Home', 'Field', 'Status', 'Score'] as const;

function scheduleLine(row: ListedGameRow, timeZone: string): (string | number)[] {
  const dateTbd = toBool(row.date_tbd);
  const game = {
    scheduledTime: row.scheduled_time,
    dateTbd,
    timeTbd: dateTbd || toBool(row.time_tbd),
    status: row.status,
    homeScore: row.home_score,
    awayScore: row.away_score,
    overdue: toBool(row.overdue),
    homeTeam: { name: row.home_name },
    awayTeam: { name: row.away_name },
    ...(row.forfeited_by === null ? {} : { forfeitedBy: row.forfeited_by }),
  };
  return [
    row.id,
    gameDateText(game, timeZone),
    gameTimeText(game, timeZone),
    row.away_name,
    row.home_name,
    row.field_name ?? 'TBD',
    gameStatusText(game),
    gameScoreText(game),
  ];
}

/** Every game the filters match, in the list's order, as the schedule CSV. */
export async function scheduleCsv(db: Kysely<Database>, season: Season, filter: GameListFilter, now: Date): Promise<string> {
  const rows = await listedGameRows(db, whereOf(filter, season, now), orderOf(filter, season, now));
  return formulaSafeCsv(
    SCHEDULE_CSV_COLUMNS,
    rows.map((row) => scheduleLine(row, season.timeZone)),
  );
}
