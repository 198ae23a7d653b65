import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { authLinkIn, startMailCatcher, tokenOfAuthLink, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';

const ADMIN_EMAIL = 'admin@dugout.example';
const LOCKED = /^Too many sign-in attempts\. Please wait 15 minutes and try again, or use 'Forgot password\?' to get a password reset link by mail\.$/;

let address = 0;
/** Each test signs in from addresses of its own, so one test's address limit does not touch another. */
const nextAddress = () => `10.2.0.${++address}`;

describe.each(testEngines())('sign-in throttling on %s', (engine) => {
  let t: TestApp;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ engine, smtpUrl: mail.url });
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  const login = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });
  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
  const countOf = (list: number[], status: number) => list.filter((s) => s === status).length;

  it('tests at most 10 of 60 wrong passwords sent at once, whatever spelling of the account they use', async () => {
    const from = nextAddress();
    // The username and the email of one account, in any case and with spaces around: one counter.
    const names = ['admin', 'ADMIN', ' Admin ', ADMIN_EMAIL, ADMIN_EMAIL.toUpperCase(), ` ${ADMIN_EMAIL}`];
    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => login(names[i % names.length] ?? 'admin', `wrong-guess-${i}`, from)));
    const answered = statuses(burst);
    expect(countOf(answered, 401)).toBe(10);
    expect(countOf(answered, 429)).toBe(50);
    const refused = burst.find((r) => r.statusCode === 429);
    errorMessage(refused ?? burst[0]!, LOCKED);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);

    // The right password from elsewhere is refused too while the account is locked.
    expect((await login('admin', DEMO_PASSWORDS.admin, nextAddress())).statusCode).toBe(429);
  });

  it('lets the owner of a locked account reset the password by mail and sign in at once', async () => {
    const attacker = nextAddress();
    await Promise.all(Array.from({ length: 30 }, (_, i) => login(DEMO_ACCOUNTS.multiTeamCoach, `wrong-${i}`, attacker)));
    expect((await login(DEMO_ACCOUNTS.multiTeamCoach, DEMO_PASSWORDS.coach, nextAddress())).statusCode).toBe(429);

    // Neither the reset request nor the reset is held back by the sign-in lockout, even from the same address.
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/request-password-reset',
      payload: { email: DEMO_ACCOUNTS.multiTeamCoach },
      remoteAddress: attacker,
    });
    expect(requested.statusCode).toBe(200);
    const message = await mail.waitFor((m) => m.to.includes(DEMO_ACCOUNTS.multiTeamCoach));
    const token = tokenOfAuthLink(authLinkIn(message));
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'after-the-lockout-7' },
      remoteAddress: attacker,
    });
    expect(reset.statusCode).toBe(200);

    const owner = await login(DEMO_ACCOUNTS.multiTeamCoach, 'after-the-lockout-7', nextAddress());
    expect(owner.statusCode).toBe(200);
    expect(json(owner)).toMatchObject({ username: DEMO_ACCOUNTS.multiTeamCoach });
  });

  it("takes a successful sign-in back but keeps counting other people's failures", async () => {
    const account = DEMO_ACCOUNTS.incompleteCoach;
    for (let i = 0; i < 12; i++) expect((await login(account, DEMO_PASSWORDS.coach, nextAddress())).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(account, `wrong-${i}`, nextAddress())).statusCode).toBe(401);
    expect((await login(account, DEMO_PASSWORDS.coach, nextAddress())).statusCode).toBe(200);
    // The owner's success did not wipe the nine failures: one more guess is tested, then none.
    expect((await login(account, 'wrong-last', nextAddress())).statusCode).toBe(401);
    expect((await login(account, DEMO_PASSWORDS.coach, nextAddress())).statusCode).toBe(429);
  });

  it('counts wrong current passwords on the profile as guesses at the account, so an open session gives no more', async () => {
    const session = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const me = json<{ id: number }>(await t.app.inject({ url: '/api/user', headers: { cookie: session } }));
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${me.id}`,
        headers: { cookie: session },
        payload: { password: 'Grand-Slam-Sunday-8', currentPassword },
      });
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => change(`guess-${i}-wrong`)));
    expect(guesses.filter((r) => r.statusCode === 403)).toHaveLength(10);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(10);
    // Now even the right one waits, and so does the sign-in form.
    expect((await change(DEMO_PASSWORDS.coach)).statusCode).toBe(429);
    expect((await login(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach, nextAddress())).statusCode).toBe(429);
  });

  it('refuses an address after 50 attempts, on names with and without accounts alike', async () => {
    const from = nextAddress();
    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => login(`nobody-${i}@example.com`, 'wrong-guess1', from)));
    expect(countOf(statuses(burst), 401)).toBe(50);
    expect(countOf(statuses(burst), 429)).toBe(10);
    expect((await login(DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin, from)).statusCode).toBe(429);
    expect((await login(DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin, nextAddress())).statusCode).toBe(200);
  });
});
