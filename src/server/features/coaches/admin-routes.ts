import { coach } from '../../../shared/schemas/coach';
import { coachPatchBody, newCoachBody } from '../../../shared/schemas/coach-admin';
import { errorBody, idParams, okBody } from '../../../shared/schemas/common';
import { adminCoachPage, adminCoachQuery } from '../../../shared/schemas/people-admin';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { createCoach, deleteCoach, updateCoach } from './admin-service';
import { coachDirectory } from './directory-service';

/** The coach directory's search and writes: league staff (admin and org_admin). */
export function adminCoachRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/admin/coaches',
    { config: { access: 'league-staff' }, schema: { querystring: adminCoachQuery, response: { 200: adminCoachPage, '4xx': errorBody } } },
    (request) => coachDirectory(ctx.handle.db, request.query),
  );

  app.post(
    '/api/coaches',
    { config: { access: 'league-staff' }, schema: { body: newCoachBody, response: { 201: coach, '4xx': errorBody } } },
    async (request, reply) => reply.code(201).send(await createCoach(ctx, caller(request), request.body)),
  );

  app.patch(
    '/api/coaches/:id',
    { config: { access: 'league-staff' }, schema: { params: idParams, body: coachPatchBody, response: { 200: coach, '4xx': errorBody } } },
    (request) => updateCoach(ctx, caller(request), request.params.id, request.body),
  );

  app.delete(
    '/api/coaches/:id',
    { config: { access: 'league-staff' }, schema: { params: idParams, response: { 200: okBody, '4xx': errorBody } } },
    async (request) => {
      await deleteCoach(ctx, caller(request), request.params.id);
      return { ok: true as const };
    },
  );
}
