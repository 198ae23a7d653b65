import { errorBody, idParams, okBody } from '../../../shared/schemas/common';
import { seasonInfo as seasonInfoSchema } from '../../../shared/schemas/league';
import { newSeasonBody, seasonDeletePreview, seasonDetail, seasonList, seasonOnlyQuery, seasonPreview, seasonUpdateBody } from '../../../shared/schemas/season';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import {
  createSeason,
  deleteSeason,
  previewSeason,
  seasonDeletePreview as previewSeasonDeletion,
  seasonDetail as detailOf,
  updateSeason,
} from './admin-service';
import { chosenSeason, listSeasons, seasonInfo } from './service';

export function seasonRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/season',
    {
      config: { access: 'public', sameForEveryone: true, cache: ['seasons'] },
      schema: { querystring: seasonOnlyQuery, response: { 200: seasonInfoSchema, '4xx': errorBody } },
    },
    async (request) => seasonInfo(await chosenSeason(ctx.handle.db, request.query.season)),
  );

  app.get('/api/seasons', { config: { access: 'public', sameForEveryone: true, cache: ['seasons'] }, schema: { response: { 200: seasonList } } }, () =>
    listSeasons(ctx.handle.db),
  );

  app.get(
    '/api/seasons/:id',
    {
      config: { access: 'public', sameForEveryone: true, cache: ['seasons'] },
      schema: { params: idParams, response: { 200: seasonDetail, '4xx': errorBody } },
    },
    (request) => detailOf(ctx.handle.db, request.params.id),
  );

  app.post(
    '/api/seasons/preview',
    { config: { access: 'admin' }, schema: { body: newSeasonBody, response: { 200: seasonPreview, '4xx': errorBody } } },
    (request) => previewSeason(ctx, request.body),
  );

  app.post(
    '/api/seasons',
    { config: { access: 'admin' }, schema: { body: newSeasonBody, response: { 201: seasonDetail, '4xx': errorBody } } },
    async (request, reply) => reply.code(201).send(await createSeason(ctx, caller(request), request.body)),
  );

  app.patch(
    '/api/seasons/:id',
    { config: { access: 'admin' }, schema: { params: idParams, body: seasonUpdateBody, response: { 200: seasonDetail, '4xx': errorBody } } },
    (request) => updateSeason(ctx, caller(request), request.params.id, request.body),
  );

  app.get(
    '/api/seasons/:id/delete-preview',
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: seasonDeletePreview, '4xx': errorBody } } },
    (request) => previewSeasonDeletion(ctx.handle.db, request.params.id),
  );

  app.delete(
    '/api/seasons/:id',
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: okBody, '4xx': errorBody } } },
    async (request) => {
      await deleteSeason(ctx, caller(request), request.params.id);
      return { ok: true as const };
    },
  );
}
