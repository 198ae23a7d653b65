import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../features/auth/service';
import { createAccount } from '../features/users/service';
import { SESSION_COOKIE } from '../features/auth/service';
import { arbitraryFor, nasty } from '../test/arbitrary-from-schema';
import { databaseDigest } from '../test/database-digest';
import { createTestApp, testEngines, type TestApp } from '../test/harness';

/**
 * Raw bodies no schema can describe: prototype pollution, broken JSON and oversize ones are refused
 * on every route; a bare JSON string only where a body is expected.
 */
const RAW_BODIES: { raw: string; refusedEverywhere: boolean }[] = [
  { raw: '{"__proto__":{"role":"admin","isAdmin":true}}', refusedEverywhere: true },
  { raw: '{"constructor":{"prototype":{"role":"admin"}}}', refusedEverywhere: true },
  { raw: '{"name":', refusedEverywhere: true },
  { raw: 'not json at all', refusedEverywhere: true },
  { raw: '[1,2,3', refusedEverywhere: true },
  { raw: `{"name":"${'x'.repeat(1_100_000)}"}`, refusedEverywhere: true },
  { raw: '"just a string"', refusedEverywhere: false },
];

/** Sessions that sign out or switch user are probed, but their effect on the caller is not. */
const SESSION_CHANGING = new Set(['/api/logout', '/api/end-impersonation', '/api/impersonate/:coachId']);

function fillPath(url: string, values: Record<string, unknown>): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(JSON.stringify(values[name] ?? 1).replace(/^"|"$/g, '')));
}

describe.each(testEngines())('hostile input on every route (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  /** A fresh administrator session for each probe (an earlier probe may have ended the last). */
  async function adminCookie(): Promise<string> {
    const { db } = t.handle;
    let admin = await db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').executeTakeFirst();
    admin ??= { id: await createAccount(db, { username: `admin${Date.now()}`, password: 'admin2025', name: 'Admin', email: null, role: 'admin' }, new Date()) };
    return `${SESSION_COOKIE}=${(await startSession(t.ctx, admin.id)).token}`;
  }

  function expectClientError(response: LightMyRequestResponse, what: string): void {
    expect(response.statusCode, `${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
    if (response.statusCode >= 400) {
      const body = JSON.parse(response.body) as { message?: unknown };
      expect(typeof body.message, `${what} gave no message`).toBe('string');
    }
  }

  it('never answers 5xx, and a refused request leaves the database as it was', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'GET');
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const params = arbitraryFor(route.schema?.params);
      const body = arbitraryFor(route.schema?.body);
      await fc.assert(
        fc.asyncProperty(params, body, async (paramValues, payload) => {
          const url = fillPath(route.url, (paramValues ?? {}) as Record<string, unknown>);
          const before = await databaseDigest(t.handle);
          const response = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: { cookie: await adminCookie() },
            ...(payload === undefined ? {} : { payload: payload as object }),
          });
          const what = `${route.method} ${url} with ${JSON.stringify(payload)?.slice(0, 200)}`;
          expectClientError(response, what);
          if (response.statusCode >= 400 && !SESSION_CHANGING.has(route.url)) {
            expect(await databaseDigest(t.handle), `${what} was refused but changed the database`).toBe(before);
          }
        }),
        { numRuns: 8, seed: 20250401 },
      );
      for (const { raw, refusedEverywhere } of RAW_BODIES) {
        const before = await databaseDigest(t.handle);
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: fillPath(route.url, {}),
          headers: { cookie: await adminCookie(), 'content-type': 'application/json' },
          payload: raw,
        });
        const what = `${route.method} ${route.url} with raw ${raw.slice(0, 40)}`;
        expectClientError(response, what);
        if (refusedEverywhere || route.schema?.body) expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
        if (response.statusCode >= 400) expect(await databaseDigest(t.handle), what).toBe(before);
      }
    }
  }, 600_000);

  it('reads answer 4xx to nonsense in paths and query strings, never 5xx', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method === 'GET');
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(arbitraryFor(route.schema?.params), fc.dictionary(fc.string({ maxLength: 12 }), nasty), async (paramValues, query) => {
          const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v) ?? ''])).toString();
          const url = `${fillPath(route.url, (paramValues ?? {}) as Record<string, unknown>)}?${search}`;
          expectClientError(await t.app.inject({ method: 'GET', url, headers: { cookie: await adminCookie() } }), `GET ${url}`);
        }),
        { numRuns: 8, seed: 7 },
      );
    }
  }, 300_000);
});
