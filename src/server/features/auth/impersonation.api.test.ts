import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Coach } from '../../../shared/schemas/coach';
import type { SessionUser } from '../../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { addAdministrator, cookieHeader, createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';

/** Long enough for an administrator's account (12+ characters) and not a common password. */
const DEPUTY_PASSWORD = 'Fielders-Choice-2031';

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
  const impersonate = (id: number | string, cookie: string) => t.app.inject({ method: 'POST', url: `/api/impersonate/${id}`, headers: { cookie } });
  const end = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/end-impersonation', headers: { cookie } });
  /** Starts acting as the coach and answers the session's new cookie. */
  const actAs = async (id: number, cookie: string) => {
    const started = await impersonate(id, cookie);
    expect(started.statusCode).toBe(200);
    return cookieHeader(started);
  };
  /** Ends acting from the banner and answers the session's new cookie. */
  const endActing = async (cookie: string) => {
    const ended = await end(cookie);
    expect(ended.statusCode).toBe(200);
    return cookieHeader(ended);
  };
  const audits = (action: string) => t.handle.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  it('lets an administrator act as a coach and return, with an audit row for start and end', async () => {
    const signedIn = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const sam = coachNamed('Sam Rivera');
    const started = await impersonate(sam.id, signedIn);
    expect(started.statusCode).toBe(200);
    expect(json(started)).toEqual({ name: 'Sam Rivera', email: DEMO_ACCOUNTS.oneTeamCoach });
    const cookie = cookieHeader(started);

    const acting = json<SessionUser>(await me(cookie));
    expect(acting).toMatchObject({ id: sam.id, role: 'coach', isImpersonating: true });
    expect(acting.impersonationEndsAt).toBe(new Date(clock.getTime() + 30 * 60_000).toISOString());
    // While acting as a coach the session has a coach's rights only.
    expect((await t.app.inject({ url: '/api/users', headers: { cookie } })).statusCode).toBe(403);

    const back = await endActing(cookie);
    expect(json<SessionUser>(await me(back))).toMatchObject({ id: adminId, role: 'admin', isImpersonating: false });

    const [start] = await audits('impersonation.start');
    expect(start).toMatchObject({ actor_user_id: adminId, entity: 'user', entity_id: String(sam.id) });
    const [stop] = await audits('impersonation.end');
    expect(stop).toMatchObject({ actor_user_id: adminId, entity_id: String(sam.id) });
    expect(JSON.parse(stop?.after_state ?? '{}')).toEqual({ reason: 'ended' });
  });

  it('records writes made while acting as a coach with the administrator behind them', async () => {
    const jordan = coachNamed('Jordan Lee');
    const cookie = await actAs(jordan.id, await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin));
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/users/${jordan.id}`, payload: { phone: '(555) 123-4567' }, headers: { cookie } })).statusCode,
    ).toBe(200);
    const update = (await audits('user.update')).at(-1);
    expect(update).toMatchObject({ actor_user_id: jordan.id, impersonator_user_id: adminId });
    await endActing(cookie);
  });

  it("does not let an administrator acting as a coach choose the coach's password", async () => {
    const jordan = coachNamed('Jordan Lee');
    const cookie = await actAs(jordan.id, await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin));
    const response = await t.app.inject({ method: 'PATCH', url: `/api/users/${jordan.id}`, payload: { password: 'chosen123' }, headers: { cookie } });
    expect(response.statusCode).toBe(403);
    errorMessage(response, "An administrator acting as a coach cannot change the coach's password");
    await endActing(cookie);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_ACCOUNTS.multiTeamCoach, password: DEMO_PASSWORDS.coach } }))
        .statusCode,
    ).toBe(200);
  });

  it('ends by itself after 30 minutes: the session is the administrator again and the answer says so', async () => {
    const casey = coachNamed('Casey Morgan');
    const cookie = await actAs(casey.id, await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin));
    clock = new Date(clock.getTime() + 29 * 60_000);
    const still = await me(cookie);
    expect(json<SessionUser>(still).isImpersonating).toBe(true);
    expect(still.headers['x-impersonation-ended']).toBeUndefined();

    clock = new Date(clock.getTime() + 61_000);
    const after = await me(cookie);
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-impersonation-ended']).toBe('expired');
    expect(json<SessionUser>(after)).toMatchObject({ id: adminId, role: 'admin', isImpersonating: false });
    // The session goes on under a new token; the one it acted with signs nobody in any more.
    const back = cookieHeader(after);
    expect(back).not.toBe(cookie);
    expect((await me(back)).headers['x-impersonation-ended']).toBeUndefined();
    expect(json<SessionUser>(await me(back)).id).toBe(adminId);
    expect((await me(cookie)).statusCode).toBe(401);
    const stop = (await audits('impersonation.end')).at(-1);
    expect(stop).toMatchObject({ entity_id: String(casey.id) });
    expect(JSON.parse(stop?.after_state ?? '{}')).toEqual({ reason: 'expired' });
  });

  it('says the impersonation ended on a cached signed-in read too', async () => {
    const cookie = await actAs(coachNamed('Sam Rivera').id, await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin));
    const coachList = () => t.app.inject({ url: '/api/coaches', headers: { cookie } });
    expect((await coachList()).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 31 * 60_000);
    const after = await coachList();
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-impersonation-ended']).toBe('expired');
    expect(json<SessionUser>(await me(cookieHeader(after))).id).toBe(adminId);
  });

  it('records the end when the administrator signs out while acting as a coach', async () => {
    const cookie = await actAs(coachNamed('Sam Rivera').id, await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin));
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

    const acting = await actAs(coachNamed('Sam Rivera').id, cookie);
    const again = await impersonate(coachNamed('Jordan Lee').id, acting);
    expect(again.statusCode).toBe(409);
    errorMessage(again, 'You are already acting as a coach. End that impersonation first.');
    expect(json<SessionUser>(await me(acting)).name).toBe('Sam Rivera');
    const back = await endActing(acting);

    const ops = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    const refused = await impersonate(coachNamed('Sam Rivera').id, ops);
    expect(refused.statusCode).toBe(403);
    errorMessage(refused, 'Only administrators can act as a coach');
    expect((await impersonate(coachNamed('Sam Rivera').id, '')).statusCode).toBe(401);

    const notActing = await end(back);
    expect(notActing.statusCode).toBe(400);
    errorMessage(notActing, 'You are not acting as a coach');
  });
  it('gives the session a new token when acting starts and when it ends; the token before no longer signs anyone in', async () => {
    const signedIn = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const acting = await actAs(coachNamed('Sam Rivera').id, signedIn);
    expect(acting).not.toBe(signedIn);
    expect((await me(signedIn)).statusCode).toBe(401);
    expect(json<SessionUser>(await me(acting)).name).toBe('Sam Rivera');

    const back = await endActing(acting);
    expect(back).not.toBe(acting);
    expect((await me(acting)).statusCode).toBe(401);
    expect(json<SessionUser>(await me(back))).toMatchObject({ id: adminId, isImpersonating: false });
  });

  it('leaves the new cookie alone when a request sent with the replaced token answers after it', async () => {
    const cookie = await actAs(coachNamed('Sam Rivera').id, await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin));
    clock = new Date(clock.getTime() + 31 * 60_000);
    // The page asks several things at once as the 30 minutes run out: one answer gives the new token.
    const answers = await Promise.all(['/api/user', '/api/user', '/api/coaches', '/api/user'].map((url) => t.app.inject({ url, headers: { cookie } })));
    const renewed = answers.filter((a) => a.headers['x-impersonation-ended'] === 'expired');
    expect(renewed).toHaveLength(1);
    expect(answers.filter((a) => a.headers['set-cookie'] !== undefined)).toEqual(renewed);
    const [fresh = ''] = renewed.map(cookieHeader);
    expect(json<SessionUser>(await me(fresh)).id).toBe(adminId);
    // One that reaches the server just after is not signed in either, and leaves the cookie too.
    const late = await me(cookie);
    expect(late.statusCode).toBe(401);
    expect(late.headers['set-cookie']).toBeUndefined();
  });

  describe('an administrator who stops being one', () => {
    let deputy: { id: number; cookie: string };
    beforeEach(async () => {
      const { id, username } = await addAdministrator(t.app, DEPUTY_PASSWORD);
      deputy = { id, cookie: await actAs(coachNamed('Sam Rivera').id, await signIn(t.app, username, DEPUTY_PASSWORD)) };
    });

    it('no longer acts as a coach once their role is changed: that session ends', async () => {
      const admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
      const demoted = await t.app.inject({ method: 'PATCH', url: `/api/users/${deputy.id}`, headers: { cookie: admin }, payload: { role: 'org_admin' } });
      expect(demoted.statusCode).toBe(200);
      const next = await t.app.inject({ url: `/api/coaches/${coachNamed('Sam Rivera').id}/games`, headers: { cookie: deputy.cookie } });
      expect(next.statusCode).toBe(401);
      expect((await me(deputy.cookie)).statusCode).toBe(401);
      const stop = (await audits('impersonation.end')).at(-1);
      expect(stop).toMatchObject({ actor_user_id: deputy.id, entity_id: String(coachNamed('Sam Rivera').id) });
      expect(JSON.parse(stop?.after_state ?? '{}')).toEqual({ reason: 'no longer an administrator' });
    });

    it('no longer acts as a coach once their account is deleted', async () => {
      const admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${deputy.id}`, headers: { cookie: admin } })).statusCode).toBe(200);
      expect((await me(deputy.cookie)).statusCode).toBe(401);
    });
  });
});
