import { errorBody, okBody } from '../../../shared/schemas/common';
import { registrationBody } from '../../../shared/schemas/registration';
import { loginBody, sessionUser } from '../../../shared/schemas/user';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import { clearSessionCookie, setSessionCookie } from '../../http/session';
import type { Api } from '../../http/types';
import { SESSION_COOKIE } from '../../auth';
import { currentUser, refuseClosedRegistration, register, signIn, signOut } from './service';

export function authRoutes(app: Api, ctx: AppContext): void {
  app.post(
    '/api/login',
    {
      config: { access: 'public' },
      schema: { body: loginBody, response: { 200: sessionUser, '4xx': errorBody } },
    },
    async (request, reply) => {
      const previous = request.cookies[SESSION_COOKIE];
      const signedIn = await signIn(ctx, request.body.username, request.body.password, request.ip);
      // The session this browser had before ends: a sign-in replaces it rather than adding one.
      if (previous) await signOut(ctx, previous);
      setSessionCookie(request, reply, signedIn.token, signedIn.maxAgeSeconds);
      return signedIn.user;
    },
  );

  app.post(
    '/api/register',
    {
      config: { access: 'public' },
      schema: { body: registrationBody, response: { 201: sessionUser, '4xx': errorBody } },
      preValidation: () => refuseClosedRegistration(ctx.handle.db),
    },
    async (request, reply) => {
      const signedIn = await register(ctx, request.body);
      setSessionCookie(request, reply, signedIn.token, signedIn.maxAgeSeconds);
      return reply.code(201).send(signedIn.user);
    },
  );

  app.post('/api/logout', { config: { access: 'public' }, schema: { response: { 200: okBody } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await signOut(ctx, token);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  app.get(
    '/api/user',
    { config: { access: 'signed-in', whilePasswordChangeDue: true }, schema: { response: { 200: sessionUser, '4xx': errorBody } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return currentUser(ctx, caller(request));
    },
  );
}
