import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';

const PAGE = '<!doctype html><title>Dugout</title>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))})`;

describe('the browser application', () => {
  let t: TestApp;
  let root: string;
  let site: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp({ engine: 'sqlite' });
    root = mkdtempSync(join(tmpdir(), 'dugout-client-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), PAGE);
    writeFileSync(join(root, 'assets', 'app-1a2b3c.js'), SCRIPT);
    writeFileSync(join(root, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(root, 'sw.js'), SCRIPT);
    writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Dugout"}');
    site = await buildApp({ ...t.ctx, onDataChanged: undefined }, { clientDir: root });
    await site.ready();
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves its page at / to every client, whatever encodings it accepts', async () => {
    for (const encoding of [undefined, 'identity', 'gzip', 'br, gzip']) {
      const response = await site.inject({ url: '/', headers: encoding ? { 'accept-encoding': encoding } : {} });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-type'], encoding).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], encoding).toBe('no-cache');
    }
    expect((await site.inject({ url: '/' })).body).toBe(PAGE);
    expect((await site.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });

  it('answers its own paths with the page, and unknown paths with the page and 404', async () => {
    expect((await site.inject({ url: '/standings/3' })).statusCode).toBe(200);
    const unknown = await site.inject({ url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(PAGE);
  });

  it('answers calendar addresses itself: a feed, and an unknown one with 404 and a message, never the page', async () => {
    const feed = await site.inject({ url: '/calendar/division/1.ics' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    for (const url of ['/calendar/division/999999.ics', '/calendar/team/1', '/calendar/nothing-here', '/calendar/coach/']) {
      const unknown = await site.inject({ url });
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.headers['content-type'], url).toMatch(/^application\/json/);
      expect(unknown.json<{ message: string }>().message, url).toMatch(/not found|There is no calendar/);
    }
  });

  it('sends the precompressed form of a hashed asset, cached for a year', async () => {
    const response = await site.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    const plain = await site.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the service worker to be checked on every visit, and the manifest as a manifest', async () => {
    const worker = await site.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await site.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['content-security-policy']).toContain("manifest-src 'self'");
    expect(manifest.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it('answers a malformed address with 400 and the usual message', async () => {
    for (const url of ['/api/divisions/%ZZ/pool-standings', '/%ZZ']) {
      const response = await site.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: 'The address is not valid' });
    }
  });
});
