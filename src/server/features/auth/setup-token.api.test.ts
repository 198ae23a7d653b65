import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/schemas/user';
import { cookieHeader, countRows, createTestApp, errorMessage, json, testEngines, type TestApp } from '../../test/harness';
import { issueSetupToken, SETUP_TOKEN_NEEDED } from './setup-token';

describe.each(testEngines())('first-run registration on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: 'none' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/register', payload });
  const founder = { username: 'Founder', password: 'Founding-Scorekeeper-1962', name: 'Founding Admin', email: 'founder@example.com' };

  it('checks the new password before creating anything', async () => {
    const token = await issueSetupToken(t.ctx);
    const response = await register({ ...founder, password: 'short', setupToken: token });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'Password must be at least 6 characters' });
    const lettersOnly = await register({ ...founder, password: 'onlyletters', setupToken: token });
    expect(json(lettersOnly)).toEqual({ message: 'Password must contain at least one letter and one number' });
    expect(await countRows(t.handle, 'users')).toBe(0);
  });

  it('makes nobody an administrator without a setup token from the log, or with a wrong one', async () => {
    await issueSetupToken(t.ctx);
    for (const setupToken of [undefined, '', 'guessed-token', 'x'.repeat(43)]) {
      const response = await register({ ...founder, setupToken });
      expect(response.statusCode, String(setupToken)).toBe(403);
      errorMessage(response, SETUP_TOKEN_NEEDED);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await countRows(t.handle, 'users')).toBe(0);
  });

  it('makes the first account an administrator with a printed token, once; a second registration is refused', async () => {
    // Two processes started on the empty installation: either printed token works.
    const first = await issueSetupToken(t.ctx);
    const second = await issueSetupToken(t.ctx);
    expect(first).not.toBe(second);
    const response = await register({ ...founder, setupToken: first });
    expect(response.statusCode).toBe(201);
    const user = json<SessionUser>(response);
    expect(user).toMatchObject({ username: 'founder', name: 'Founding Admin', role: 'admin', teamStaff: [] });
    const me = await t.app.inject({ url: '/api/user', headers: { cookie: cookieHeader(response) } });
    expect(json<SessionUser>(me)).toMatchObject({ id: user.id, role: 'admin' });

    for (const setupToken of [first, second]) {
      const again = await register({ username: 'intruder', password: 'Intruder-Over-The-Fence9', name: 'Second Person', setupToken });
      expect(again.statusCode).toBe(403);
      errorMessage(again, 'Registration is closed. Ask a league administrator for an account.');
    }
    expect(await countRows(t.handle, 'users')).toBe(1);
    // Once an account exists no token is issued, and none is left in the database.
    expect(await issueSetupToken(t.ctx)).toBeNull();
    expect(await t.handle.db.selectFrom('settings').select('key').where('key', '=', 'setup_tokens').execute()).toEqual([]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'founder', password: 'Founding-Scorekeeper-1962' } })).statusCode,
    ).toBe(200);
  });
});

describe.each(testEngines())('three first registrations at once on %s', (engine) => {
  // A race: a few rounds, each on an empty installation, give it more than one chance to show.
  it.each([1, 2, 3, 4])('makes one administrator from one token (round %i)', async () => {
    const t = await createTestApp({ engine, seed: 'none' });
    try {
      const setupToken = await issueSetupToken(t.ctx);
      const answers = await Promise.all(
        ['first', 'second', 'third'].map((who) =>
          t.app.inject({ method: 'POST', url: '/api/register', payload: { username: who, password: `${who}-Pitching-Rotation-44`, name: who, setupToken } }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403, 403]);
      expect(await countRows(t.handle, 'users')).toBe(1);
    } finally {
      await t.close();
    }
  });
});
