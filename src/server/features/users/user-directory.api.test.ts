import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserPage } from '../../../shared/schemas/people-admin';
import type { ManagedUser } from '../../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { createTestApp, errorMessage, json, signIn, testEngines, type TestApp, signInDemoRoles } from '../../test/harness';

describe.each(testEngines())('the user management search on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orgAdmin: string;
  let coach: string;
  let all: ManagedUser[];

  beforeAll(async () => {
    t = await createTestApp({ engine });
    ({ admin, orgAdmin, coach } = await signInDemoRoles(t.app));
    all = json<ManagedUser[]>(await t.app.inject({ url: '/api/users', headers: { cookie: admin } }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const ask = (query: string, cookie = admin) => t.app.inject({ url: `/api/admin/users${query}`, headers: { cookie } });
  const page = async (query: string) => {
    const response = await ask(query);
    expect(response.statusCode, response.body).toBe(200);
    return json<AdminUserPage>(response);
  };
  const ids = (users: { id: number }[]) => users.map((u) => u.id).sort((a, b) => a - b);

  it('is for administrators only', async () => {
    expect((await t.app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
    expect((await ask('', coach)).statusCode).toBe(403);
    expect((await ask('', orgAdmin)).statusCode).toBe(403);
  });

  it('answers a page of accounts by name with the total, in the user list shape', async () => {
    const first = await page('?pageSize=10');
    expect(first).toMatchObject({ total: all.length, page: 1, pageSize: 10 });
    expect(first.users).toEqual(all.slice(0, 10));
    const seen = [];
    for (let p = 1; p <= Math.ceil(all.length / 10); p += 1) seen.push(...(await page(`?pageSize=10&page=${p}`)).users);
    expect(ids(seen)).toEqual(ids(all));
  });

  it('finds accounts by name, username, email or phone, and filters by role', async () => {
    expect((await page('?q=ADMIN')).users.map((u) => u.username)).toContain('admin');
    expect((await page('?q=ops@dugout')).users.map((u) => u.username)).toEqual([DEMO_ACCOUNTS.orgAdmin]);
    const withPhone = all.find((u) => u.phone);
    expect(ids((await page(`?q=${encodeURIComponent(withPhone?.phone ?? '')}`)).users)).toContain(withPhone?.id);
    const coaches = await page('?role=coach&pageSize=200');
    expect(ids(coaches.users)).toEqual(ids(all.filter((u) => u.role === 'coach')));
    expect((await page('?role=org_admin&q=ops')).total).toBe(1);
    expect((await page('?role=admin&q=rivera')).total).toBe(0);
  });

  it('sorts by username, email or role, either way', async () => {
    const byUsername = (await page('?sort=username&dir=desc&pageSize=200')).users.map((u) => u.username);
    expect(byUsername).toEqual([...byUsername].sort((a, b) => b.localeCompare(a)));
    const byRole = (await page('?sort=role&pageSize=200')).users.map((u) => u.role);
    expect(byRole).toEqual([...byRole].sort());
  });

  it('refuses malformed parameters with a clear message', async () => {
    errorMessage(await ask('?role=owner'), 'Role must be admin, org_admin or coach');
    errorMessage(await ask('?sort=phone'), 'Sort must be name, username, email or role');
    errorMessage(await ask('?page=-1'), 'Page must be 1 or more');
    errorMessage(await ask('?pageSize=x'), 'Page size must be a number');
    errorMessage(await ask('?division=1'), 'Unknown query parameter: division');
  });

  it('says in numbers what deleting an account removes', async () => {
    const jordan = all.find((u) => u.username === DEMO_ACCOUNTS.multiTeamCoach);
    if (!jordan) throw new Error('no Jordan');
    await signIn(t.app, DEMO_ACCOUNTS.multiTeamCoach, DEMO_PASSWORDS.coach);
    await t.app.inject({ method: 'POST', url: '/api/magic-links/single', headers: { cookie: admin }, payload: { identifier: jordan.username } });
    const places = await t.handle.db.selectFrom('team_staff').select('id').where('user_id', '=', jordan.id).execute();
    const response = await t.app.inject({ url: `/api/admin/users/${jordan.id}/delete-preview`, headers: { cookie: admin } });
    expect(json(response)).toEqual({ teamPlaces: places.length, sessions: 1, signInLinks: 1 });
    expect((await t.app.inject({ url: '/api/admin/users/999999/delete-preview', headers: { cookie: admin } })).statusCode).toBe(404);
  });
});
