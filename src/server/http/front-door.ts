import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { levels } from 'pino';
import { redactedUrl } from './request-log';

/** Answers a request before Fastify sees it; true when it did, false to hand it to Fastify. */
export type FrontDoor = (request: IncomingMessage, response: ServerResponse) => Promise<boolean> | boolean;

/**
 * The HTTP server Fastify would make, set up the way it sets up its own, with a front door in the
 * request event: cached public reads are answered there, without the request and reply objects,
 * hooks and routing Fastify spends on each request (they cost more than the answer itself).
 * `door()` is read per request, because the cache exists only once the app is built.
 */
export function serverWithFrontDoor(door: () => FrontDoor | null) {
  return (handler: RequestListener, options: FastifyServerOptions & { http?: ServerOptions }): Server => {
    const server = createServer(options.http ?? {}, (request, response) => {
      const answered = door()?.(request, response) ?? false;
      if (answered === false) handler(request, response);
      else if (answered !== true) void answered.then((done) => done || handler(request, response));
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/**
 * Which peers are trusted proxies (TRUST_PROXY): given to Fastify as its trust function and used
 * by the front door, so both read X-Forwarded-Proto alike.
 */
export function proxyTrust(proxies: string[]): (address: string, hop: number) => boolean {
  return proxies.length === 0 ? () => false : proxyAddr.compile(proxies);
}

/** HTTPS as Fastify decides it: the socket, or the last X-Forwarded-Proto a trusted proxy sent. */
export function isHttpsVia(trusts: (address: string, hop: number) => boolean) {
  return (request: IncomingMessage): boolean => {
    const forwarded = request.headers['x-forwarded-proto'];
    const address = request.socket.remoteAddress;
    if (typeof forwarded === 'string' && address !== undefined && trusts(address, 0)) {
      return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https';
    }
    return 'encrypted' in request.socket && request.socket.encrypted === true;
  };
}

export interface FrontDoorLog {
  (request: IncomingMessage, statusCode: number, startedAt: bigint): void;
  /** Whether answers are logged at all (the level is info or finer): no clock is read otherwise. */
  enabled(): boolean;
}

/** One log line per front-door answer, as Fastify logs the requests it answers. */
export function frontDoorLog(log: FastifyBaseLogger): FrontDoorLog {
  const line = (request: IncomingMessage, statusCode: number, startedAt: bigint): void => {
    const responseTime = Number(process.hrtime.bigint() - startedAt) / 1e6;
    log.info(
      { req: { method: request.method, url: redactedUrl(request.url ?? ''), remoteAddress: request.socket.remoteAddress }, res: { statusCode }, responseTime },
      'request answered from the read cache',
    );
  };
  return Object.assign(line, { enabled: () => (levels.values[log.level] ?? Infinity) <= (levels.values.info ?? 30) });
}
