import { z } from 'zod';
import { errorBody, idParam, okBody } from '../../../shared/schemas/common';
import { impersonatedCoach } from '../../../shared/schemas/user';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import { setSessionCookie } from '../../http/session';
import type { Api } from '../../http/types';
import { endImpersonation, startImpersonation } from './impersonation';
import { SESSION_MAX_AGE_SECONDS } from '../../auth';

export function impersonationRoutes(app: Api, ctx: AppContext): void {
  // Signed-in rather than admin access, so an administrator already acting as a coach is told why.
  app.post(
    '/api/impersonate/:coachId',
    {
      config: { access: 'signed-in' },
      schema: {
        params: z.object({ coachId: idParam }),
        response: { 200: impersonatedCoach, '4xx': errorBody },
      },
    },
    async (request, reply) => {
      const started = await startImpersonation(ctx, caller(request), request.params.coachId);
      setSessionCookie(request, reply, started.token, SESSION_MAX_AGE_SECONDS);
      return started.coach;
    },
  );

  app.post('/api/end-impersonation', { config: { access: 'signed-in' }, schema: { response: { 200: okBody, '4xx': errorBody } } }, async (request, reply) => {
    setSessionCookie(request, reply, await endImpersonation(ctx, caller(request)), SESSION_MAX_AGE_SECONDS);
    return { ok: true as const };
  });
}
