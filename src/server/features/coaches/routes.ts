import type { FastifyRequest } from 'fastify';
import { coachList, coachTeamList } from '../../../shared/schemas/coach';
import { errorBody, idParams } from '../../../shared/schemas/common';
import { coachGameList } from '../../../shared/schemas/game';
import { seasonOnlyQuery } from '../../../shared/schemas/season';
import type { AppContext } from '../../context';
import { chosenSeason, chosenSeasonRef } from '../seasons/service';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { gamesOfCoach, listCoaches, seesContactDetails, teamsOfCoach } from './service';

export function coachRoutes(app: Api, ctx: AppContext): void {
  // Decided once per request: for the cached copy the caller gets, and for an answer built anew.
  const decided = new WeakMap<FastifyRequest, Promise<boolean>>();
  const withContact = (request: FastifyRequest): Promise<boolean> => {
    const known = decided.get(request) ?? seesContactDetails(ctx.handle.db, request.auth);
    decided.set(request, known);
    return known;
  };

  app.get(
    '/api/coaches',
    {
      config: {
        access: 'public',
        cache: ['seasons', 'users', 'teams', 'divisions'],
        // Two copies, with contact details and without; who gets which is decided on every request.
        cacheByCaller: async (request) => ((await withContact(request)) ? 'with contacts' : 'without contacts'),
      },
      schema: { response: { 200: coachList } },
    },
    async (request) => listCoaches(ctx.handle.db, await withContact(request)),
  );

  app.get(
    '/api/coaches/:id/teams',
    {
      config: { access: 'signed-in' },
      schema: { params: idParams, querystring: seasonOnlyQuery, response: { 200: coachTeamList, '4xx': errorBody } },
    },
    async (request) => teamsOfCoach(ctx.handle.db, caller(request), request.params.id, await chosenSeasonRef(ctx.handle.db, request.query.season)),
  );

  app.get(
    '/api/coaches/:id/games',
    {
      config: { access: 'signed-in' },
      schema: { params: idParams, querystring: seasonOnlyQuery, response: { 200: coachGameList, '4xx': errorBody } },
    },
    async (request) => gamesOfCoach(ctx.handle.db, caller(request), request.params.id, await chosenSeason(ctx.handle.db, request.query.season)),
  );
}
