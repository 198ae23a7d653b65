import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine writes its theme variables into a style element.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The service worker and the installable application's manifest (docs/decisions/0052).
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

/**
 * The headers every answer carries: a policy that allows no inline or foreign script, no framing
 * and no content sniffing. Built once: setting them is one assignment per request.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The security headers on a reply; also for answers Fastify makes before any hook runs (a malformed address). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  void reply.headers(SECURITY_HEADERS);
  if (request.protocol === 'https') {
    void reply.header('Strict-Transport-Security', HSTS);
  }
}

/**
 * Security headers, and a refusal of state-changing requests sent by another site. Browsers say
 * where a request comes from (Sec-Fetch-Site, Origin); tools that send neither are let through, as
 * they carry no victim's cookie. The refusal looks at no path: only API routes take changes, and
 * the router decodes `/%61pi/...` into one of them.
 */
export function registerSecurity(app: FastifyInstance): void {
  // Callback style: every request passes here, and a step that returns a promise costs one.
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    if (STATE_CHANGING.has(request.method) && refusedCrossSite(request, reply)) return;
    done();
  });
}

/** Answers 403 to a request another site sent; says whether it did. */
function refusedCrossSite(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!isCrossSite(request.headers['sec-fetch-site'], request.headers.origin, request.host)) return false;
  void reply.code(403).send({ message: 'Requests from other sites are not allowed' });
  return true;
}

/** The cross-site refusal, also for the rare read that changes something (a route's onRequest hook). */
export const refuseCrossSite: onRequestHookHandler = (request, reply, done) => {
  if (!refusedCrossSite(request, reply)) done();
};

/** Sec-Fetch-Site when the browser sends it (all current ones do); otherwise the Origin header. */
function isCrossSite(site: string | string[] | undefined, origin: string | undefined, host: string): boolean {
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
