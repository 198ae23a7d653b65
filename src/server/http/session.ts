import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, type SessionLookup } from '../auth';
import { addRouteStep } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers every caller alike, signed in or not (its access is 'public'): it needs no
     * session, so none is looked up for it, and one answer may serve everyone (the read cache keeps
     * one copy of it).
     */
    sameForEveryone?: boolean;
  }
}

/**
 * Resolves the session cookie into `request.auth` on every API route but those the same for
 * everyone, which are given no session step at all (route-hooks.ts).
 */
export function registerSessions(app: FastifyInstance, lookUp: SessionLookup): void {
  app.decorateRequest('auth', null);
  const resolveCaller = async (request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> => {
    const resolved = await lookUp(token);
    // Sent with a token replaced a moment ago: its answer may come back after the one with the new
    // cookie, which it must not take away.
    if (resolved === 'replaced') return;
    if (resolved === 'ended') {
      clearSessionCookie(request, reply);
      return;
    }
    request.auth = resolved;
    if (resolved.rotatedToken !== null) {
      setSessionCookie(request, reply, resolved.rotatedToken, SESSION_MAX_AGE_SECONDS);
      void reply.header('X-Impersonation-Ended', 'expired');
    }
  };
  const sessionStep: onRequestHookHandler = (request, reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      done();
      return;
    }
    resolveCaller(request, reply, token).then(() => done(), done);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.sameForEveryone && route.config.access !== 'public') {
      throw new Error(`Route ${String(route.method)} ${route.url} says it is the same for everyone (config.sameForEveryone) but is not public`);
    }
    if (route.url.startsWith('/api/') && !route.config?.sameForEveryone) addRouteStep(route, sessionStep, 'before-own');
  });
}

/**
 * Written as a header at once (not through the cookie plugin, which adds its cookies as the answer
 * is sent), so that an answer from the read cache carries it too.
 */
function writeSessionCookie(request: FastifyRequest, reply: FastifyReply, value: string, lifetime: { maxAge: number } | { expires: Date }): void {
  const cookie = reply.server.serializeCookie(SESSION_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...lifetime,
  });
  void reply.header('Set-Cookie', cookie);
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  writeSessionCookie(request, reply, token, { maxAge: maxAgeSeconds });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  writeSessionCookie(request, reply, '', { expires: new Date(0) });
}
