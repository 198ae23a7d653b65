import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo';
import { newToken, tokenDigest } from '../../security/tokens';
import { createTestApp, errorMessage, testEngines, type TestApp } from '../../test/harness';
import { issueMagicLink } from '../magic-links/issue-service';
import { findUserByLogin } from '../users/service';
import { replaceResets } from './repo';

const RESET_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';
const MAGIC_LINK_INVALID = 'This magic link is no longer valid. Please contact your administrator.';
const FLOOD = /^Too many attempts to use a link\. Please wait 15 minutes and try again\.$/;

let address = 0;
const nextAddress = () => `10.3.0.${++address}`;

describe.each(testEngines())('using mailed links (reset, first password) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const reset = (token: string, remoteAddress: string, password = 'new-password-42') =>
    t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password }, remoteAddress });
  const setPassword = (token: string, remoteAddress: string, password = 'new-password-42') =>
    t.app.inject({ method: 'POST', url: '/api/magic-links/set-password', payload: { token, password }, remoteAddress });

  async function userId(login: string): Promise<number> {
    const user = await findUserByLogin(t.handle.db, login);
    if (!user) throw new Error(`no account ${login}`);
    return user.id;
  }
  /** A reset link as the mail would carry it. */
  async function resetTokenFor(login: string): Promise<string> {
    const token = newToken();
    const now = t.ctx.now();
    await replaceResets(t.handle.db, {
      userId: await userId(login),
      tokenHash: tokenDigest(t.ctx.secret, token),
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + 3600_000).toISOString(),
    });
    return token;
  }

  it('hashes no password for a made-up, spent or unknown link', async () => {
    const hashing = vi.spyOn(argon2, 'hash');
    const spentReset = await resetTokenFor(DEMO_ACCOUNTS.orgAdmin);
    expect((await reset(spentReset, nextAddress(), 'league-ops-2026-new')).statusCode).toBe(200);
    expect(hashing).toHaveBeenCalledTimes(1);
    hashing.mockClear();

    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => reset(`made-up-reset-token-${i}-${'x'.repeat(40)}`, nextAddress())),
      ...Array.from({ length: 20 }, (_, i) => setPassword(`made-up-magic-token-${i}-${'y'.repeat(40)}`, nextAddress())),
      reset(spentReset, nextAddress()),
    ]);
    for (const answer of answers.slice(0, 20)) errorMessage(answer, RESET_INVALID);
    for (const answer of answers.slice(20, 40)) errorMessage(answer, MAGIC_LINK_INVALID);
    errorMessage(answers[40]!, RESET_INVALID);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 400));
    expect(hashing).not.toHaveBeenCalled();
  });

  it('refuses an address after 20 link uses in 15 minutes, whichever kind, and not another address', async () => {
    const from = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? reset(`guess-${i}-${'r'.repeat(40)}`, from) : setPassword(`guess-${i}-${'m'.repeat(40)}`, from))),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = answers.find((a) => a.statusCode === 429);
    errorMessage(refused ?? answers[0]!, FLOOD);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);

    // Even a good link waits at that address; from another it works.
    const link = await issueMagicLink(t.handle.db, t.ctx.secret, await userId(DEMO_ACCOUNTS.incompleteCoach), t.ctx.now());
    expect((await setPassword(link.token, from)).statusCode).toBe(429);
    expect((await setPassword(link.token, nextAddress())).statusCode).toBe(200);
  });

  it('accepts at most 10 reset requests from one address even when 30 arrive at once', async () => {
    const from = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email: `someone-${i}@example.com` }, remoteAddress: from }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });
});
