import { queryOptions } from '@tanstack/react-query';
import type { GameListPage, ListedGame } from '../../shared/schemas/admin-games';
import { apiGet, withQuery, type QueryParams } from './http';
import { gameQueries, seasonParams } from './league';

/** The administrator's games list, a page at a time; a games read, so every game write refreshes it. */
export const gameListQueries = {
  page: (params: QueryParams) =>
    queryOptions({ queryKey: [...gameQueries.all(), 'admin-list', params], queryFn: () => apiGet<GameListPage>('/api/admin/games', params) }),
};

/** The address of the schedule CSV under the same filters and order (every matching game). */
export const scheduleExportUrl = (params: QueryParams) => withQuery('/api/admin/games/export', params);

/** One game of the season by its id (the list's search finds a game by id). */
export async function findListedGame(id: number, season: number | undefined): Promise<ListedGame | undefined> {
  const found = await apiGet<GameListPage>('/api/admin/games', { q: String(id), pageSize: 200, ...seasonParams(season) });
  return found.games.find((g) => g.id === id);
}
