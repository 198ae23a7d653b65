import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, apiRoutes, expectClientError, fillPath, SESSION_CHANGING } from '../test/api-routes';
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

describe.each(testEngines())('hostile input on every route (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  it('never answers 5xx, and a refused request leaves the database as it was', async () => {
    const routes = apiRoutes(t).filter((r) => r.method !== 'GET');
    expect(routes.length).toBeGreaterThan(0);
    // The database as the last refused request left it (which is as it found it): the next
    // request starts from there. After an accepted one, it is read again once its mail has landed.
    let refusedLeft: string | null = null;
    const digestBefore = async () => {
      if (refusedLeft) return refusedLeft;
      // Mail of earlier accepted requests is written after their answers: let it land first.
      await t.ctx.mailer.drain();
      return databaseDigest(t.handle);
    };
    /** `mayWrite`: a route that changes sessions may write even when it refuses (a sign-out, say). */
    const checkAfter = async (statusCode: number, mayWrite: boolean, before: string, what: string) => {
      refusedLeft = null;
      if (statusCode < 400 || mayWrite) return;
      const after = await databaseDigest(t.handle);
      expect(after, `${what} was refused but changed the database`).toBe(before);
      refusedLeft = after;
    };
    for (const route of routes) {
      const params = arbitraryFor(route.schema?.params);
      const body = arbitraryFor(route.schema?.body);
      await fc.assert(
        fc.asyncProperty(params, body, async (paramValues, payload) => {
          const url = fillPath(route.url, (paramValues ?? {}) as Record<string, unknown>);
          const before = await digestBefore();
          const response = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: { cookie: await adminCookie(t) },
            ...(payload === undefined ? {} : { payload: payload as object }),
          });
          const what = `${route.method} ${url} with ${JSON.stringify(payload)?.slice(0, 200)}`;
          expectClientError(response, what);
          await checkAfter(response.statusCode, SESSION_CHANGING.has(route.url), before, what);
        }),
        { numRuns: 8, seed: 20250401 },
      );
      for (const { raw, refusedEverywhere } of RAW_BODIES) {
        const before = await digestBefore();
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: fillPath(route.url, {}),
          headers: { cookie: await adminCookie(t), 'content-type': 'application/json' },
          payload: raw,
        });
        const what = `${route.method} ${route.url} with raw ${raw.slice(0, 40)}`;
        expectClientError(response, what);
        if (refusedEverywhere || route.schema?.body) expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
        await checkAfter(response.statusCode, false, before, what);
      }
    }
  }, 600_000);

  it('reads answer 4xx to nonsense in paths and query strings, never 5xx', async () => {
    const routes = apiRoutes(t).filter((r) => r.method === 'GET');
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(arbitraryFor(route.schema?.params), fc.dictionary(fc.string({ maxLength: 12 }), nasty), async (paramValues, query) => {
          const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v) ?? ''])).toString();
          const url = `${fillPath(route.url, (paramValues ?? {}) as Record<string, unknown>)}?${search}`;
          expectClientError(await t.app.inject({ method: 'GET', url, headers: { cookie: await adminCookie(t) } }), `GET ${url}`);
        }),
        { numRuns: 8, seed: 7 },
      );
    }
  }, 300_000);
});
