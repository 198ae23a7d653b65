import { errorBody, idParam, queryParams } from '../../../shared/schemas/common';
import { gameList } from '../../../shared/schemas/game';
import { seasonQuery } from '../../../shared/schemas/season';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { chosenSeason, seasonOfDivisionAsked } from '../seasons/service';
import { listGames } from './service';

export function gameRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/games',
    {
      config: { access: 'public', sameForEveryone: true, cache: ['seasons', 'games', 'teams', 'fields', 'divisions'] },
      schema: {
        querystring: queryParams({ divisionId: idParam.optional(), ...seasonQuery }),
        response: { 200: gameList, '4xx': errorBody },
      },
    },
    async (request) => {
      const { divisionId, season } = request.query;
      // A division belongs to one season: its games are that season's whatever else is asked.
      const chosen = divisionId === undefined ? await chosenSeason(ctx.handle.db, season) : await seasonOfDivisionAsked(ctx.handle.db, divisionId, season);
      return listGames(ctx.handle.db, chosen, divisionId);
    },
  );
}
