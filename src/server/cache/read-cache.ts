import { createHash } from 'node:crypto';
import type { OutgoingHttpHeader } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { DataArea } from '../db/write';
import { addRouteStep } from '../http/route-hooks';
import { preferredCompression, type Compression } from './accept-encoding';
import { keyOfRead, keyOfUrl } from './read-key';
import { tagWithin, type VersionSource } from './versions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The data areas a public read is built from; its answer is cached until one of them changes.
     * The route also says either that the answer is the same for everyone (`sameForEveryone`,
     * http/session.ts) or how it differs by caller (`cacheByCaller`).
     */
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
  /** The same for every caller, signed in or not: looked up before validation. */
  public: boolean;
  /** The versions' change count at which the answer was last found current (-1: not yet). */
  generation: number;
  etag: string;
  body: Buffer;
  /** The headers of the answer itself (type, file name, ETag, caching), built once. */
  headers: Readonly<Record<string, string>>;
  /** The same headers as a flat list of names and values, as the answer is written. */
  headerList: readonly string[];
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

function etagMatches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * A read whose answer is built from fewer areas than its route names, known only once it is built
 * (a rendered page: the areas of the reads it made), keeps it under those: a write to another
 * area leaves it current. The versions are those taken before it was built, as for every read.
 * `null`: the answer is not kept at all (it could not be built from current data).
 */
export function narrowCachedRead(request: FastifyRequest, areas: ReadonlySet<DataArea> | null): void {
  const slot = request.cacheSlot;
  if (!slot) return;
  if (areas === null) {
    request.cacheSlot = null;
    return;
  }
  request.cacheSlot = { ...slot, areas: slot.areas.filter((area) => areas.has(area)), tag: tagWithin(slot.tag, areas) };
}

export interface ReadCache {
  /** How much the cache holds, and the most it may. */
  size(): { entries: number; bytes: number; maxBytes: number };
}

export interface ReadCacheOptions {
  versions: VersionSource;
  isDraining: () => boolean;
  /** The most the stored answers (compressed forms included) may take together. */
  maxBytes: number;
}

/**
 * Caches the serialised answers of public reads (routes with `config.cache`) per route and
 * validated parameters and query (`read-key.ts`), with the versions of the data they come from,
 * within a bound in bytes. A hit writes the stored bytes (compressed once, when first asked for)
 * and prepared headers straight to the socket; a matching If-None-Match gets 304 without building
 * anything. Answers say `no-cache`, so browsers revalidate and never show an answer older than the
 * last write. Registered before the compression plugin, so it stores uncompressed answers.
 *
 * Hits are served inside Fastify, by sockets and `inject` alike: an answer the same for everyone
 * from a route-level onRequest hook of its route, which Fastify runs after every application-wide
 * onRequest hook (security headers, sessions, access: whenever they are added); any other from a
 * preHandler, once the request is validated and its caller known. Either way the request is logged
 * as Fastify logs every request (client address included), its onResponse hooks run, and the
 * headers the earlier hooks set go out with the stored ones; the handler, serialisation and the
 * onSend hooks do not run (their work is what was stored).
 */
export function registerReadCache(app: FastifyInstance, options: ReadCacheOptions): ReadCache {
  const { versions, isDraining } = options;
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

  /** Writes a stored answer, with the headers the earlier steps set (security headers, a cleared cookie). */
  const answer = (request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry): void => {
    reply.hijack();
    const notModified = etagMatches(request, entry.etag);
    const encoding = !notModified && entry.body.length >= 1024 ? preferredCompression(request.headers['accept-encoding']) : null;
    const body = notModified ? null : encoding ? encoded(key, entry, encoding) : entry.body;
    // A flat list of names and values: no header object is built per answer.
    const headers: OutgoingHttpHeader[] = [...entry.headerList];
    const set = reply.getHeaders();
    for (const name in set) {
      const value = set[name];
      if (value !== undefined && !(name in entry.headers)) headers.push(name, value);
    }
    // The draining step closes connections in onSend, which a stored answer does not go through.
    if (isDraining()) headers.push('connection', 'close');
    if (encoding) headers.push('content-encoding', encoding);
    if (body) headers.push('content-length', body.length);
    reply.raw.writeHead(body ? 200 : 304, headers);
    reply.raw.end(body ?? undefined);
  };

  /** Answers from a stored answer that is the same for everyone and still current; false when there is none. */
  const answerStored = (request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> | boolean => {
    const entry = entries.get(key);
    if (!entry?.public) return false;
    // Nothing has changed since the answer was last found current: no need to build its tag.
    const generation = versions.trustedGeneration();
    if (generation !== null && generation === entry.generation) {
      answer(request, reply, key, entry);
      return true;
    }
    const answerIfCurrent = (tag: string): boolean => {
      if (tag !== entry.tag || entries.peek(key) !== entry) return false;
      if (generation !== null) entry.generation = generation;
      answer(request, reply, key, entry);
      return true;
    };
    const tag = versions.tag(entry.areas);
    // A failed read of the versions (the database is away) is the route's to answer, with its 503.
    return typeof tag === 'string' ? answerIfCurrent(tag) : tag.then(answerIfCurrent, () => false);
  };

  /**
   * Looked up by the address as it came: an address spelled otherwise goes on to validation, and
   * the preHandler finds its answer under the canonical key. Callback-style, so that a hit whose
   * versions are known costs no promise.
   */
  const beforeValidation: onRequestHookHandler = (request, reply, done) => {
    const served = answerStored(request, reply, keyOfUrl(request.url));
    if (typeof served === 'boolean') done();
    else served.then(() => done(), done);
  };
  app.addHook('onRoute', (route) => {
    const { cache, cacheByCaller, sameForEveryone } = route.config ?? {};
    if (cache === undefined) return;
    if (Boolean(sameForEveryone) === Boolean(cacheByCaller)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} caches its answer: it says either that the answer is the same for everyone ` +
          '(config.sameForEveryone) or how it differs by caller (config.cacheByCaller)',
      );
    }
    if (route.method !== 'GET' || !sameForEveryone) return;
    addRouteStep(route, beforeValidation, 'last');
  });

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
      answer(request, reply, key, entry);
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
    // A file (a calendar feed) keeps the name it downloads as.
    const disposition = reply.getHeader('Content-Disposition');
    const headers = {
      'content-type': String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8'),
      ...(disposition === undefined ? {} : { 'content-disposition': String(disposition) }),
      etag,
      'cache-control': cacheControl,
      vary,
    };
    entries.set(slot.key, {
      areas: slot.areas,
      tag: slot.tag,
      public: slot.public,
      generation: -1,
      etag,
      body,
      headers,
      headerList: Object.entries(headers).flat(),
    });
    void reply.header('ETag', etag).header('Cache-Control', cacheControl).header('Vary', vary);
    if (etagMatches(request, etag)) {
      void reply.code(304);
      return '';
    }
    return payload;
  });

  const cache: ReadCache = {
    size: () => ({ entries: entries.size, bytes: entries.calculatedSize, maxBytes: options.maxBytes }),
  };
  app.decorate('readCache', cache);
  return cache;
}
