import { z } from 'zod';
import { adminAnnouncement, announcementInput, publicAnnouncement } from '../../../shared/schemas/announcements';
import { errorBody, idParams, okBody } from '../../../shared/schemas/common';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { adminAnnouncements, createAnnouncement, deleteAnnouncement, publicAnnouncements, updateAnnouncement } from './service';

export function announcementRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/announcements',
    {
      config: { access: 'public', sameForEveryone: true, cache: ['announcements', 'seasons'] },
      schema: { response: { 200: z.array(publicAnnouncement), '4xx': errorBody } },
    },
    () => publicAnnouncements(ctx.handle.db),
  );

  app.get('/api/admin/announcements', { config: { access: 'league-staff' }, schema: { response: { 200: z.array(adminAnnouncement), '4xx': errorBody } } }, () =>
    adminAnnouncements(ctx),
  );

  app.post(
    '/api/admin/announcements',
    { config: { access: 'league-staff' }, schema: { body: announcementInput, response: { 201: adminAnnouncement, '4xx': errorBody } } },
    async (request, reply) => reply.status(201).send(await createAnnouncement(ctx, caller(request), request.body)),
  );

  app.put(
    '/api/admin/announcements/:id',
    { config: { access: 'league-staff' }, schema: { params: idParams, body: announcementInput, response: { 200: adminAnnouncement, '4xx': errorBody } } },
    (request) => updateAnnouncement(ctx, caller(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/announcements/:id',
    { config: { access: 'league-staff' }, schema: { params: idParams, response: { 200: okBody, '4xx': errorBody } } },
    async (request) => {
      await deleteAnnouncement(ctx, caller(request), request.params.id);
      return { ok: true as const };
    },
  );
}
