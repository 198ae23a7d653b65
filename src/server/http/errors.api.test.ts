import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, json, testEngines, type TestApp } from '../test/harness';

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
