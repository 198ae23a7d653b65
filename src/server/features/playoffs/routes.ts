import { errorBody, idParams } from '../../../shared/schemas/common';
import { playoffFormatList, poolStandings, seededTeamList } from '../../../shared/schemas/playoffs';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { divisionSeeds, listPlayoffFormats, poolStandingsByDivisionName, poolStandingsOf } from './service';

const POOL_STANDINGS_SOURCES = ['games', 'teams', 'divisions', 'playoffs'] as const;

export function playoffRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/playoff-formats',
    { config: { access: 'public', sameForEveryone: true, cache: ['playoffs', 'divisions'] }, schema: { response: { 200: playoffFormatList } } },
    () => listPlayoffFormats(ctx.handle.db),
  );

  app.get(
    '/api/divisions/:id/pool-standings',
    {
      config: { access: 'public', sameForEveryone: true, cache: POOL_STANDINGS_SOURCES },
      schema: { params: idParams, response: { 200: poolStandings, '4xx': errorBody } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return poolStandingsOf(ctx.handle.db, request.params.id);
    },
  );

  app.get(
    '/api/divisions/:id/seeds',
    {
      config: { access: 'public', sameForEveryone: true, cache: ['games', 'teams', 'divisions'] },
      schema: { params: idParams, response: { 200: seededTeamList, '4xx': errorBody } },
    },
    (request) => divisionSeeds(ctx.handle.db, request.params.id),
  );

  app.get(
    '/api/11u-pool-standings',
    { config: { access: 'public', sameForEveryone: true, cache: POOL_STANDINGS_SOURCES }, schema: { response: { 200: poolStandings } } },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return poolStandingsByDivisionName(ctx.handle.db, '11U');
    },
  );
}
