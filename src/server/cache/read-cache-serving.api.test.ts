import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { write } from '../db/write';
import { HSTS } from '../http/security';
import { createTestApp, testEngines, type TestApp } from '../test/harness';
import { isCacheBookkeeping, queryLog } from '../test/query-log';

const PROXY = '10.1.2.3';
const CLIENT = '203.0.113.9';

interface LogLine {
  msg: string;
  reqId: string;
  req?: { url: string; remoteAddress: string };
  res?: { statusCode: number };
}

/**
 * A stored answer is served inside the framework, by sockets and `inject` alike: after the
 * application's own onRequest hooks, which give it their headers, and logged as every request.
 */
describe.each(testEngines())('answers served from the read cache (%s)', (engine) => {
  let t: TestApp;
  let base: string;
  const queries = queryLog();
  let logged: LogLine[] = [];
  /** The addresses of the requests that went on to validation. */
  const validated: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      engine,
      onQuery: queries.onQuery,
      env: { TRUST_PROXY: '10.0.0.0/8' },
      logTo: { write: (line: string) => void logged.push(JSON.parse(line) as LogLine) },
      watch: (app) =>
        app.addHook('preValidation', (request, _reply, done) => {
          validated.push(request.url);
          done();
        }),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** The queries a request ran for its data (the cache's own bookkeeping left out). */
  const dataQueries = async (request: () => Promise<unknown>) => (await queries.during(request)).filter((q) => !isCacheBookkeeping(q));

  const overSocket = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  };
  const injected = async (path: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => {
    const response = await t.app.inject({ method: 'GET', url: path, headers, remoteAddress });
    return { status: response.statusCode, headers: response.headers as Record<string, string>, body: response.body };
  };

  it.each([
    ['over a socket', overSocket],
    ['through inject', injected],
  ])('answers a repeated read %s from the cache, with the bytes, ETag and security headers of the first', async (_way, get) => {
    const first = await get('/api/teams');
    let second = first;
    expect(await dataQueries(async () => (second = await get('/api/teams')))).toEqual([]);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    for (const header of ['etag', 'content-type', 'cache-control', 'vary', 'content-security-policy', 'x-content-type-options', 'x-frame-options']) {
      expect(second.headers[header], header).toBe(first.headers[header]);
    }
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    expect(second.headers['strict-transport-security']).toBeUndefined();

    const conditional = await get('/api/teams', { 'if-none-match': String(first.headers.etag) });
    expect(conditional.status).toBe(304);
    expect(conditional.body).toBe('');
    expect(conditional.headers['x-content-type-options']).toBe('nosniff');
  });

  it('asks for HTTPS on a cached answer when a trusted proxy says the request came over HTTPS, and only then', async () => {
    await overSocket('/api/fields');
    const viaProxy = await injected('/api/fields', { 'x-forwarded-proto': 'https' }, PROXY);
    expect(viaProxy.headers['strict-transport-security']).toBe(HSTS);
    // The socket's peer (127.0.0.1) is not a configured proxy: its X-Forwarded-Proto is not believed.
    let spoofed = viaProxy;
    expect(await dataQueries(async () => (spoofed = await overSocket('/api/fields', { 'x-forwarded-proto': 'https' })))).toEqual([]);
    expect(spoofed.status).toBe(200);
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers a repeated public read as it arrives, before validation; an address spelled otherwise after it', async () => {
    const first = await injected('/api/games?divisionId=2');
    validated.length = 0;
    expect((await injected('/api/games?divisionId=2')).body).toBe(first.body);
    expect((await overSocket('/api/games?divisionId=2')).body).toBe(first.body);
    expect(validated).toEqual([]);

    // The same read spelled otherwise is found under the key its validated query gives.
    let respelled = first;
    expect(await dataQueries(async () => (respelled = await injected('/api/games?divisionId=02')))).toEqual([]);
    expect(respelled.body).toBe(first.body);
    expect(validated).toEqual(['/api/games?divisionId=02']);
  });

  it('logs a cached answer as every request, with the client a trusted proxy names', async () => {
    await overSocket('/api/playoff-formats');
    logged = [];
    await injected('/api/playoff-formats', { 'x-forwarded-for': CLIENT }, PROXY);
    await overSocket('/api/playoff-formats', { 'x-forwarded-for': CLIENT });
    const incoming = logged.filter((line) => line.req?.url === '/api/playoff-formats');
    expect(incoming.map((line) => line.req?.remoteAddress)).toEqual([CLIENT, '127.0.0.1']);
    for (const line of incoming) {
      expect(logged.find((done) => done.reqId === line.reqId && done.msg === 'request completed')?.res?.statusCode).toBe(200);
    }
  });

  it('never answers with data older than a write that has returned', async () => {
    await overSocket('/api/divisions');
    for (const name of ['Stored Answer Foxes', 'Stored Answer Falcons']) {
      await write(t.ctx, ['teams'], async (trx) => {
        await trx.updateTable('teams').set({ name }).where('id', '=', 1).execute();
      });
      expect((await overSocket('/api/divisions')).body).toContain(name);
    }
  });

  it('leaves answers that depend on the caller to the session step', async () => {
    await overSocket('/api/coaches');
    const withStaleCookie = await overSocket('/api/coaches', { cookie: 'dugout_session=not-a-session' });
    expect(withStaleCookie.status).toBe(200);
    // The unknown session is cleared, which only the session step can do.
    expect(withStaleCookie.headers['set-cookie']).toMatch(/dugout_session=;/);
  });
});
