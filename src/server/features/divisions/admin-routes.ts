import { errorBody, idParams, okBody } from '../../../shared/schemas/common';
import {
  divisionBody,
  divisionDeletePreview,
  divisionTeamParams,
  teamBody,
  teamDeletePreview,
  teamMoveBody,
  teamMovePreview,
  teamMoveQuery,
} from '../../../shared/schemas/division-admin';
import { division, teamRef } from '../../../shared/schemas/league';
import { seasonOnlyQuery } from '../../../shared/schemas/season';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import {
  createDivision,
  createTeam,
  deleteDivision,
  deleteTeam,
  divisionDeletePreview as previewDivisionDeletion,
  renameDivision,
  renameTeam,
  teamDeletePreview as previewTeamDeletion,
} from './admin-service';
import { moveTeam, teamMovePreview as previewTeamMove } from './team-move';

/** Division and team management by league staff. */
export function adminDivisionRoutes(app: Api, ctx: AppContext): void {
  app.post(
    '/api/divisions',
    { config: { access: 'league-staff' }, schema: { querystring: seasonOnlyQuery, body: divisionBody, response: { 201: division, '4xx': errorBody } } },
    async (request, reply) => reply.code(201).send(await createDivision(ctx, caller(request), request.body.name, request.query.season)),
  );

  app.patch(
    '/api/divisions/:id',
    { config: { access: 'league-staff' }, schema: { params: idParams, body: divisionBody, response: { 200: division, '4xx': errorBody } } },
    (request) => renameDivision(ctx, caller(request), request.params.id, request.body.name),
  );

  app.get(
    '/api/divisions/:id/delete-preview',
    { config: { access: 'league-staff' }, schema: { params: idParams, response: { 200: divisionDeletePreview, '4xx': errorBody } } },
    (request) => previewDivisionDeletion(ctx.handle.db, request.params.id),
  );

  app.get(
    '/api/divisions/:divisionId/teams/:teamId/delete-preview',
    { config: { access: 'league-staff' }, schema: { params: divisionTeamParams, response: { 200: teamDeletePreview, '4xx': errorBody } } },
    (request) => previewTeamDeletion(ctx.handle.db, request.params.divisionId, request.params.teamId),
  );

  app.get(
    '/api/divisions/:divisionId/teams/:teamId/move-preview',
    {
      config: { access: 'league-staff' },
      schema: { params: divisionTeamParams, querystring: teamMoveQuery, response: { 200: teamMovePreview, '4xx': errorBody } },
    },
    (request) => previewTeamMove(ctx.handle.db, request.params.divisionId, request.params.teamId, request.query.to),
  );

  app.post(
    '/api/divisions/:divisionId/teams/:teamId/move',
    { config: { access: 'league-staff' }, schema: { params: divisionTeamParams, body: teamMoveBody, response: { 200: teamRef, '4xx': errorBody } } },
    (request) => moveTeam(ctx, caller(request), request.params.divisionId, request.params.teamId, request.body.divisionId),
  );

  app.delete(
    '/api/divisions/:id',
    { config: { access: 'league-staff' }, schema: { params: idParams, response: { 200: okBody, '4xx': errorBody } } },
    async (request) => {
      await deleteDivision(ctx, caller(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/divisions/:id/teams',
    { config: { access: 'league-staff' }, schema: { params: idParams, body: teamBody, response: { 201: teamRef, '4xx': errorBody } } },
    async (request, reply) => reply.code(201).send(await createTeam(ctx, caller(request), request.params.id, request.body.name)),
  );

  app.patch(
    '/api/divisions/:divisionId/teams/:teamId',
    { config: { access: 'league-staff' }, schema: { params: divisionTeamParams, body: teamBody, response: { 200: teamRef, '4xx': errorBody } } },
    (request) => renameTeam(ctx, caller(request), request.params.divisionId, request.params.teamId, request.body.name),
  );

  app.delete(
    '/api/divisions/:divisionId/teams/:teamId',
    { config: { access: 'league-staff' }, schema: { params: divisionTeamParams, response: { 200: okBody, '4xx': errorBody } } },
    async (request) => {
      await deleteTeam(ctx, caller(request), request.params.divisionId, request.params.teamId);
      return { ok: true as const };
    },
  );
}
