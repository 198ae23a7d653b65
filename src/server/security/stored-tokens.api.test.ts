import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GeneratedLink } from '../../shared/schemas/magic-link';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../seed/demo';
import { SESSION_COOKIE } from '../auth';
import { createTestApp, json, signIn, testEngines, type TestApp } from '../test/harness';
import { tokenOfAuthLink } from '../test/mail-catcher';
import { tokenDigest } from './tokens';

/**
 * Sessions, password resets and sign-in links are found by a keyed digest of the token the person
 * holds, never by comparing the token itself: the database (or a stolen backup of it) holds no
 * token that works, and a lookup by digest gives nothing away about the token's characters.
 */
describe.each(testEngines())('tokens kept as digests only (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    await t?.close();
  });

  const tokenOfCookie = (cookie: string) =>
    cookie
      .split('; ')
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.split('=')[1] ?? '';

  it('keeps sessions by digest: the stored key is no session cookie', async () => {
    const token = tokenOfCookie(await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach));
    const stored = (await t.handle.db.selectFrom('sessions').select('id').execute()).map((s) => s.id);
    expect(stored).not.toContain(token);
    expect(stored).toContain(tokenDigest(t.ctx.secret, token));

    const withDigest = await t.app.inject({ url: '/api/user', headers: { cookie: `${SESSION_COOKIE}=${tokenDigest(t.ctx.secret, token)}` } });
    expect(withDigest.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: `${SESSION_COOKIE}=${token}` } })).statusCode).toBe(200);
  });

  it('keeps password reset tokens by digest: the stored one resets nothing', async () => {
    const requested = await t.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email: DEMO_ACCOUNTS.multiTeamCoach } });
    expect(requested.statusCode).toBe(200);
    const mail = await vi.waitFor(async () => {
      const row = await t.handle.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', DEMO_ACCOUNTS.multiTeamCoach).executeTakeFirst();
      if (!row) throw new Error('no reset mail yet');
      return row.text_body;
    });
    const token = /[#&]token=([\w-]+)/.exec(mail)?.[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(40);
    const stored = await t.handle.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).toEqual([tokenDigest(t.ctx.secret, token)]);

    const withDigest = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: stored[0]?.token_hash, password: 'taken-over9' },
    });
    expect(withDigest.statusCode).toBe(400);
    const login = (password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_ACCOUNTS.multiTeamCoach, password } });
    expect((await login('taken-over9')).statusCode).toBe(401);
    expect((await login(DEMO_PASSWORDS.coach)).statusCode).toBe(200);
  });

  it('keeps sign-in link tokens by digest: the stored one neither verifies nor sets a password', async () => {
    const admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/magic-links/single',
      headers: { cookie: admin },
      payload: { identifier: DEMO_ACCOUNTS.incompleteCoach },
    });
    expect(generated.statusCode).toBe(200);
    const token = tokenOfAuthLink(json<GeneratedLink>(generated).magicLink);
    const digest = tokenDigest(t.ctx.secret, token);
    const stored = await t.handle.db.selectFrom('magic_links').select('token_hash').where('revoked_at', 'is', null).execute();
    expect(stored.map((r) => r.token_hash)).toContain(digest);
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    expect((await t.app.inject({ url: `/api/magic-links/verify?token=${digest}` })).statusCode).toBeGreaterThanOrEqual(400);
    const withDigest = await t.app.inject({ method: 'POST', url: '/api/magic-links/set-password', payload: { token: digest, password: 'taken-over9' } });
    expect(withDigest.statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/magic-links/verify?token=${token}` })).statusCode).toBe(200);
  });
});
