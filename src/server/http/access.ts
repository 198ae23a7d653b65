import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLeagueStaff } from '../../shared/roles';
import type { Auth } from '../auth';
import { requireOwnPassword } from './password-change-gate';
import { addRouteStep } from './route-hooks';

/**
 * Who may call a route, declared on every API route (`config.access`). Rules finer than a role
 * ("only a coach of this team") are decided by the feature's service.
 */
export type Access = 'public' | 'signed-in' | 'coach' | 'league-staff' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** What an anonymous caller is told instead of the general 'You must be signed in to do this'. */
    signInMessage?: string;
    /** What a signed-in caller of another role is told instead of the general refusal. */
    forbiddenMessage?: string;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
}

export function allows(access: Access, auth: Auth | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'signed-in':
      return auth !== null;
    case 'coach':
      // An administrator acting as a coach is that coach here.
      return auth !== null && auth.role === 'coach';
    case 'league-staff':
      return auth !== null && isLeagueStaff(auth.role);
    case 'admin':
      return auth !== null && auth.role === 'admin';
  }
}

/**
 * Gives every route that is not public its access step: who may call it is decided before its
 * body is read or validated. Public routes get none: everyone may call them.
 */
export function registerAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    const access = config.access;
    if (access === undefined || access === 'public') return;
    const signInMessage = config.signInMessage ?? 'You must be signed in to do this';
    const forbiddenMessage = config.forbiddenMessage ?? 'You do not have permission to do this';
    addRouteStep(
      route,
      (request, reply, done) => {
        if (allows(access, request.auth)) {
          done();
          return;
        }
        void reply.code(request.auth === null ? 401 : 403).send({ message: request.auth === null ? signInMessage : forbiddenMessage });
      },
      'before-own',
    );
    if (!config.whilePasswordChangeDue) addRouteStep(route, requireOwnPassword, 'before-own');
  });
}

/** The signed-in caller; routes with access other than 'public' can rely on it. */
export function caller(request: FastifyRequest): Auth {
  if (!request.auth) throw new Error('caller() used on a route that allows anonymous access');
  return request.auth;
}
