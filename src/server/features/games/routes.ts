import { errorBody, idParam, queryParams } from '../../../shared/schemas/common';
import { gameList } from '../../../shared/schemas/game';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { listGames } from './service';

export function gameRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/games',
    {
      config: { access: 'public', sameForEveryone: true, cache: ['games', 'teams', 'fields', 'divisions'] },
      schema: {
        querystring: queryParams({ divisionId: idParam.optional() }),
        response: { 200: gameList, '4xx': errorBody },
      },
    },
    (request) => listGames(ctx.handle.db, ctx.config.LEAGUE_TIMEZONE, request.query.divisionId),
  );
}
