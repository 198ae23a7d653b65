import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { cookieHeader, createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';

const SAM = { username: DEMO_ACCOUNTS.oneTeamCoach, password: DEMO_PASSWORDS.coach };
const JORDAN = { username: DEMO_ACCOUNTS.multiTeamCoach, password: DEMO_PASSWORDS.coach };

function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const raw = response.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? (raw as string[]) : [raw as string];
}

/** Every key of a JSON value, at any depth. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  }
  return [];
}

const SECRET_KEYS = /^(password|password_?hash|hash|token|session_?id|secret)$/i;

describe.each(testEngines())('auth API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (body: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/login', payload: body as object, headers });

  describe('POST /api/login', () => {
    it('signs a coach in and answers the user without any password, hash or token', async () => {
      const response = await login(SAM);
      expect(response.statusCode).toBe(200);
      const user = json<SessionUser>(response);
      expect(user).toMatchObject({
        name: 'Sam Rivera',
        username: SAM.username,
        email: SAM.username,
        role: 'coach',
        isImpersonating: false,
      });
      expect(user.teamStaff).toHaveLength(1);
      expect(user.teamStaff[0]?.team.division.name).toBe('10U');
      expect(allKeys(user).filter((key) => SECRET_KEYS.test(key))).toEqual([]);
      expect(response.body).not.toContain('$argon2');
      const token = cookieHeader(response).split('=')[1] ?? '';
      expect(token.length).toBeGreaterThanOrEqual(32);
      expect(response.body).not.toContain(token);
    });

    it('sets the session cookie HttpOnly and SameSite=Lax for the whole site', async () => {
      const cookies = setCookies(await login(SAM));
      expect(cookies).toHaveLength(1);
      const cookie = cookies[0] ?? '';
      expect(cookie).toMatch(/^dugout_session=[^;]+/);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
    });

    it('accepts the sign-in name in any case', async () => {
      const response = await login({ username: SAM.username.toUpperCase(), password: SAM.password });
      expect(response.statusCode).toBe(200);
      expect(json<SessionUser>(response).username).toBe(SAM.username);
    });

    it('refuses a wrong password with 401 and a message, and sets no cookie', async () => {
      const response = await login({ username: JORDAN.username, password: 'wrong-password1' });
      expect(response.statusCode).toBe(401);
      errorMessage(response);
      expect(setCookies(response)).toEqual([]);
    });

    it('answers an unknown account the same way as a wrong password', async () => {
      const wrong = await login({ username: JORDAN.username, password: 'not-it-9' });
      const unknown = await login({ username: 'nobody@example.com', password: 'not-it-9' });
      expect(unknown.statusCode).toBe(401);
      expect(json(unknown)).toEqual(json(wrong));
    });

    it("refuses an empty username with 400 'Username is required'", async () => {
      const response = await login({ username: '', password: 'whatever1' });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message: 'Username is required' });
      const blank = await login({ username: '   ', password: 'whatever1' });
      expect(json(blank)).toEqual({ message: 'Username is required' });
    });

    it("refuses an empty password with 400 'Password is required'", async () => {
      const response = await login({ username: SAM.username, password: '' });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message: 'Password is required' });
    });

    it('refuses a body that is not valid JSON with 400 and a message', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": "sam.rivera@example.com", "password": ',
      });
      expect(response.statusCode).toBe(400);
      errorMessage(response, /JSON/);
    });

    it('starts a new session at each sign-in; the one the browser brought ends, other browsers keep theirs', async () => {
      const first = await signIn(t.app, SAM.username, SAM.password);
      const again = await login(SAM, { cookie: first });
      const second = cookieHeader(again);
      const elsewhere = await signIn(t.app, SAM.username, SAM.password);
      expect(new Set([first, second, elsewhere]).size).toBe(3);
      expect((await t.app.inject({ url: '/api/user', headers: { cookie: first } })).statusCode).toBe(401);
      for (const cookie of [second, elsewhere]) {
        expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
      }
    });
  });

  describe('GET /api/user', () => {
    it('answers the signed-in user with their team staff entries', async () => {
      const cookie = await signIn(t.app, JORDAN.username, JORDAN.password);
      const response = await t.app.inject({ url: '/api/user', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/no-store|no-cache/);
      const user = json<SessionUser>(response);
      expect(user).toMatchObject({ name: 'Jordan Lee', role: 'coach', isImpersonating: false });
      expect(user.teamStaff.map((s) => [s.team.division.name, s.role])).toEqual([
        ['10U', 'director_head_coach'],
        ['12U', 'assistant_coach'],
      ]);
      for (const staff of user.teamStaff) {
        expect(staff.teamId).toBe(staff.team.id);
        expect(staff.team.divisionId).toBe(staff.team.division.id);
        expect(staff.team.name).toMatch(/\S/);
      }
      expect(allKeys(user).filter((key) => SECRET_KEYS.test(key))).toEqual([]);
    });

    it('answers 401 with a message without a session cookie', async () => {
      const response = await t.app.inject({ url: '/api/user' });
      expect(response.statusCode).toBe(401);
      errorMessage(response);
    });

    it('answers 401 for a made-up session cookie and tells the browser to drop it', async () => {
      const response = await t.app.inject({ url: '/api/user', headers: { cookie: 'dugout_session=forged-value-123' } });
      expect(response.statusCode).toBe(401);
      expect(setCookies(response).join('\n')).toMatch(/dugout_session=;/);
    });
  });

  describe('POST /api/logout', () => {
    it('ends the session: the old cookie is no longer signed in', async () => {
      const cookie = await signIn(t.app, SAM.username, SAM.password);
      const other = await signIn(t.app, SAM.username, SAM.password);
      const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(setCookies(response).join('\n')).toMatch(/dugout_session=;/);
      const after = await t.app.inject({ url: '/api/user', headers: { cookie } });
      expect(after.statusCode).toBe(401);
      // Only that session ended: the same user's other browser stays signed in.
      expect((await t.app.inject({ url: '/api/user', headers: { cookie: other } })).statusCode).toBe(200);
    });

    it('answers 200 without a session too', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/logout' });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('requests from other sites', () => {
    it('refuses a sign-in the browser marks as cross-site', async () => {
      const response = await login(SAM, { 'sec-fetch-site': 'cross-site' });
      expect(response.statusCode).toBe(403);
      errorMessage(response);
      expect(setCookies(response)).toEqual([]);
    });

    it('refuses a sign-in whose Origin is another host', async () => {
      const response = await login(SAM, { host: 'dugout.example', origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(setCookies(response)).toEqual([]);
    });

    it('refuses a cross-site sign-out, so another site cannot end a session', async () => {
      const cookie = await signIn(t.app, SAM.username, SAM.password);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
    });

    it('accepts the same request from the site itself', async () => {
      expect((await login(SAM, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
      expect((await login(SAM, { host: 'dugout.example', origin: 'http://dugout.example' })).statusCode).toBe(200);
    });
  });

  describe('POST /api/register on an installation that has users', () => {
    it('is refused with 403 and a message while self-registration is off', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { username: 'newcomer', password: 'Newcomer-Dugout-Bench7', name: 'New Comer' },
      });
      expect(response.statusCode).toBe(403);
      errorMessage(response);
      expect(setCookies(response)).toEqual([]);
      expect((await login({ username: 'newcomer', password: 'Newcomer-Dugout-Bench7' })).statusCode).toBe(401);
    });

    it('says it is closed whatever the form holds, before checking it', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: {} });
      expect(response.statusCode).toBe(403);
      errorMessage(response, 'Registration is closed. Ask a league administrator for an account.');
    });
  });
});

describe.each(testEngines())('sign-in rate limiting on %s', (engine) => {
  let t: TestApp;
  let clock: Date;
  beforeAll(async () => {
    clock = new Date('2025-05-20T18:00:00.000Z');
    t = await createTestApp({ engine, now: () => clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('blocks an account after 10 failed attempts, even with the right password, until the window ends', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const username = attempt % 2 === 0 ? SAM.username : SAM.username.toUpperCase();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: `wrong-${attempt}` },
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/login', payload: SAM });
    expect(blocked.statusCode).toBe(429);
    errorMessage(blocked);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.headers['set-cookie']).toBeUndefined();

    // Another account is not affected.
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: JORDAN })).statusCode).toBe(200);

    // Once the window has passed, the right password works again.
    clock = new Date(clock.getTime() + (retryAfter + 1) * 1000);
    const later = await t.app.inject({ method: 'POST', url: '/api/login', payload: SAM });
    expect(later.statusCode).toBe(200);
  });
});
