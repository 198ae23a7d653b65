import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { DataArea } from '../db/write';
import { HSTS, SECURITY_HEADERS } from '../http/security';
import type { VersionSource } from './versions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The data areas a public read is built from; its answer is cached until one of them changes. */
    cache?: readonly DataArea[];
    /** The answer differs for signed-in callers (e.g. contact details): one cached copy for each. */
    cacheBySignIn?: boolean;
  }
  interface FastifyRequest {
    cacheSlot: { key: string; tag: string } | null;
  }
}

interface Entry {
  tag: string;
  etag: string;
  body: Buffer;
  /** Every header of a hit but its length and encoding, built once. */
  headers: Readonly<Record<string, string>>;
  gzip?: Buffer;
  br?: Buffer;
}

const MAX_ENTRIES = 500;

function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function encoded(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
    });
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.body, { level: 6 });
  return entry.gzip;
}

function etagMatches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export interface ReadCacheHooks {
  /** Answers reads that are the same for everyone, before any other hook runs. */
  beforeEverything: onRequestAsyncHookHandler;
  /** Answers reads that differ for signed-in callers, once the session is known. */
  afterSession: onRequestAsyncHookHandler;
}

/**
 * Caches the serialised answers of public reads (routes with `config.cache`) per url, keyed by the
 * versions of the data they come from. A hit writes the stored bytes (compressed once, when first
 * asked for) and prepared headers straight to the socket; a matching If-None-Match gets 304
 * without building anything. Answers say `no-cache`, so browsers revalidate and never show an
 * answer older than the last write. Registered before the compression plugin, so it stores
 * uncompressed answers.
 */
export function registerReadCache(app: FastifyInstance, versions: VersionSource, isDraining: () => boolean): ReadCacheHooks {
  const entries = new Map<string, Entry>();
  app.decorateRequest('cacheSlot', null);

  const sendHit = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply.hijack();
    // Headers the session step set (a cleared cookie, an ended impersonation) go out with the hit.
    const headers: OutgoingHttpHeaders = { ...entry.headers };
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
    if (request.protocol === 'https') headers['strict-transport-security'] = HSTS;
    if (isDraining()) headers.connection = 'close';
    if (etagMatches(request, entry.etag)) {
      reply.raw.writeHead(304, headers);
      reply.raw.end();
      return;
    }
    const encoding = entry.body.length >= 1024 ? encodingFor(request) : null;
    const body = encoding ? encoded(entry, encoding) : entry.body;
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    reply.raw.writeHead(200, headers);
    reply.raw.end(body);
  };

  const lookup = async (request: FastifyRequest, reply: FastifyReply, key: string) => {
    const areas = request.routeOptions.config.cache;
    if (!areas || request.method !== 'GET') return;
    const tag = await versions.tag(areas);
    const entry = entries.get(key);
    if (entry && entry.tag === tag) {
      // Least recently used goes first: a hit moves to the end.
      entries.delete(key);
      entries.set(key, entry);
      sendHit(request, reply, entry);
      return;
    }
    request.cacheSlot = { key, tag };
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.cacheSlot;
    if (!slot || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const body = Buffer.from(payload);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry: Entry = {
      tag: slot.tag,
      etag,
      body,
      headers: {
        ...lowerCased(SECURITY_HEADERS),
        'content-type': String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8'),
        etag,
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
      },
    };
    entries.set(slot.key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
    void reply.header('ETag', etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    if (etagMatches(request, etag)) {
      void reply.code(304);
      return '';
    }
    return payload;
  });

  return {
    beforeEverything: async (request, reply) => {
      if (needsNoSession(request)) await lookup(request, reply, request.url);
    },
    afterSession: async (request, reply) => {
      if (request.routeOptions.config.cacheBySignIn) await lookup(request, reply, `${request.auth ? 'signed-in ' : ''}${request.url}`);
    },
  };
}

function lowerCased(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

/** A read answered the same to everyone needs no session: the cache can serve it without one. */
export function needsNoSession(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return config.cache !== undefined && !config.cacheBySignIn && config.access === 'public';
}
