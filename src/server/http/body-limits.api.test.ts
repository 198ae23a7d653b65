import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, apiRoutes, fillPath } from '../test/api-routes';
import { createTestApp, errorMessage, type TestApp } from '../test/harness';
import { IMPORT_BODY_LIMIT, JSON_BODY_LIMIT, TOO_DEEP_MESSAGE } from './json-body';

const MiB = 1024 * 1024;
/** A JSON list nested `depth` levels deep: `[[[...]]]`. */
const nestedList = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** An object nested `depth` levels deep under the key `a`, padded with spaces to `bytes`. */
const nestedObject = (depth: number, bytes: number) => {
  const text = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  return text + ' '.repeat(Math.max(0, bytes - text.length));
};

const IMPORT_ROUTES = ['/api/games/import/preview', '/api/games/import', '/api/coaches/import'];

/** Bodies are bounded before they are built: by size on every route, by nesting on every JSON body. */
describe('request body limits', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ engine: 'sqlite' })));
  afterAll(() => t.close());

  const withBody = () => apiRoutes(t).filter((r) => !['GET', 'HEAD'].includes(r.method));

  it('refuses a 1 MiB nested body on every route with 4xx, public routes with 413 before reading it', async () => {
    const body = nestedList(MiB / 2);
    for (const route of withBody()) {
      const url = fillPath(route.url, {});
      const response = await t.app.inject({ method: route.method as 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });
      const what = `${route.method} ${route.url}`;
      expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, what).toBeLessThan(500);
      if (route.access === 'public') {
        expect(response.statusCode, what).toBe(413);
        errorMessage(response, 'The request body is too large', what);
      }
    }
  });

  it('takes no more than 64 KB on an ordinary route, and up to 1 MB on the import routes', async () => {
    const admin = await adminCookie(t);
    const justOver = JSON.stringify({ name: 'x'.repeat(JSON_BODY_LIMIT) });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/divisions',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: justOver,
    });
    expect(refused.statusCode).toBe(413);
    errorMessage(refused, 'The request body is too large');

    // An import of 100 KB reaches its own rules (an unknown division), not the body limit.
    const paste = JSON.stringify({ divisionId: 999_999, gamesText: 'x'.repeat(100 * 1024) });
    for (const url of IMPORT_ROUTES.slice(0, 2)) {
      const response = await t.app.inject({ method: 'POST', url, headers: { cookie: admin, 'content-type': 'application/json' }, payload: paste });
      expect(response.statusCode, url).toBe(400);
      expect(errorMessage(response), url).not.toBe('The request body is too large');
    }
    const overImportLimit = JSON.stringify({ coachesData: 'x'.repeat(IMPORT_BODY_LIMIT) });
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/coaches/import',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: overImportLimit,
    });
    expect(tooLarge.statusCode).toBe(413);
  });

  it('refuses a body nested deeper than 32 levels with a clear message, also on the import routes', async () => {
    const admin = await adminCookie(t);
    const headers = { cookie: admin, 'content-type': 'application/json' };
    const small = await t.app.inject({ method: 'POST', url: '/api/login', headers, payload: nestedObject(33, 0) });
    expect(small.statusCode).toBe(400);
    errorMessage(small, TOO_DEEP_MESSAGE);
    for (const url of IMPORT_ROUTES) {
      const response = await t.app.inject({ method: 'POST', url, headers, payload: nestedObject(100_000, IMPORT_BODY_LIMIT - 1) });
      expect(response.statusCode, url).toBe(400);
      errorMessage(response, TOO_DEEP_MESSAGE, url);
    }
    // Brackets inside text do not count, and 32 levels are still taken.
    const inText = await t.app.inject({ method: 'POST', url: '/api/login', headers, payload: { username: '['.repeat(100), password: '{'.repeat(100) } });
    expect(inText.statusCode).toBe(401);
    const thirtyTwo = await t.app.inject({ method: 'POST', url: '/api/login', headers, payload: nestedObject(32, 0) });
    expect(errorMessage(thirtyTwo)).not.toBe(TOO_DEEP_MESSAGE);
  });
});
