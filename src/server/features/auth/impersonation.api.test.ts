import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coach } from '../../../shared/schemas/coach';
import type { SessionUser } from '../../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../db/seed/demo';
import { createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';

describe.each(testEngines())('coach impersonation on %s', (engine) => {
  let t: TestApp;
  let clock: Date;
  let coaches: Coach[];
  let adminId: number;

  beforeAll(async () => {
    clock = new Date('2026-03-01T12:00:00.000Z');
    t = await createTestApp({ engine, now: () => clock });
    coaches = json<Coach[]>(await t.app.inject({ url: '/api/coaches' }));
    const admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    adminId = json<SessionUser>(await t.app.inject({ url: '/api/user', headers: { cookie: admin } })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const coachNamed = (name: string) => {
    const found = coaches.find((c) => c.name === name);
    if (!found) throw new Error(`no coach ${name}`);
    return found;
  };
  const me = async (cookie: string) => t.app.inject({ url: '/api/user', headers: { cookie } });
  const impersonate = (id: number | string, cookie: string) =>
    t.app.inject({ method: 'POST', url: `/api/impersonate/${id}`, headers: { cookie } });
  const end = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/end-impersonation', headers: { cookie } });
  const audits = (action: string) =>
    t.handle.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  it('lets an administrator act as a coach and return, with an audit row for start and end', async () => {
    const cookie = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const sam = coachNamed('Sam Rivera');
    const started = await impersonate(sam.id, cookie);
    expect(started.statusCode).toBe(200);
    expect(json(started)).toEqual({ name: 'Sam Rivera', email: DEMO_ACCOUNTS.oneTeamCoach });

    const acting = json<SessionUser>(await me(cookie));
    expect(acting).toMatchObject({ id: sam.id, role: 'coach', isImpersonating: true });
    expect(acting.impersonationEndsAt).toBe(new Date(clock.getTime() + 30 * 60_000).toISOString());
    // While acting as a coach the session has a coach's rights only.
    expect((await t.app.inject({ url: '/api/users', headers: { cookie } })).statusCode).toBe(403);

    const ended = await end(cookie);
    expect(ended.statusCode).toBe(200);
    expect(json<SessionUser>(await me(cookie))).toMatchObject({ id: adminId, role: 'admin', isImpersonating: false });

    const [start] = await audits('impersonation.start');
    expect(start).toMatchObject({ actor_user_id: adminId, entity: 'user', entity_id: String(sam.id) });
    const [stop] = await audits('impersonation.end');
    expect(stop).toMatchObject({ actor_user_id: adminId, entity_id: String(sam.id) });
    expect(JSON.parse(stop?.after_state ?? '{}')).toEqual({ reason: 'ended' });
  });

  it('records writes made while acting as a coach with the administrator behind them', async () => {
    const cookie = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const jordan = coachNamed('Jordan Lee');
    await impersonate(jordan.id, cookie);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/users/${jordan.id}`, payload: { phone: '(555) 123-4567' }, headers: { cookie } })).statusCode).toBe(200);
    const update = (await audits('user.update')).at(-1);
    expect(update).toMatchObject({ actor_user_id: jordan.id, impersonator_user_id: adminId });
    await end(cookie);
  });

  it("does not let an administrator acting as a coach choose the coach's password", async () => {
    const cookie = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const jordan = coachNamed('Jordan Lee');
    await impersonate(jordan.id, cookie);
    const response = await t.app.inject({ method: 'PATCH', url: `/api/users/${jordan.id}`, payload: { password: 'chosen123' }, headers: { cookie } });
    expect(response.statusCode).toBe(403);
    errorMessage(response, "An administrator acting as a coach cannot change the coach's password");
    await end(cookie);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_ACCOUNTS.multiTeamCoach, password: DEMO_PASSWORDS.coach } })).statusCode).toBe(200);
  });

  it('ends by itself after 30 minutes: the session is the administrator again and the answer says so', async () => {
    const cookie = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const casey = coachNamed('Casey Morgan');
    await impersonate(casey.id, cookie);
    clock = new Date(clock.getTime() + 29 * 60_000);
    const still = await me(cookie);
    expect(json<SessionUser>(still).isImpersonating).toBe(true);
    expect(still.headers['x-impersonation-ended']).toBeUndefined();

    clock = new Date(clock.getTime() + 61_000);
    const after = await me(cookie);
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-impersonation-ended']).toBe('expired');
    expect(json<SessionUser>(after)).toMatchObject({ id: adminId, role: 'admin', isImpersonating: false });
    expect((await me(cookie)).headers['x-impersonation-ended']).toBeUndefined();
    const stop = (await audits('impersonation.end')).at(-1);
    expect(stop).toMatchObject({ entity_id: String(casey.id) });
    expect(JSON.parse(stop?.after_state ?? '{}')).toEqual({ reason: 'expired' });
  });

  it('says the impersonation ended on a cached signed-in read too', async () => {
    const cookie = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    await impersonate(coachNamed('Sam Rivera').id, cookie);
    const coachList = () => t.app.inject({ url: '/api/coaches', headers: { cookie } });
    expect((await coachList()).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 31 * 60_000);
    const after = await coachList();
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-impersonation-ended']).toBe('expired');
  });

  it('records the end when the administrator signs out while acting as a coach', async () => {
    const cookie = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    await impersonate(coachNamed('Sam Rivera').id, cookie);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(JSON.parse((await audits('impersonation.end')).at(-1)?.after_state ?? '{}')).toEqual({ reason: 'signed out' });
  });

  it('refuses non-coach targets, unknown ids, a second impersonation and callers who are not administrators', async () => {
    const cookie = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const notCoach = await impersonate(adminId, cookie);
    expect(notCoach.statusCode).toBe(400);
    errorMessage(notCoach, 'Only coaches can be impersonated');
    errorMessage(await impersonate(999999, cookie), 'Coach not found');
    errorMessage(await impersonate('x1', cookie), /number/);

    await impersonate(coachNamed('Sam Rivera').id, cookie);
    const again = await impersonate(coachNamed('Jordan Lee').id, cookie);
    expect(again.statusCode).toBe(409);
    errorMessage(again, 'You are already acting as a coach. End that impersonation first.');
    expect(json<SessionUser>(await me(cookie)).name).toBe('Sam Rivera');
    await end(cookie);

    const ops = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    const refused = await impersonate(coachNamed('Sam Rivera').id, ops);
    expect(refused.statusCode).toBe(403);
    errorMessage(refused, 'Only administrators can act as a coach');
    expect((await impersonate(coachNamed('Sam Rivera').id, '')).statusCode).toBe(401);

    const notActing = await end(cookie);
    expect(notActing.statusCode).toBe(400);
    errorMessage(notActing, 'You are not acting as a coach');
  });
});
