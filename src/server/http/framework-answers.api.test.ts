import { describe, expect, it } from 'vitest';
import { countRows, errorMessage, testEngines, withAdminLeague, type TestApp } from '../test/harness';

const CROSS_SITE = 'Requests from other sites are not allowed';

/** Answers Fastify makes itself, before or instead of a route, with the status each gets. */
const FRAMEWORK_ANSWERS = [
  { name: 'bad percent-encoding in an API address', status: 400, request: { method: 'GET', url: '/api/%E0%A4%A' } },
  { name: 'bad percent-encoding in a page address', status: 400, request: { method: 'GET', url: '/%E0%A4%A' } },
  { name: 'a path parameter longer than the router takes', status: 414, request: { method: 'GET', url: `/api/fields/${'9'.repeat(300)}` } },
  {
    name: 'malformed JSON',
    status: 400,
    request: { method: 'POST', url: '/api/login', payload: '{"username":', headers: { 'content-type': 'application/json' } },
  },
  {
    name: 'a body over the limit',
    status: 413,
    request: { method: 'POST', url: '/api/login', payload: `"${'x'.repeat(2 * 1024 * 1024)}"`, headers: { 'content-type': 'application/json' } },
  },
  {
    name: 'a content type no route takes',
    status: 415,
    request: { method: 'POST', url: '/api/login', payload: 'x', headers: { 'content-type': 'text/weird' } },
  },
  { name: 'an unknown API route', status: 404, request: { method: 'GET', url: '/api/no-such-route' } },
  { name: 'an unknown method on a known path', status: 404, request: { method: 'DELETE', url: '/api/divisions' } },
] as const;

describe.each(testEngines())('answers made by the framework, and encoded API paths, on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  withAdminLeague({ engine }, (league, cookie) => ([t, admin] = [league, cookie]));

  it.each(FRAMEWORK_ANSWERS.map((c) => [c.name, c] as const))('%s: the security headers and a JSON message', async (_name, answer) => {
    const response = await t.app.inject(answer.request);
    expect(response.statusCode).toBe(answer.status);
    errorMessage(response);
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('refuses a sign-out sent by another site through a percent-encoded /api path, and the session stays', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/%61pi/logout', headers: { cookie: admin, 'sec-fetch-site': 'cross-site' } });
    expect(refused.statusCode).toBe(403);
    errorMessage(refused, CROSS_SITE);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: admin } })).statusCode).toBe(200);
  });

  it('refuses a write sent by another site through an encoded path, and nothing is written', async () => {
    const before = await countRows(t.handle, 'divisions');
    for (const url of ['/%61pi/divisions', '/%61%70%69/divisions', '/api/%64ivisions']) {
      const bySite = await t.app.inject({ method: 'POST', url, payload: { name: '13U' }, headers: { cookie: admin, 'sec-fetch-site': 'cross-site' } });
      expect(bySite.statusCode, url).toBe(403);
      const byOrigin = await t.app.inject({
        method: 'POST',
        url,
        payload: { name: '13U' },
        headers: { cookie: admin, host: 'league.example', origin: 'https://elsewhere.example' },
      });
      expect(byOrigin.statusCode, url).toBe(403);
    }
    expect(await countRows(t.handle, 'divisions')).toBe(before);
  });
});
