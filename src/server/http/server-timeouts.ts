import type { ServerOptions } from 'node:http';
import type { Config } from '../config';

/**
 * How long a client may take to send a request, its headers, and how long an idle keep-alive
 * connection is kept (README: REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS), as
 * Fastify options, which Fastify hands to the HTTP server it makes.
 * A request still arriving when its time is up gets 408 and its connection is closed, so a client
 * that sends a byte a second holds a connection no longer than that.
 */
export function serverTimeouts(config: Config): { requestTimeout: number; keepAliveTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node looks for overdue requests every 30 s by default: a timeout would run up to 30 s late.
      connectionsCheckingInterval: Math.min(1000, config.HEADERS_TIMEOUT_MS),
    },
  };
}
