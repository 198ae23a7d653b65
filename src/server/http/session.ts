import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { needsNoSession } from '../cache/read-cache';
import type { AppContext } from '../context';
import { resolveSession, SESSION_COOKIE } from '../features/auth/service';

/** Resolves the session cookie of every API request into `request.auth`. */
export function registerSessions(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || needsNoSession(request)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.auth = await resolveSession(ctx, token);
    if (!request.auth) clearSessionCookie(request, reply);
    else if (request.auth.impersonationExpired) void reply.header('X-Impersonation-Ended', 'expired');
  });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

/**
 * Written as a header at once (not through the cookie plugin, which adds its cookies as the answer
 * is sent), so that an answer from the read cache carries it too.
 */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const cleared = reply.server.serializeCookie(SESSION_COOKIE, '', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: new Date(0),
  });
  void reply.header('Set-Cookie', cleared);
}
