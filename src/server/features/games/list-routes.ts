import { errorBody } from '../../../shared/schemas/common';
import { gameListExportQuery, gameListPage, gameListQuery } from '../../../shared/schemas/admin-games';
import type { AppContext } from '../../context';
import { sendCsv } from '../../http/csv-file';
import type { Api } from '../../http/types';
import { chosenSeason } from '../seasons/service';
import { listGamesPage, scheduleCsv } from './list-service';

/** The administrator's games list: filtered, ordered and paged in the database, and its CSV. */
export function gameListRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/admin/games',
    {
      config: { access: 'league-staff' },
      schema: { querystring: gameListQuery, response: { 200: gameListPage, '4xx': errorBody } },
    },
    async (request) => listGamesPage(ctx.handle.db, await chosenSeason(ctx.handle.db, request.query.season), request.query, ctx.now()),
  );

  app.get(
    '/api/admin/games/export',
    {
      config: { access: 'league-staff' },
      schema: { querystring: gameListExportQuery, response: { '4xx': errorBody } },
    },
    async (request, reply) => {
      const season = await chosenSeason(ctx.handle.db, request.query.season);
      return sendCsv(reply, `schedule-${ctx.now().toISOString().slice(0, 10)}.csv`, await scheduleCsv(ctx.handle.db, season, request.query, ctx.now()));
    },
  );
}
