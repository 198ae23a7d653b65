import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachImportResult } from '../../../shared/schemas/coach-admin';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { countRows, createTestApp, json, signIn, testEngines, type TestApp } from '../../test/harness';
import { issueSetupToken } from '../auth/setup-token';
import { createAccount, findUserByLogin, teamStaffOf } from '../users/service';

const HEADER = 'Division,Team,Email,FirstName,LastName';

describe.each(testEngines())('which accounts a coach import puts on a team, on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const importCsv = async (lines: string[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/coaches/import',
      headers: { cookie: admin },
      payload: { coachesData: [HEADER, ...lines].join('\n') },
    });
    expect(response.statusCode).toBe(200);
    return json<CoachImportResult>(response);
  };
  /** An account whose sign-in name is an email address that is not its email (kept from before, or made by hand). */
  const stranger = (username: string, email: string | null) =>
    createAccount(t.handle.db, { username, email, password: 'strangers-own-9', name: 'Somebody Else', role: 'coach' }, t.ctx.now());
  const teamsOf = async (userId: number) => ((await teamStaffOf(t.handle.db, [userId])).get(userId) ?? []).map((s) => s.team.name);

  it('never puts on a team an account whose username is the imported email but whose email is another or none', async () => {
    const otherEmail = await stranger('kim.taylor@example.com', 'kim.somebody@example.net');
    const noEmail = await stranger('lee.park@example.com', null);
    const users = await countRows(t.handle, 'users');

    const result = await importCsv(['10U,Highland Falcons,Kim.Taylor@example.com,Kim,Taylor', '10U,Highland Falcons,lee.park@example.com,Lee,Park']);

    expect(result.summary).toEqual({ totalParsed: 2, created: 0, errors: 2 });
    expect(result.errors).toEqual([
      "Line 2: kim.taylor@example.com is the username of an account with another email; set that account's email first if it is this coach",
      "Line 3: lee.park@example.com is the username of an account with another email; set that account's email first if it is this coach",
    ]);
    expect(await teamsOf(otherEmail)).toEqual([]);
    expect(await teamsOf(noEmail)).toEqual([]);
    expect(await countRows(t.handle, 'users')).toBe(users);
  });

  it('puts on the team the account whose email column is the imported email, in any case', async () => {
    const owner = await createAccount(
      t.handle.db,
      { username: 'drew.ellis', email: 'drew.ellis@example.com', password: 'drews-own-pass9', name: 'Drew Ellis', role: 'coach' },
      t.ctx.now(),
    );
    const result = await importCsv(['10U,Highland Falcons,DREW.ELLIS@example.com,Drew,Ellis']);
    expect(result.summary).toEqual({ totalParsed: 1, created: 1, errors: 0 });
    expect(await teamsOf(owner)).toEqual(['Highland Falcons']);
  });
});

describe.each(testEngines())('emails at self-registration on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    const admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const opened = await t.app.inject({ method: 'PUT', url: '/api/settings/self-registration', payload: { enabled: true }, headers: { cookie: admin } });
    expect(opened.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/register', payload: { password: 'joining-2026', name: 'New Person', ...payload } });

  it('takes no email and no email-like username from a person registering themselves, so an import cannot find them by it', async () => {
    const withEmail = await register({ username: 'newcomer', email: 'alex.fox@example.com' });
    expect(withEmail.statusCode).toBe(400);
    expect(json(withEmail)).toEqual({ message: 'Leave the email out: a league administrator adds your email address when they put you on a team.' });
    const emailName = await register({ username: 'alex.fox@example.com' });
    expect(emailName.statusCode).toBe(400);
    expect(json(emailName)).toEqual({
      message: 'Choose a username that is not an email address: a league administrator adds your email address when they put you on a team.',
    });
    expect(await findUserByLogin(t.handle.db, 'alex.fox@example.com')).toBeUndefined();

    const plain = await register({ username: 'alexfox' });
    expect(plain.statusCode).toBe(201);
    expect(json(plain)).toMatchObject({ username: 'alexfox', email: null, role: 'coach' });
  });
});

describe.each(testEngines())('the first account of an empty installation on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: 'none' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('may have an email-like username only when it is its own email', async () => {
    const setupToken = await issueSetupToken(t.ctx);
    const register = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { password: 'Founding-Scorekeeper-1962', name: 'Founding Admin', setupToken, ...payload },
      });
    const mismatch = await register({ username: 'boss@example.com', email: 'someone.else@example.com' });
    expect(mismatch.statusCode).toBe(400);
    expect(json(mismatch)).toEqual({ message: "A username that is an email address must be the account's email" });
    expect(await countRows(t.handle, 'users')).toBe(0);
    const same = await register({ username: 'Boss@Example.com', email: 'boss@example.com' });
    expect(same.statusCode).toBe(201);
    expect(json(same)).toMatchObject({ username: 'boss@example.com', email: 'boss@example.com', role: 'admin' });
  });
});
