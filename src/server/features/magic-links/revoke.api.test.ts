import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveLink, GeneratedLink } from '../../../shared/schemas/magic-link';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';
import { tokenOfAuthLink } from '../../test/mail-catcher';

const MAGIC_LINK_INVALID = 'This magic link is no longer valid. Please contact your administrator.';

describe.each(testEngines())('revoking magic links on %s', (engine) => {
  let t: TestApp;
  let clock: Date;
  let admin: string;
  let orgAdmin: string;

  beforeAll(async () => {
    clock = new Date('2026-03-01T12:00:00.000Z');
    t = await createTestApp({ engine, now: () => clock });
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    orgAdmin = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const issue = async (email: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/magic-links/single', payload: { identifier: email }, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    return json<GeneratedLink>(response);
  };
  const active = async (cookie = admin) => t.app.inject({ url: '/api/magic-links/active', headers: { cookie } });
  const revoke = (userId: number | string, cookie = admin) => t.app.inject({ method: 'DELETE', url: `/api/magic-links/active/${userId}`, headers: { cookie } });
  const userIdOf = async (username: string) =>
    (await t.handle.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  it('lists the coaches with a link that still works, and revokes one so it neither verifies nor sets a password', async () => {
    const casey = await issue(DEMO_ACCOUNTS.incompleteCoach);
    const sam = await issue(DEMO_ACCOUNTS.oneTeamCoach);
    const caseyId = await userIdOf(DEMO_ACCOUNTS.incompleteCoach);
    const samId = await userIdOf(DEMO_ACCOUNTS.oneTeamCoach);

    const listed = await active();
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(json<ActiveLink[]>(listed)).toEqual([
      { userId: caseyId, name: 'Casey Morgan', email: DEMO_ACCOUNTS.incompleteCoach, createdAt: clock.toISOString(), expiresAt: casey.expiresAt },
      { userId: samId, name: 'Sam Rivera', email: DEMO_ACCOUNTS.oneTeamCoach, createdAt: clock.toISOString(), expiresAt: sam.expiresAt },
    ]);

    const response = await revoke(caseyId);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ revoked: 1 });
    const token = tokenOfAuthLink(casey.magicLink);
    const verified = await t.app.inject({ method: 'POST', url: '/api/magic-links/verify', payload: { token } });
    expect(verified.statusCode).toBe(400);
    errorMessage(verified, MAGIC_LINK_INVALID);
    const setPassword = await t.app.inject({ method: 'POST', url: '/api/magic-links/set-password', payload: { token, password: 'casey-revoked1' } });
    expect(setPassword.statusCode).toBe(400);
    errorMessage(setPassword, MAGIC_LINK_INVALID);
    expect(json<ActiveLink[]>(await active()).map((l) => l.userId)).toEqual([samId]);
    // Sam's link still works.
    expect((await t.app.inject({ method: 'POST', url: '/api/magic-links/verify', payload: { token: tokenOfAuthLink(sam.magicLink) } })).statusCode).toBe(200);

    const audit = await t.handle.db.selectFrom('audit_log').selectAll().where('action', '=', 'magic_link.revoke').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'user', entity_id: String(caseyId) });
    expect(JSON.parse(audit[0]?.before_state ?? '{}')).toEqual({ expiresAt: [casey.expiresAt] });
  });

  it('answers 409 when the coach has no active link (revoked, used or expired), 404 for someone who is not a coach', async () => {
    const caseyId = await userIdOf(DEMO_ACCOUNTS.incompleteCoach);
    const again = await revoke(caseyId);
    expect(again.statusCode).toBe(409);
    errorMessage(again, 'Casey Morgan has no active magic link: it was used, revoked or has expired');

    const jordan = await issue(DEMO_ACCOUNTS.multiTeamCoach);
    const jordanId = await userIdOf(DEMO_ACCOUNTS.multiTeamCoach);
    clock = new Date(new Date(jordan.expiresAt).getTime() + 1000);
    expect(json<ActiveLink[]>(await active()).map((l) => l.userId)).not.toContain(jordanId);
    expect((await revoke(jordanId)).statusCode).toBe(409);

    const adminId = await userIdOf(DEMO_ACCOUNTS.admin);
    errorMessage(await revoke(adminId), 'Coach not found');
    expect((await revoke(999999)).statusCode).toBe(404);
    expect((await revoke('abc')).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await active(orgAdmin)).statusCode).toBe(403);
    expect((await revoke(1, orgAdmin)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/magic-links/active' })).statusCode).toBe(401);
  });
});
