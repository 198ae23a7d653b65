import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planLargeLeague } from '../seed/large';
import { createTestApp, errorMessage, signIn, testEngines, TEST_TIMEZONE, type TestApp } from '../test/harness';

/** The read cache holds one answer per read the routes validate, in a bound of bytes. */
describe.each(testEngines())('what the read cache keeps (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ engine })));
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const entries = () => t.app.readCache.size().entries;

  it('keeps one answer per validated query: other spellings and unknown keys make no entries', async () => {
    const canonical = await get('/api/games?divisionId=2');
    await get('/api/fields?selector=true&teamId=1');
    await get('/api/divisions');
    const kept = entries();
    for (const url of ['/api/games?divisionId=02', '/api/games?divisionId=2&', '/api/fields?teamId=1&selector=true']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      if (url.startsWith('/api/games')) expect(response.headers.etag, url).toBe(canonical.headers.etag);
    }
    // A route that takes no query refuses one as well.
    for (const url of ['/api/games?year=2025', '/api/fields?teamId=1&selector=true&x=1', '/api/divisions?cache-buster=123', '/api/fields/1?x=1']) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(400);
      errorMessage(refused, /^Unknown query parameter: (year|x|cache-buster)$/, url);
    }
    expect(entries()).toBe(kept);
    // Every documented parameter still works.
    for (const url of ['/api/games', '/api/fields', '/api/fields?divisionId=1', '/api/fields?teamId=1&selector=true', '/api/fields?selector=false']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('does not send brotli to a client that weighs it q=0, nor anything compressed when both are', async () => {
    // Each read is asked for twice: first answered by the route, then from the cache.
    for (const attempt of ['first', 'stored']) {
      const gzipOnly = await get('/api/games?divisionId=3', { 'accept-encoding': 'br;q=0, gzip' });
      expect(gzipOnly.headers['content-encoding'], attempt).toBe('gzip');
      const neither = await get('/api/games?divisionId=4', { 'accept-encoding': 'br;q=0, gzip;q=0' });
      expect(neither.headers['content-encoding'], attempt).toBeUndefined();
      expect(neither.body.length, attempt).toBeGreaterThan(1024);
      expect(neither.body.startsWith('['), attempt).toBe(true);
    }
  });

  it('honours q=0 over a socket too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const attempt of ['first', 'stored']) {
      const gzipOnly = await fetch(`${base}/api/games?divisionId=5`, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
      expect(gzipOnly.headers.get('content-encoding'), attempt).toBe('gzip');
    }
  });

  it("marks each sign-in's copy of the coach list private, varying by cookie, and leaves shared answers shared", async () => {
    const cookie = await signIn(t.app, 'sam.rivera@example.com', 'coach2025');
    for (const attempt of ['first', 'stored']) {
      for (const headers of [{ cookie }, {}] as Record<string, string>[]) {
        const response = await get('/api/coaches', headers);
        const who = `${attempt} ${headers.cookie ? 'signed-in' : 'anonymous'}`;
        expect(response.headers['cache-control'], who).toBe('private, no-cache');
        expect(String(response.headers.vary).split(/,\s*/).sort(), who).toEqual(['accept-encoding', 'cookie']);
      }
      const shared = await get('/api/divisions');
      expect([shared.headers['cache-control'], shared.headers.vary], attempt).toEqual(['no-cache', 'accept-encoding']);
    }
  });
});

describe('the read cache under random query strings on the large league', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ engine: 'sqlite', seed: planLargeLeague(TEST_TIMEZONE) })), 120_000);
  afterAll(() => t.close());

  it('stays within its bytes and keeps no answer per random query in 1,000 requests', async () => {
    const reads = [
      '/api/games',
      '/api/fields',
      '/api/teams',
      '/api/divisions',
      '/api/coaches',
      '/api/playoff-formats',
      '/api/fields/1',
      '/api/divisions/1/seeds',
    ];
    const divisions = Array.from({ length: 20 }, (_, i) => i + 1);
    const canonical = [...reads, ...divisions.flatMap((id) => [`/api/games?divisionId=${id}`, `/api/fields?divisionId=${id}`])];
    for (const url of canonical) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    const kept = t.app.readCache.size();
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31).toString(36);
    const statuses = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const url = reads[i % reads.length] ?? '';
      // Unknown keys, and documented keys spelled with leading zeros.
      const query = i % 2 === 0 ? `${random()}=${random()}` : `divisionId=000${(i % divisions.length) + 1}`;
      const response = await t.app.inject({ url: `${url}?${query}`, headers: { 'accept-encoding': 'br' } });
      statuses.add(response.statusCode);
      expect(response.statusCode, `${url}?${query}`).toBeLessThan(500);
    }
    const after = t.app.readCache.size();
    expect(after.bytes).toBeLessThanOrEqual(after.maxBytes);
    expect(after.entries).toBe(kept.entries);
    expect([...statuses].sort()).toEqual([200, 400]);
  }, 120_000);
});
