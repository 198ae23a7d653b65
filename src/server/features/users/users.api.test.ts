import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser, ManagedUser } from '../../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { countRows, createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';

const NEW_USER = {
  username: 'Scorekeeper',
  password: 'Tally-Sheet-Pencil-9',
  email: 'Keeper@Example.com',
  role: 'org_admin',
  name: 'Kim Keeper',
  phone: '(555) 222-3344',
};

const JORDAN_NEW = 'Rain-Delay-Tarp-Crew';
const CHANGED = 'Seventh-Inning-Stretch';

/** Every key of a JSON value, at any depth. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  return [];
}

describe.each(testEngines())('user management and profiles on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let coach: string;
  let sam: SessionUser;
  let adminUser: SessionUser;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    coach = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    sam = json<SessionUser>(await t.app.inject({ url: '/api/user', headers: { cookie: coach } }));
    adminUser = json<SessionUser>(await t.app.inject({ url: '/api/user', headers: { cookie: admin } }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const patch = (id: number, payload: object, cookie: string) => t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, payload, headers: { cookie } });
  const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users', payload, headers: { cookie: admin } });

  it('lists every account for an administrator, without any password or hash', async () => {
    const response = await t.app.inject({ url: '/api/users', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    const users = json<ManagedUser[]>(response);
    expect(users.length).toBe(await countRows(t.handle, 'users'));
    expect(users.find((u) => u.username === 'admin')).toMatchObject({ role: 'admin', name: 'Alex Director' });
    expect(allKeys(users).filter((k) => /password|hash/i.test(k))).toEqual([]);
    expect(response.body).not.toContain('$argon2');
  });

  it('creates a user with the form rules, stores sign-in names in lower case, and refuses duplicates', async () => {
    const response = await create(NEW_USER);
    expect(response.statusCode).toBe(201);
    const user = json<ManagedUser>(response);
    expect(user).toMatchObject({ username: 'scorekeeper', email: 'keeper@example.com', role: 'org_admin', name: 'Kim Keeper' });
    expect(response.body).not.toContain('keeper1');
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'SCOREKEEPER', password: NEW_USER.password } })).statusCode).toBe(200);

    errorMessage(await create({ ...NEW_USER, email: 'other@example.com' }), 'That username is already taken');
    const sameEmail = await create({ ...NEW_USER, username: 'someone-else' });
    expect(sameEmail.statusCode).toBe(409);
    errorMessage(sameEmail, 'An account with that email already exists');
    // A username may not be another account's email either: both sign in.
    errorMessage(await create({ ...NEW_USER, username: DEMO_ACCOUNTS.oneTeamCoach, email: 'x@example.com' }), 'That username is already taken');
    const audit = await t.handle.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.create').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after_state).not.toContain('keeper1');
  });

  it('answers each rule of the user form with its message and creates nothing', async () => {
    const cases: [object, string][] = [
      [{ username: '  ' }, 'Username is required'],
      [{ password: 'abc' }, 'Password must be at least 6 characters'],
      // The API names the field when a message reads like the validator's own wording.
      [{ email: 'nope' }, 'Invalid email address'],
      [{ role: 'superuser' }, 'Role must be admin, org_admin or coach'],
      [{ name: '' }, 'Name is required'],
      [{ phone: '555-1234' }, 'Phone number is required'],
    ];
    const before = await countRows(t.handle, 'users');
    for (const [change, message] of cases) {
      const response = await create({ ...NEW_USER, username: 'valid-name', email: 'valid@example.com', ...change });
      expect(response.statusCode, message).toBe(400);
      errorMessage(response, message);
    }
    expect(await countRows(t.handle, 'users')).toBe(before);
  });

  it('lets a coach change their own profile and answers the updated record', async () => {
    const response = await patch(sam.id, { name: 'Sam R. Rivera', phone: '(555) 999-0000', gameChangerTeamName: 'Falcons 10U GC' }, coach);
    expect(response.statusCode).toBe(200);
    expect(json<ManagedUser>(response)).toMatchObject({ name: 'Sam R. Rivera', phone: '(555) 999-0000', gameChangerTeamName: 'Falcons 10U GC' });
    const me = json<SessionUser>(await t.app.inject({ url: '/api/user', headers: { cookie: coach } }));
    expect(me).toMatchObject({ name: 'Sam R. Rivera', phone: '(555) 999-0000' });
  });

  it("refuses a coach's change of another account, of their own role, username or email", async () => {
    const other = await patch(adminUser.id, { name: 'Hacked' }, coach);
    expect(other.statusCode).toBe(403);
    errorMessage(other, 'You can only change your own profile');
    const role = await patch(sam.id, { role: 'admin' }, coach);
    expect(role.statusCode).toBe(403);
    errorMessage(role, 'You cannot change your own role');
    errorMessage(await patch(sam.id, { email: 'new@example.com' }, coach), 'Only an administrator can change a username or email address');
    errorMessage(await patch(sam.id, { username: 'sammy' }, coach), 'Only an administrator can change a username or email address');
    const me = json<SessionUser>(await t.app.inject({ url: '/api/user', headers: { cookie: coach } }));
    expect(me).toMatchObject({ role: 'coach', username: DEMO_ACCOUNTS.oneTeamCoach });
    // Sending the current role unchanged is not a change.
    expect((await patch(sam.id, { role: 'coach' }, coach)).statusCode).toBe(200);
  });

  it('never lets administrators change their own role either', async () => {
    const response = await patch(adminUser.id, { role: 'coach' }, admin);
    expect(response.statusCode).toBe(403);
    errorMessage(response, 'You cannot change your own role');
    expect(json<SessionUser>(await t.app.inject({ url: '/api/user', headers: { cookie: admin } })).role).toBe('admin');
  });

  it("keeps a coach's phone and a head coach's scoring-app team name from being removed", async () => {
    const phone = await patch(sam.id, { phone: '  ' }, coach);
    expect(phone.statusCode).toBe(400);
    errorMessage(phone, 'Phone number is required for coaches');
    errorMessage(await patch(sam.id, { gameChangerTeamName: '' }, coach), 'Game Changer Team Name is required for head coaches');
    errorMessage(await patch(sam.id, { name: ' ' }, coach), 'Name is required');
    errorMessage(await patch(sam.id, { password: 'abc' }, coach), 'Password must be at least 6 characters');
  });

  it("changes one's own password only with the current one beside it", async () => {
    const samAgain = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const missing = await patch(sam.id, { password: 'Grand-Slam-Sunday-8' }, samAgain);
    expect(missing.statusCode).toBe(403);
    errorMessage(missing, 'Enter your current password to choose a new one');
    const wrong = await patch(sam.id, { password: 'Grand-Slam-Sunday-8', currentPassword: 'not-my-password1' }, samAgain);
    expect(wrong.statusCode).toBe(403);
    errorMessage(wrong, 'Your current password is not correct');
    // Refused changes change nothing, the rest of the profile included.
    expect((await patch(sam.id, { name: 'Samuel Rivera', password: 'Grand-Slam-Sunday-8' }, samAgain)).statusCode).toBe(403);
    expect(json<SessionUser>(await t.app.inject({ url: '/api/user', headers: { cookie: samAgain } })).name).not.toBe('Samuel Rivera');
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: coach } })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_ACCOUNTS.oneTeamCoach, password: DEMO_PASSWORDS.coach } })).statusCode,
    ).toBe(200);
  });

  it('refuses a common or patterned new password wherever one is set, and a short one for an administrator', async () => {
    const guessable = /^This password is too easy to guess/;
    const ownWeak = await patch(sam.id, { password: 'baseball1', currentPassword: DEMO_PASSWORDS.coach }, coach);
    expect(ownWeak.statusCode).toBe(400);
    errorMessage(ownWeak, guessable);
    // The account's own names count as guessable words.
    errorMessage(await patch(sam.id, { password: 'samrivera1', currentPassword: DEMO_PASSWORDS.coach }, coach), guessable);
    errorMessage(await patch(sam.id, { password: 'password123' }, admin), guessable);
    errorMessage(await create({ ...NEW_USER, username: 'weakling', email: 'weakling@example.com', password: 'qwerty123' }), guessable);

    const shortAdmin = await create({ ...NEW_USER, username: 'chief2', email: 'chief2@example.com', role: 'admin', password: 'Kx9#mQ2$vL' });
    expect(shortAdmin.statusCode).toBe(400);
    errorMessage(shortAdmin, "An administrator's password must be at least 12 characters");
    // Making an account an administrator with a new password holds that password to the same length.
    errorMessage(await patch(sam.id, { role: 'admin', password: 'Kx9#mQ2$vL' }, admin), "An administrator's password must be at least 12 characters");
    expect(json<SessionUser>(await t.app.inject({ url: '/api/user', headers: { cookie: coach } })).role).toBe('coach');
  });

  it('changes the password, keeps this session and ends the others; an empty password changes nothing', async () => {
    const elsewhere = await signIn(t.app, DEMO_ACCOUNTS.multiTeamCoach, DEMO_PASSWORDS.coach);
    const here = await signIn(t.app, DEMO_ACCOUNTS.multiTeamCoach, DEMO_PASSWORDS.coach);
    const jordan = json<SessionUser>(await t.app.inject({ url: '/api/user', headers: { cookie: here } }));
    expect((await patch(jordan.id, { password: '' }, here)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: elsewhere } })).statusCode).toBe(200);

    expect((await patch(jordan.id, { password: JORDAN_NEW, currentPassword: DEMO_PASSWORDS.coach }, here)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: here } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: elsewhere } })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_ACCOUNTS.multiTeamCoach, password: JORDAN_NEW } })).statusCode,
    ).toBe(200);
  });

  it("lets an administrator change anyone's details and role, ending their sessions on a new password", async () => {
    const keeper = json<ManagedUser[]>(await t.app.inject({ url: '/api/users', headers: { cookie: admin } })).find((u) => u.username === 'scorekeeper');
    const keeperCookie = await signIn(t.app, 'scorekeeper', NEW_USER.password);
    const response = await patch(
      keeper?.id ?? 0,
      { role: 'coach', email: 'kim@example.com', username: 'kim', password: CHANGED, phone: '(555) 000-1111' },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(json<ManagedUser>(response)).toMatchObject({ role: 'coach', email: 'kim@example.com', username: 'kim' });
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: keeperCookie } })).statusCode).toBe(401);
    const audit = await t.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.update')
      .where('entity_id', '=', String(keeper?.id))
      .executeTakeFirst();
    expect(JSON.parse(audit?.after_state ?? '{}')).toMatchObject({ role: 'coach', passwordChanged: true });
    expect(audit?.after_state).not.toContain(CHANGED);
    errorMessage(await patch(999999, { name: 'Nobody' }, admin), 'User not found');
  });

  it('deletes an account after which it cannot sign in; never the own account', async () => {
    const self = await t.app.inject({ method: 'DELETE', url: `/api/users/${adminUser.id}`, headers: { cookie: admin } });
    expect(self.statusCode).toBe(403);
    errorMessage(self, 'You cannot delete your own account');
    const kim = json<ManagedUser[]>(await t.app.inject({ url: '/api/users', headers: { cookie: admin } })).find((u) => u.username === 'kim');
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/users/${kim?.id}`, headers: { cookie: admin } });
    expect(gone.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'kim', password: CHANGED } })).statusCode).toBe(401);
    errorMessage(await t.app.inject({ method: 'DELETE', url: `/api/users/${kim?.id}`, headers: { cookie: admin } }), 'User not found');
    errorMessage(await t.app.inject({ method: 'DELETE', url: '/api/users/abc', headers: { cookie: admin } }), /number/);
  });

  it('ends the sessions of a deleted account at once', async () => {
    const created = await create({ ...NEW_USER, username: 'leaving', email: 'leaving@example.com', password: 'Leaving-On-A-Jet-Plane' });
    expect(created.statusCode).toBe(201);
    const leaving = await signIn(t.app, 'leaving', 'Leaving-On-A-Jet-Plane');
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: leaving } })).statusCode).toBe(200);
    const { id } = json<ManagedUser>(created);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: { cookie: admin } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: leaving } })).statusCode).toBe(401);
  });

  it('deletes a coach together with their team places', async () => {
    const casey = json<SessionUser>(
      await t.app.inject({ url: '/api/user', headers: { cookie: await signIn(t.app, DEMO_ACCOUNTS.incompleteCoach, DEMO_PASSWORDS.coach) } }),
    );
    const staffBefore = await countRows(t.handle, 'team_staff');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${casey.id}`, headers: { cookie: admin } })).statusCode).toBe(200);
    expect(await countRows(t.handle, 'team_staff')).toBe(staffBefore - casey.teamStaff.length);
  });
});
