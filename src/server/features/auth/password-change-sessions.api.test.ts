import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Coach } from '../../../shared/schemas/coach';
import type { SessionUser } from '../../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { newToken, tokenDigest } from '../../security/tokens';
import { addAdministrator, cookieHeader, createTestApp, json, signIn, testEngines, type TestApp } from '../../test/harness';
import { replaceResets } from '../password-resets/repo';

const FIRST_PASSWORD = 'Infield-Fly-Rule-1895';
const NEW_PASSWORD = 'Suicide-Squeeze-Bunt-77';

/**
 * A password change ends every other session in which the account acts: its own in other browsers,
 * an administrator's session acting as it, and its own sessions acting as a coach.
 */
describe.each(testEngines())('sessions after a password change on %s', (engine) => {
  let t: TestApp;
  let sam: Coach;
  let admin: string;
  let deputy: { id: number; username: string };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const staff = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    sam = json<Coach[]>(await t.app.inject({ url: '/api/coaches', headers: { cookie: staff } })).find((c) => c.name === 'Sam Rivera') as Coach;
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    deputy = await addAdministrator(t.app, FIRST_PASSWORD);
  });

  const me = (cookie: string) => t.app.inject({ url: '/api/user', headers: { cookie } });
  const actingAs = async (coachId: number, cookie: string) =>
    cookieHeader(await t.app.inject({ method: 'POST', url: `/api/impersonate/${coachId}`, headers: { cookie } }));

  it('on the profile: the session that changed it stays, every other one of the account ends, acting as a coach included', async () => {
    const here = await signIn(t.app, deputy.username, FIRST_PASSWORD);
    const elsewhere = await signIn(t.app, deputy.username, FIRST_PASSWORD);
    const actingElsewhere = await actingAs(sam.id, await signIn(t.app, deputy.username, FIRST_PASSWORD));
    expect(json<SessionUser>(await me(actingElsewhere)).id).toBe(sam.id);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${deputy.id}`,
      headers: { cookie: here },
      payload: { password: NEW_PASSWORD, currentPassword: FIRST_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect(json<SessionUser>(await me(here)).id).toBe(deputy.id);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(actingElsewhere)).statusCode).toBe(401);
  });

  it('by an administrator: every session of the account ends, acting as a coach included', async () => {
    const acting = await actingAs(sam.id, await signIn(t.app, deputy.username, FIRST_PASSWORD));
    const own = await signIn(t.app, deputy.username, FIRST_PASSWORD);
    const set = await t.app.inject({ method: 'PATCH', url: `/api/users/${deputy.id}`, headers: { cookie: admin }, payload: { password: NEW_PASSWORD } });
    expect(set.statusCode).toBe(200);
    expect((await me(acting)).statusCode).toBe(401);
    expect((await me(own)).statusCode).toBe(401);
    expect(json<SessionUser>(await me(admin)).username).toBe(DEMO_ACCOUNTS.admin);
  });

  it('by a reset link: every session of the account ends, acting as a coach included', async () => {
    const acting = await actingAs(sam.id, await signIn(t.app, deputy.username, FIRST_PASSWORD));
    const token = newToken();
    const now = new Date();
    await replaceResets(t.handle.db, {
      userId: deputy.id,
      tokenHash: tokenDigest(t.ctx.secret, token),
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + 3600_000).toISOString(),
    });
    const reset = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password: NEW_PASSWORD } });
    expect(reset.statusCode).toBe(200);
    expect((await me(acting)).statusCode).toBe(401);
  });

  it("of a coach, on their profile or by staff: an administrator's session acting as the coach ends", async () => {
    const coach = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const acting = await actingAs(sam.id, await signIn(t.app, deputy.username, FIRST_PASSWORD));
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${sam.id}`,
      headers: { cookie: coach },
      payload: { password: NEW_PASSWORD, currentPassword: DEMO_PASSWORDS.coach },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(acting)).statusCode).toBe(401);
    expect(json<SessionUser>(await me(coach)).id).toBe(sam.id);

    const actingAgain = await actingAs(sam.id, await signIn(t.app, deputy.username, FIRST_PASSWORD));
    const byStaff = await t.app.inject({
      method: 'PATCH',
      url: `/api/coaches/${sam.id}`,
      headers: { cookie: admin },
      payload: { ...coachForm(sam), password: 'Double-Switch-Lineup-42' },
    });
    expect(byStaff.statusCode).toBe(200);
    expect((await me(actingAgain)).statusCode).toBe(401);
    expect((await me(coach)).statusCode).toBe(401);
  });
});

/** The coach form as the administrator's coach page sends it back unchanged. */
function coachForm(coach: Coach) {
  return {
    name: coach.name,
    email: coach.email,
    phone: coach.phone ?? '',
    gameChangerTeamName: coach.gameChangerTeamName ?? '',
    teamAssignments: coach.teamStaff.map((s) => ({ teamId: s.teamId, role: s.role })),
  };
}
