import { errorBody, idParams } from '../../../shared/schemas/common';
import { playoffFormatList, poolStandings, seededTeamList } from '../../../shared/schemas/playoffs';
import { seasonOnlyQuery } from '../../../shared/schemas/season';
import type { AppContext } from '../../context';
import { chosenSeasonRef, seasonOfDivisionAsked } from '../seasons/service';
import type { Api } from '../../http/types';
import { divisionSeeds, listPlayoffFormats, poolStandingsByDivisionName, poolStandingsOf } from './service';

const POOL_STANDINGS_SOURCES = ['games', 'teams', 'divisions', 'playoffs'] as const;
/** The current season's 11U: which division that is changes with the current season. */
const CURRENT_POOL_STANDINGS_SOURCES = ['seasons', ...POOL_STANDINGS_SOURCES] as const;

export function playoffRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/playoff-formats',
    {
      config: { access: 'public', sameForEveryone: true, cache: ['seasons', 'playoffs', 'divisions'] },
      schema: { querystring: seasonOnlyQuery, response: { 200: playoffFormatList, '4xx': errorBody } },
    },
    async (request) => listPlayoffFormats(ctx.handle.db, await chosenSeasonRef(ctx.handle.db, request.query.season)),
  );

  app.get(
    '/api/divisions/:id/pool-standings',
    {
      config: { access: 'public', sameForEveryone: true, cache: POOL_STANDINGS_SOURCES },
      schema: { params: idParams, querystring: seasonOnlyQuery, response: { 200: poolStandings, '4xx': errorBody } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      const { season } = request.query;
      if (season !== undefined) await seasonOfDivisionAsked(ctx.handle.db, request.params.id, season);
      return poolStandingsOf(ctx.handle.db, request.params.id);
    },
  );

  app.get(
    '/api/divisions/:id/seeds',
    {
      config: { access: 'public', sameForEveryone: true, cache: ['games', 'teams', 'divisions'] },
      schema: { params: idParams, querystring: seasonOnlyQuery, response: { 200: seededTeamList, '4xx': errorBody } },
    },
    async (request) => {
      const { season } = request.query;
      if (season !== undefined) await seasonOfDivisionAsked(ctx.handle.db, request.params.id, season);
      return divisionSeeds(ctx.handle.db, request.params.id);
    },
  );

  app.get(
    '/api/11u-pool-standings',
    {
      config: { access: 'public', sameForEveryone: true, cache: CURRENT_POOL_STANDINGS_SOURCES },
      schema: { querystring: seasonOnlyQuery, response: { 200: poolStandings, '4xx': errorBody } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return poolStandingsByDivisionName(ctx.handle.db, await chosenSeasonRef(ctx.handle.db, request.query.season), '11U');
    },
  );
}
