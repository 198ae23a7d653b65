import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { authLinkIn, startMailCatcher, tokenOfAuthLink, type MailCatcher } from '../../test/mail-catcher';
import { countRows, createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';

const SAM = DEMO_ACCOUNTS.oneTeamCoach;
const JORDAN = DEMO_ACCOUNTS.multiTeamCoach;
const INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

let address = 0;
/** Each test asks from its own address, so the per-address limit of one test does not touch another. */
const nextAddress = () => `10.1.0.${++address}`;

describe.each(testEngines())('password reset by mail on %s', (engine) => {
  let t: TestApp;
  let mail: MailCatcher;
  let clock: Date;
  beforeAll(async () => {
    mail = await startMailCatcher();
    clock = new Date('2026-03-01T12:00:00.000Z');
    t = await createTestApp({ engine, smtpUrl: mail.url, now: () => clock });
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  const requestReset = (email: unknown, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email }, remoteAddress });
  const reset = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password } });
  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: nextAddress() });
  const mailsTo = (to: string) => mail.messages.filter((m) => m.to.includes(to));

  async function resetLinkFor(email: string): Promise<URL> {
    const before = mailsTo(email).length;
    expect((await requestReset(email)).statusCode).toBe(200);
    const message = await mail.waitFor((m) => m.to.includes(email) && mailsTo(email).indexOf(m) >= before);
    return authLinkIn(message);
  }

  it('mails a link that sets a new password once, ends every session and lets the new password sign in', async () => {
    const cookie = await signIn(t.app, SAM, DEMO_PASSWORDS.coach);
    const response = await requestReset(SAM.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ok: true });

    const message = await mail.waitFor((m) => m.to.includes(SAM));
    expect(message.subject).toBe('Reset your Dugout password');
    expect(message.text).toContain('Sam Rivera');
    const link = authLinkIn(message);
    expect(link.origin).toBe(t.ctx.config.publicUrl);
    expect(link.pathname).toBe('/auth');
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    const token = tokenOfAuthLink(link);
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(message.html).toContain('href=');

    expect((await reset(token, 'fresh-start9')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    expect((await login(SAM, DEMO_PASSWORDS.coach)).statusCode).toBe(401);
    expect((await login(SAM, 'fresh-start9')).statusCode).toBe(200);

    const again = await reset(token, 'another-one9');
    expect(again.statusCode).toBe(400);
    errorMessage(again, INVALID);
    expect((await login(SAM, 'fresh-start9')).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and mails nothing for it', async () => {
    const unknown = await requestReset('nobody-here@example.com');
    const known = await requestReset(JORDAN);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await mail.waitFor((m) => m.to.includes(JORDAN));
    expect(mailsTo('nobody-here@example.com')).toEqual([]);
  });

  it("refuses an address that is not an email with 'Please enter a valid email address'", async () => {
    for (const email of ['not-an-email', '', 42, null]) {
      const response = await requestReset(email);
      expect(response.statusCode, String(email)).toBe(400);
      errorMessage(response, 'Please enter a valid email address');
    }
  });

  it('applies the new-password rules and keeps the link usable after a refusal', async () => {
    const token = tokenOfAuthLink(await resetLinkFor(DEMO_ACCOUNTS.incompleteCoach));
    const short = await reset(token, 'ab1');
    expect(short.statusCode).toBe(400);
    errorMessage(short, 'Password must be at least 6 characters');
    const lettersOnly = await reset(token, 'lettersonly');
    errorMessage(lettersOnly, 'Password must contain at least one letter and one number');
    const digitsOnly = await reset(token, '12345678');
    errorMessage(digitsOnly, 'Password must contain at least one letter and one number');
    const common = await reset(token, 'baseball1');
    expect(common.statusCode).toBe(400);
    errorMessage(common, /^This password is too easy to guess/);
    expect((await reset(token, 'Casey-Pitch-Count-3')).statusCode).toBe(200);
    expect((await login(DEMO_ACCOUNTS.incompleteCoach, 'Casey-Pitch-Count-3')).statusCode).toBe(200);
  });

  it('refuses a made-up, empty or expired token, and an older link once a newer one was sent', async () => {
    errorMessage(await reset('made-up-token-123', 'valid-pass1'), INVALID);
    const empty = await reset('', 'valid-pass1');
    expect(empty.statusCode).toBe(400);
    errorMessage(empty);

    const older = tokenOfAuthLink(await resetLinkFor(DEMO_ACCOUNTS.orgAdmin));
    const newer = tokenOfAuthLink(await resetLinkFor(DEMO_ACCOUNTS.orgAdmin));
    errorMessage(await reset(older, 'valid-pass1'), INVALID);

    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    const late = await reset(newer, 'valid-pass1');
    expect(late.statusCode).toBe(400);
    errorMessage(late, INVALID);
    expect((await login(DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin)).statusCode).toBe(200);
  });

  it('limits requests per address with 429 and Retry-After, and mails one account at most 3 times an hour', async () => {
    const from = nextAddress();
    for (let i = 0; i < 10; i++) expect((await requestReset(`someone${i}@example.com`, from)).statusCode).toBe(200);
    const blocked = await requestReset('someone@example.com', from);
    expect(blocked.statusCode).toBe(429);
    errorMessage(blocked, /Too many password reset requests/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const admin = 'admin@dugout.example';
    for (let i = 0; i < 5; i++) expect((await requestReset(admin)).statusCode).toBe(200);
    await t.ctx.mailer.drain();
    expect(mailsTo(admin)).toHaveLength(3);
    expect(await countRows(t.handle, 'password_resets')).toBeGreaterThan(0);
  });
});

describe.each(testEngines())('password reset without SMTP on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the message with its link in the mail outbox', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email: SAM } });
    expect(response.statusCode).toBe(200);
    await t.ctx.mailer.drain();
    const rows = await t.handle.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'text_body']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to_address: SAM, subject: 'Reset your Dugout password' });
    const token = /mode=resetPassword#token=([\w-]+)/.exec(rows[0]?.text_body ?? '')?.[1] ?? '';
    const done = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password: 'outbox-pass1' } });
    expect(done.statusCode).toBe(200);
  });
});
