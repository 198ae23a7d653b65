import { divisionList, teamDetail as teamDetailShape, teamList } from '../../../shared/schemas/league';
import { errorBody, idParams } from '../../../shared/schemas/common';
import { seasonOnlyQuery } from '../../../shared/schemas/season';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { chosenSeasonRef } from '../seasons/service';
import { listDivisions, listTeams, teamDetail } from './service';

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

  // A team of any season by its id: the public team page.
  app.get(
    '/api/teams/:id',
    {
      config: { access: 'public', sameForEveryone: true, cache: ['divisions', 'teams', 'users'] },
      schema: { params: idParams, response: { 200: teamDetailShape, '4xx': errorBody } },
    },
    (request) => teamDetail(ctx.handle.db, request.params.id),
  );
}
