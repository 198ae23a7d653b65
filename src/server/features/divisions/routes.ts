import { divisionList, teamList } from '../../../shared/schemas/league';
import { errorBody } from '../../../shared/schemas/common';
import { seasonOnlyQuery } from '../../../shared/schemas/season';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { chosenSeasonRef } from '../seasons/service';
import { listDivisions, listTeams } from './service';

export function divisionRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/divisions',
    {
      config: { access: 'public', sameForEveryone: true, cache: ['seasons', 'divisions', 'teams'] },
      schema: { querystring: seasonOnlyQuery, response: { 200: divisionList, '4xx': errorBody } },
    },
    async (request) => listDivisions(ctx.handle.db, await chosenSeasonRef(ctx.handle.db, request.query.season)),
  );

  app.get(
    '/api/teams',
    {
      config: { access: 'public', sameForEveryone: true, cache: ['seasons', 'divisions', 'teams'] },
      schema: { querystring: seasonOnlyQuery, response: { 200: teamList, '4xx': errorBody } },
    },
    async (request) => listTeams(ctx.handle.db, await chosenSeasonRef(ctx.handle.db, request.query.season)),
  );
}
