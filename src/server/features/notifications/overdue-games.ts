import type { Kysely } from 'kysely';
import { leagueDate } from '../../../shared/league-time';
import type { ListedGame } from '../../../shared/schemas/admin-games';
import { GAME_LIST_MAX_PAGE_SIZE } from '../../../shared/schemas/admin-games';
import type { Database } from '../../db/schema';
import { listGamesPage } from '../games/service';
import { currentSeason } from '../seasons/service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The current season's overdue games as the games list and the dashboard count them (still
 * scheduled a day after their time, no final score), oldest first; `sinceDays` keeps to the games
 * of the last days. Answers the games (at most `limit`) and how many there are.
 */
export async function overdueGames(
  db: Kysely<Database>,
  now: Date,
  options: { sinceDays?: number; limit: number },
): Promise<{ games: ListedGame[]; total: number }> {
  const season = await currentSeason(db);
  const from = options.sinceDays === undefined ? undefined : leagueDate(new Date(now.getTime() - options.sinceDays * DAY_MS).toISOString(), season.timeZone);
  const games: ListedGame[] = [];
  let total = 0;
  const pageSize = Math.min(GAME_LIST_MAX_PAGE_SIZE, options.limit);
  for (let page = 1; games.length < options.limit; page++) {
    const found = await listGamesPage(db, season, { status: 'overdue', from, sort: 'date', dir: 'asc', page, pageSize }, now);
    games.push(...found.games);
    total = found.total;
    if (found.games.length < pageSize) break;
  }
  return { games: games.slice(0, options.limit), total };
}
