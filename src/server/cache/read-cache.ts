import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { DataArea } from '../db/write';
import type { FrontDoor, FrontDoorLog } from '../http/front-door';
import { HSTS, SECURITY_HEADERS } from '../http/security';
import { preferredCompression, type Compression } from './accept-encoding';
import { keyOfRead, keyOfUrl } from './read-key';
import type { VersionSource } from './versions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The data areas a public read is built from; its answer is cached until one of them changes. */
    cache?: readonly DataArea[];
    /** The answer differs by caller (e.g. contact details): names the cached copy this caller gets. */
    cacheByCaller?: (request: FastifyRequest) => Promise<string>;
  }
  interface FastifyRequest {
    cacheSlot: { key: string; tag: string; areas: readonly DataArea[]; public: boolean } | null;
  }
  interface FastifyInstance {
    /** The read cache, for its size (the abuse tests read it). */
    readCache: ReadCache;
  }
}

interface Entry {
  /** The data areas the answer is built from, and their versions when it was built. */
  areas: readonly DataArea[];
  tag: string;
  /** The same for every caller, signed in or not: the front door may answer it. */
  public: boolean;
  /** The versions' change count at which the answer was last found current (-1: not yet). */
  generation: number;
  etag: string;
  body: Buffer;
  /** Every header of a hit but its length and encoding, built once. */
  headers: Readonly<Record<string, string>>;
  /** The headers of the uncompressed answer, length included. */
  plainHeaders: Readonly<OutgoingHttpHeaders>;
  gzip?: Buffer;
  br?: Buffer;
}

/** What an entry holds besides its bytes (its headers and bookkeeping), counted against the bound. */
const ENTRY_OVERHEAD_BYTES = 2048;

/** What an answer takes in memory: its forms, its key and its headers and bookkeeping. */
function bytesOf(entry: Entry, key: string): number {
  return entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0) + key.length + ENTRY_OVERHEAD_BYTES;
}

function compress(body: Buffer, encoding: Compression): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

function etagMatches(request: IncomingMessage | FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export interface ReadCache {
  /**
   * Answers, from the HTTP server's request event and before Fastify builds anything, a GET whose
   * stored answer is the same for everyone and still current. True when it answered; otherwise
   * the request goes on to Fastify.
   */
  frontDoor: FrontDoor;
  /** The same for requests that reach Fastify without the front door (`inject`, in tests). */
  beforeEverything: onRequestAsyncHookHandler;
  /** How much the cache holds, and the most it may. */
  size(): { entries: number; bytes: number; maxBytes: number };
}

export interface ReadCacheOptions {
  versions: VersionSource;
  isDraining: () => boolean;
  /** Whether the request came over HTTPS, as the framework decides it (trusted proxies included). */
  isHttps: (request: IncomingMessage) => boolean;
  /** Logs a front-door answer the way the framework logs a request. */
  logAnswer: FrontDoorLog;
  /** The most the stored answers (compressed forms included) may take together. */
  maxBytes: number;
}

/**
 * Caches the serialised answers of public reads (routes with `config.cache`) per route and
 * validated parameters and query (`read-key.ts`), with the versions of the data they come from,
 * within a bound in bytes. A hit writes the stored bytes (compressed once, when first
 * asked for) and prepared headers straight to the socket; a matching If-None-Match gets 304
 * without building anything. Answers say `no-cache`, so browsers revalidate and never show an
 * answer older than the last write. Registered before the compression plugin, so it stores
 * uncompressed answers.
 */
export function registerReadCache(app: FastifyInstance, options: ReadCacheOptions): ReadCache {
  const { versions, isDraining, isHttps } = options;
  // Within the bound, the least recently used answers go first; `get` counts as a use.
  const entries = new LRUCache<string, Entry>({ maxSize: options.maxBytes, sizeCalculation: bytesOf });
  app.decorateRequest('cacheSlot', null);

  /** The answer compressed, made when first asked for and counted against the bound. */
  const encoded = (key: string, entry: Entry, encoding: Compression): Buffer => {
    const stored = entry[encoding];
    if (stored) return stored;
    const made = compress(entry.body, encoding);
    entry[encoding] = made;
    // Stored again, so that its size counts the new form.
    if (entries.peek(key) === entry) entries.set(key, entry);
    return made;
  };

  /** Writes a stored answer; `extra` are headers an earlier step set (a cleared cookie, say). */
  const answer = (request: IncomingMessage, response: ServerResponse, key: string, entry: Entry, extra?: OutgoingHttpHeaders): number => {
    const notModified = etagMatches(request, entry.etag);
    const encoding = !notModified && entry.body.length >= 1024 ? preferredCompression(request.headers['accept-encoding']) : null;
    const https = isHttps(request);
    const draining = isDraining();
    if (!notModified && !encoding && !extra && !https && !draining) {
      // The usual answer: its headers were prepared with the answer and go out as they are.
      response.writeHead(200, entry.plainHeaders);
      response.end(entry.body);
      return 200;
    }
    const headers: OutgoingHttpHeaders = { ...entry.headers, ...extra };
    if (https) headers['strict-transport-security'] = HSTS;
    if (draining) headers.connection = 'close';
    if (notModified) {
      response.writeHead(304, headers);
      response.end();
      return 304;
    }
    const body = encoding ? encoded(key, entry, encoding) : entry.body;
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    response.writeHead(200, headers);
    response.end(body);
    return 200;
  };

  /** Answers from a stored public answer that is still current; false when there is none. */
  const answerStored = (request: IncomingMessage, response: ServerResponse, key: string): Promise<boolean> | boolean => {
    const entry = entries.get(key);
    if (!entry?.public) return false;
    const startedAt = options.logAnswer.enabled() ? process.hrtime.bigint() : null;
    const serve = () => {
      const status = answer(request, response, key, entry);
      if (startedAt !== null) options.logAnswer(request, status, startedAt);
      return true;
    };
    // Nothing has changed since the answer was last found current: no need to build its tag.
    const generation = versions.trustedGeneration();
    if (generation !== null && generation === entry.generation) return serve();
    const serveIfCurrent = (tag: string): boolean => {
      if (tag !== entry.tag || entries.peek(key) !== entry) return false;
      if (generation !== null) entry.generation = generation;
      return serve();
    };
    const tag = versions.tag(entry.areas);
    // A failed read of the versions (the database is away) is Fastify's to answer, with its 503.
    return typeof tag === 'string' ? serveIfCurrent(tag) : tag.then(serveIfCurrent, () => false);
  };

  // While the server drains, Fastify answers: it refuses new requests and closes connections.
  // The url is read as it comes: an address spelled otherwise goes on to Fastify, which validates
  // it and finds the answer under its canonical key.
  const frontDoor = (request: IncomingMessage, response: ServerResponse): Promise<boolean> | boolean =>
    request.method === 'GET' && !isDraining() && answerStored(request, response, keyOfUrl(request.url ?? ''));

  /** Once the request is validated (and its caller known): a stored answer, or a slot for the answer to come. */
  const afterValidation = async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config;
    const areas = config.cache;
    if (!areas || request.method !== 'GET') return;
    const copyFor = config.cacheByCaller;
    const key = copyFor ? `${await copyFor(request)} ${keyOfRead(request)}` : keyOfRead(request);
    const tag = await versions.tag(areas);
    const entry = entries.get(key);
    if (entry && entry.tag === tag) {
      reply.hijack();
      // Headers the earlier steps set (a cleared cookie, an ended impersonation) go out with the hit.
      const extra: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) extra[name] = value;
      answer(request.raw, reply.raw, key, entry, extra);
      return;
    }
    request.cacheSlot = { key, tag, areas, public: !copyFor };
  };
  app.addHook('preHandler', afterValidation);

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.cacheSlot;
    if (!slot || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const body = Buffer.from(payload);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    // A copy per sign-in is for that browser only: shared caches must neither keep nor mix them.
    const cacheControl = slot.public ? 'no-cache' : 'private, no-cache';
    // Lower case, as the compression plugin writes it, so that it does not add it again.
    const vary = slot.public ? 'accept-encoding' : 'accept-encoding, cookie';
    const headers = {
      ...lowerCased(SECURITY_HEADERS),
      'content-type': String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8'),
      etag,
      'cache-control': cacheControl,
      vary,
    };
    const entry: Entry = {
      areas: slot.areas,
      tag: slot.tag,
      public: slot.public,
      generation: -1,
      etag,
      body,
      headers,
      plainHeaders: { ...headers, 'content-length': body.length },
    };
    entries.set(slot.key, entry);
    void reply.header('ETag', etag).header('Cache-Control', cacheControl).header('Vary', vary);
    if (etagMatches(request, etag)) {
      void reply.code(304);
      return '';
    }
    return payload;
  });

  const cache: ReadCache = {
    frontDoor,
    // The same stored answers as the front door, looked up the same way.
    beforeEverything: async (request, reply) => {
      if (request.method !== 'GET' || !needsNoSession(request)) return;
      if (await answerStored(request.raw, reply.raw, keyOfUrl(request.url))) reply.hijack();
    },
    size: () => ({ entries: entries.size, bytes: entries.calculatedSize, maxBytes: options.maxBytes }),
  };
  app.decorate('readCache', cache);
  return cache;
}

function lowerCased(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

/** A read answered the same to everyone needs no session: the cache can serve it without one. */
export function needsNoSession(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return config.cache !== undefined && !config.cacheByCaller && config.access === 'public';
}
