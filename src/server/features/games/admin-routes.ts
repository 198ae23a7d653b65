import { errorBody, idParams, okBody } from '../../../shared/schemas/common';
import { game, scoreReportList } from '../../../shared/schemas/game';
import {
  finalScoreBody,
  gameBody,
  gameImportBody,
  gameImportPreview,
  gameImportResult,
  gameUpdateBody,
  seasonClashList,
} from '../../../shared/schemas/game-admin';
import { seasonOnlyQuery } from '../../../shared/schemas/season';
import { chosenSeason } from '../seasons/service';
import { seasonClashes } from './clashes';
import type { AppContext } from '../../context';
import { IMPORT_BODY_LIMIT } from '../../http/json-body';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { importGames, previewImport } from './admin-import';
import { createGame, deleteGame, enterScores, resolveDispute, scoreReportsOfGame, updateGame } from './admin-service';

/** Game management by league staff: add, edit, delete, final scores, disputes and schedule import. */
export function adminGameRoutes(app: Api, ctx: AppContext): void {
  app.post(
    '/api/games',
    {
      config: { access: 'league-staff' },
      schema: { body: gameBody, response: { 201: game, '4xx': errorBody } },
    },
    async (request, reply) => reply.code(201).send(await createGame(ctx, caller(request), request.body)),
  );

  app.get(
    '/api/games/clashes',
    {
      config: { access: 'league-staff' },
      schema: { querystring: seasonOnlyQuery, response: { 200: seasonClashList, '4xx': errorBody } },
    },
    async (request) => seasonClashes(ctx.handle.db, await chosenSeason(ctx.handle.db, request.query.season)),
  );

  app.patch(
    '/api/games/:id',
    {
      config: { access: 'league-staff' },
      schema: { params: idParams, body: gameUpdateBody, response: { 200: game, '4xx': errorBody } },
    },
    (request) => updateGame(ctx, caller(request), request.params.id, request.body),
  );

  app.delete(
    '/api/games/:id',
    {
      config: { access: 'league-staff' },
      schema: { params: idParams, response: { 200: okBody, '4xx': errorBody } },
    },
    async (request) => {
      await deleteGame(ctx, caller(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.patch(
    '/api/games/:id/direct-score',
    {
      config: { access: 'league-staff' },
      schema: { params: idParams, body: finalScoreBody, response: { 200: game, '4xx': errorBody } },
    },
    (request) => enterScores(ctx, caller(request), request.params.id, request.body),
  );

  app.patch(
    '/api/games/:id/resolve-dispute',
    {
      config: { access: 'league-staff' },
      schema: { params: idParams, body: finalScoreBody, response: { 200: game, '4xx': errorBody } },
    },
    (request) => resolveDispute(ctx, caller(request), request.params.id, request.body),
  );

  app.get(
    '/api/games/:id/score-reports',
    {
      config: { access: 'league-staff' },
      schema: { params: idParams, response: { 200: scoreReportList, '4xx': errorBody } },
    },
    (request) => scoreReportsOfGame(ctx, request.params.id),
  );

  app.post(
    '/api/games/import/preview',
    {
      config: { access: 'league-staff' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: gameImportBody, response: { 200: gameImportPreview, '4xx': errorBody } },
    },
    (request) => previewImport(ctx, request.body),
  );

  app.post(
    '/api/games/import',
    {
      config: { access: 'league-staff' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: gameImportBody, response: { 201: gameImportResult, '4xx': errorBody } },
    },
    async (request, reply) => {
      const games = await importGames(ctx, caller(request), request.body);
      return reply.code(201).send({ created: games.length, games });
    },
  );
}
