import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { cookieHeader, createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';

const SHARED = 'Opening-Day-Bunting-25';
const EMAIL = 'dana.shared@example.com';

describe.each(testEngines())('first sign-in with a shared password on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let dana: SessionUser;
  let session: string;
  let otherDevice: string;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/coaches/import',
      headers: { cookie: admin },
      payload: { coachesData: `Division,Team,Email,FirstName,LastName\n10U,Highland Falcons,${EMAIL},Dana,Shared`, defaultPassword: SHARED },
    });
    expect(imported.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: EMAIL, password: SHARED } });
    dana = json<SessionUser>(login);
    session = cookieHeader(login);
    otherDevice = await signIn(t.app, EMAIL, SHARED);
  });
  afterAll(async () => {
    await t?.close();
  });

  const choose = (password: string, cookie = session) =>
    t.app.inject({ method: 'POST', url: '/api/choose-password', headers: { cookie }, payload: { password } });

  it('signs in and says the password must be changed', () => {
    expect(dana).toMatchObject({ name: 'Dana Shared', role: 'coach', mustChangePassword: true });
  });

  it('allows nothing but reading who they are and the public pages until then', async () => {
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: session } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/games', headers: { cookie: session } })).statusCode).toBe(200);
    const games = await t.app.inject({ url: `/api/coaches/${dana.id}/games`, headers: { cookie: session } });
    expect(games.statusCode).toBe(403);
    errorMessage(games, 'Please choose your own password before you continue.');
    const profile = await t.app.inject({ method: 'PATCH', url: `/api/users/${dana.id}`, headers: { cookie: session }, payload: { phone: '5551234567' } });
    expect(profile.statusCode).toBe(403);
  });

  it('does not hold up an administrator acting as that coach', async () => {
    const start = await t.app.inject({ method: 'POST', url: `/api/impersonate/${dana.id}`, headers: { cookie: admin } });
    expect(start.statusCode).toBe(200);
    const acting = cookieHeader(start);
    expect((await t.app.inject({ url: `/api/coaches/${dana.id}/games`, headers: { cookie: acting } })).statusCode).toBe(200);
    const refused = await choose('admin-picked1', acting);
    expect(refused.statusCode).toBe(403);
    errorMessage(refused, 'Only the coach can choose their own password');
    const ended = await t.app.inject({ method: 'POST', url: '/api/end-impersonation', headers: { cookie: acting } });
    expect(ended.statusCode).toBe(200);
    admin = cookieHeader(ended);
  });

  it('refuses the shared password itself and passwords that break the rules', async () => {
    const same = await choose(SHARED);
    expect(same.statusCode).toBe(400);
    errorMessage(same, 'Please choose a password different from the one you were given');
    const lettersOnly = await choose('onlyletters');
    expect(lettersOnly.statusCode).toBe(400);
    errorMessage(lettersOnly, 'Password must contain at least one letter and one number');
    const short = await choose('ab1');
    errorMessage(short, 'Password must be at least 6 characters');
    const common = await choose('welcome123');
    expect(common.statusCode).toBe(400);
    errorMessage(common, /^This password is too easy to guess/);
  });

  it('takes the new password, frees the account and signs out the other sessions', async () => {
    const response = await choose('danas-own-9');
    expect(response.statusCode).toBe(200);
    expect(json<SessionUser>(response).mustChangePassword).toBe(false);
    expect((await t.app.inject({ url: `/api/coaches/${dana.id}/games`, headers: { cookie: session } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: otherDevice } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: EMAIL, password: SHARED } })).statusCode).toBe(401);
    expect((await signIn(t.app, EMAIL, 'danas-own-9')).length).toBeGreaterThan(0);
    const audit = await t.handle.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.choose_password').execute();
    expect(audit.map((a) => a.entity_id)).toEqual([String(dana.id)]);
  });

  it('is refused once the password is their own', async () => {
    const again = await choose('another-one-1');
    expect(again.statusCode).toBe(409);
    errorMessage(again);
    const sam = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    expect((await choose('sams-new-pass1', sam)).statusCode).toBe(409);
  });
});
