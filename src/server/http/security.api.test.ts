import { describe, expect, it } from 'vitest';
import { readAuthorizationTable, routeKey } from '../test/authorization-table';
import { countRows, errorMessage, testEngines, withAdminLeague, type TestApp } from '../test/harness';

const CROSS_SITE = 'Requests from other sites are not allowed';
const changing = readAuthorizationTable().filter((row) => row.method !== 'GET');

describe.each(testEngines())('security headers and requests from other sites on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  withAdminLeague({ engine }, (league, cookie) => ([t, admin] = [league, cookie]));

  it('sends a content security policy without inline script, nosniff and frame-ancestors none', async () => {
    for (const url of ['/api/divisions', '/api/user', '/api/no-such-route']) {
      const response = await t.app.inject({ url, headers: { cookie: admin } });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('asks browsers for HTTPS only when the request came over HTTPS', async () => {
    const plain = await t.app.inject({ url: '/api/divisions' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(changing.map((row) => [routeKey(row.method, row.path), row] as const))(
    '%s is refused when another site sends it, even with an administrator session',
    async (_key, row) => {
      const url = row.path.replace(/\{\w+\}/g, '1');
      const bySite = await t.app.inject({
        method: row.method as 'POST',
        url,
        payload: {},
        headers: { cookie: admin, 'sec-fetch-site': 'cross-site' },
      });
      expect(bySite.statusCode).toBe(403);
      errorMessage(bySite, CROSS_SITE);
      const byOrigin = await t.app.inject({
        method: row.method as 'POST',
        url,
        payload: {},
        headers: { cookie: admin, host: 'league.example', origin: 'https://elsewhere.example' },
      });
      expect(byOrigin.statusCode).toBe(403);
      errorMessage(byOrigin, CROSS_SITE);
    },
  );

  it('lets a request from another site change nothing, and the same request from the site itself through', async () => {
    const user = {
      username: 'crosssite',
      password: 'Cross-Site-Request-Umpire',
      email: 'crosssite@example.com',
      role: 'admin',
      name: 'Cross Site',
      phone: '(555) 111-2222',
    };
    const before = await countRows(t.handle, 'users');
    for (const site of ['cross-site', 'same-site']) {
      const refused = await t.app.inject({ method: 'POST', url: '/api/users', payload: user, headers: { cookie: admin, 'sec-fetch-site': site } });
      expect(refused.statusCode, site).toBe(403);
    }
    const badOrigin = await t.app.inject({ method: 'POST', url: '/api/users', payload: user, headers: { cookie: admin, origin: 'null' } });
    expect(badOrigin.statusCode).toBe(403);
    expect(await countRows(t.handle, 'users')).toBe(before);

    const own = await t.app.inject({ method: 'POST', url: '/api/users', payload: user, headers: { cookie: admin, 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).toBe(201);
    const typedByHand = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${(JSON.parse(own.body) as { id: number }).id}`,
      headers: { cookie: admin, 'sec-fetch-site': 'none' },
    });
    expect(typedByHand.statusCode).toBe(200);
  });

  it('answers reads from other sites: they change nothing', async () => {
    const read = await t.app.inject({ url: '/api/divisions', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(read.statusCode).toBe(200);
  });
});
