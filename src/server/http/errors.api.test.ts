import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, errorMessage, json, testEngines, withAdminLeague, type TestApp } from '../test/harness';
import { POISONED_KEYS_MESSAGE } from './json-body';
import { NUL_MESSAGE } from './nul-guard';

describe.each(testEngines())('errors, probes and security headers on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: 'none' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an unknown API path with 404 and a JSON message', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing'],
      ['PUT', '/api/divisions'],
      ['DELETE', '/api/games'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      errorMessage(response, undefined, url);
    }
  });

  it('refuses a request body over 1 MB with 413 and a message', async () => {
    const payload = JSON.stringify({ username: 'someone', password: 'x'.repeat(1024 * 1024 + 10) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(413);
    errorMessage(response, /too large/i);
  });

  it('answers the liveness and readiness probes', async () => {
    const live = await t.app.inject({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(json(live)).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ status: 'ready' });
  });

  it('sends the security headers on API answers, errors and probes', async () => {
    for (const url of ['/api/divisions', '/api/no-such-thing', '/healthz']) {
      const response = await t.app.inject({ url });
      const csp = String(response.headers['content-security-policy'] ?? '');
      expect(csp, url).toMatch(/(^|;)\s*script-src 'self'(;|$)/);
      expect(csp, url).toMatch(/(^|;)\s*frame-ancestors 'none'(;|$)/);
      expect(csp, url).toMatch(/(^|;)\s*object-src 'none'(;|$)/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

describe.each(testEngines())('text and wording of refusals on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  withAdminLeague({ engine }, (league, cookie) => ([t, admin] = [league, cookie]));

  it('says which keys are refused in a JSON body that could reach a prototype, and when a body is not JSON', async () => {
    for (const raw of ['{"__proto__":{"role":"admin"}}', '{"username":"a","constructor":{"prototype":{"role":"admin"}}}']) {
      const poisoned = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: raw });
      expect(poisoned.statusCode).toBe(400);
      errorMessage(poisoned, POISONED_KEYS_MESSAGE);
    }
    const broken = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(broken.statusCode).toBe(400);
    errorMessage(broken, 'The request body is not valid JSON');
  });

  it('refuses the NUL character in any text with 400, and writes nothing (PostgreSQL cannot store it)', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'a\u0000b', password: 'x' } });
    expect(login.statusCode).toBe(400);
    errorMessage(login, NUL_MESSAGE);
    const divisions = await countRows(t.handle, 'divisions');
    const division = await t.app.inject({ method: 'POST', url: '/api/divisions', payload: { name: 'Z\u0000' }, headers: { cookie: admin } });
    expect(division.statusCode).toBe(400);
    errorMessage(division, NUL_MESSAGE);
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/coaches',
      payload: { name: 'Pat', email: 'pat@example.com', password: 'secret1', teamAssignments: [{ teamId: 1, role: 'head\u0000coach' }] },
      headers: { cookie: admin },
    });
    expect(nested.statusCode).toBe(400);
    expect(await countRows(t.handle, 'divisions')).toBe(divisions);
  });

  it("says what is wrong with a field in words, not in the validator's", async () => {
    errorMessage(await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 5, password: 'x' } }), 'Username must be text');
    errorMessage(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'a', password: 'x'.repeat(5000) } }),
      'Password must be at most 1024 characters',
    );
    errorMessage(
      await t.app.inject({ method: 'POST', url: '/api/divisions', payload: { name: 'x'.repeat(300) }, headers: { cookie: admin } }),
      'Division name must be at most 40 characters',
    );
  });
});
