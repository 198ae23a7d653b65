import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../seed/demo';
import { createTestApp, json, signIn, type TestApp } from './harness';

/**
 * The scan every test's responses go through (harness.ts) is what proves that no answer carries a
 * secret: here it is shown to catch one. A coach's own profile name is text the API gives back.
 */
describe('the scan of every API response for secrets', () => {
  let t: TestApp;
  let cookie: string;
  let me: SessionUser;
  beforeAll(async () => {
    t = await createTestApp({ engine: 'sqlite' });
    cookie = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    me = json<SessionUser>(await t.app.inject({ url: '/api/user', headers: { cookie } }));
  });
  afterAll(() => t.close());

  const answerWithName = async (name: string) => {
    await t.app.inject({ method: 'PATCH', url: `/api/users/${me.id}`, headers: { cookie }, payload: { name } });
    return (await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode;
  };

  it('lets an ordinary answer through', async () => {
    expect(await answerWithName('Sam Rivera')).toBe(200);
  });

  it('stops an answer that carries a session token handed out by the server', async () => {
    const other = await signIn(t.app, DEMO_ACCOUNTS.multiTeamCoach, DEMO_PASSWORDS.coach);
    const token = decodeURIComponent(other.split('=')[1] ?? '');
    expect(token.length).toBeGreaterThan(20);
    expect(await answerWithName(`Sam ${token}`)).toBe(500);
  });

  it('stops an answer that carries something shaped like a stored token digest or a password hash', async () => {
    expect(await answerWithName(`Sam ${'ab12'.repeat(16)}`)).toBe(500);
    expect(await answerWithName('Sam $argon2id$v=19$m=19456')).toBe(500);
  });
});
