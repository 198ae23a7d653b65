import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** Query keys whose values are secrets: the token of a reset or sign-in link. */
const SECRET_KEYS = new Set(['token']);

/**
 * Paths that carry a secret as their last segment: the administrators' link testing tool, and a
 * coach's private calendar feed (its `.ics` kept, so the log still says what was asked for).
 */
const TOKEN_IN_PATH = /^(\/api\/debug\/magic-link\/|\/calendar\/coach\/)[^/]+?(\.ics)?$/;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function redactedQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      // A key that does not decode is kept out too: the parser may read it some other way.
      const name = decoded(key)?.trim().toLowerCase();
      return name === undefined || SECRET_KEYS.has(name) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * A request address as logs may keep it: link tokens, in the query (older links and the
 * spec's GET verify) or in a path, are replaced. Keys and paths are compared decoded, as the
 * router and the query parser read them.
 */
export function redactedUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const readPath = decoded(path) ?? path;
  const safePath = TOKEN_IN_PATH.test(readPath) ? readPath.replace(TOKEN_IN_PATH, `$1${REDACTED}$2`) : path;
  return mark < 0 ? safePath : `${safePath}?${redactedQuery(url.slice(mark + 1))}`;
}

/** Fastify's request log fields, with the address redacted. */
function requestFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger Fastify is given: every request it logs has its address redacted. */
export function withRedactedRequests(log: FastifyBaseLogger): FastifyBaseLogger {
  return log.child({}, { serializers: { req: requestFields } });
}
