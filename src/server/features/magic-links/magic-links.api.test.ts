import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coach } from '../../../shared/schemas/coach';
import type { GeneratedLink, LinkImportResult, TokenInfo } from '../../../shared/schemas/magic-link';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';
import { authLinkIn, startMailCatcher, tokenOfAuthLink, type MailCatcher } from '../../test/mail-catcher';
import { multipart } from '../../test/photos';

const MAGIC_LINK_INVALID = 'This magic link is no longer valid. Please contact your administrator.';
const CASEY = DEMO_ACCOUNTS.incompleteCoach;

function csvUpload(filename: string, content: string) {
  return multipart([{ name: 'file', filename, contentType: 'text/csv', data: content }]);
}

describe.each(testEngines())('magic links on %s', (engine) => {
  let t: TestApp;
  let mail: MailCatcher;
  let clock: Date;
  let admin: string;
  let coachCount: number;

  beforeAll(async () => {
    mail = await startMailCatcher();
    clock = new Date('2026-03-01T12:00:00.000Z');
    t = await createTestApp({ engine, smtpUrl: mail.url, now: () => clock });
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    coachCount = json<Coach[]>(await t.app.inject({ url: '/api/coaches' })).length;
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  const single = (identifier: unknown) => t.app.inject({ method: 'POST', url: '/api/magic-links/single', payload: { identifier }, headers: { cookie: admin } });
  const verify = (token: string) => t.app.inject({ url: `/api/magic-links/verify?token=${encodeURIComponent(token)}` });
  const setPassword = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/api/magic-links/set-password', payload: { token, password } });
  const auditCount = async (action: string) => (await t.handle.db.selectFrom('audit_log').select('id').where('action', '=', action).execute()).length;

  it('generates a link for a coach typed by email, mails it, and lets the coach set a password once', async () => {
    const response = await single(CASEY.toUpperCase());
    expect(response.statusCode).toBe(200);
    const generated = json<GeneratedLink>(response);
    expect(generated).toMatchObject({ name: 'Casey Morgan', email: CASEY, mailed: true });
    expect(new Date(generated.expiresAt).getTime() - clock.getTime()).toBe(48 * 3600_000);
    const link = new URL(generated.magicLink);
    expect(link.origin + link.pathname).toBe(`${t.ctx.config.publicUrl}/auth`);
    expect(link.searchParams.get('mode')).toBe('setPassword');

    const message = await mail.waitFor((m) => m.to.includes(CASEY));
    expect(message.subject).toBe('Your Dugout coach portal sign-in link');
    expect(authLinkIn(message).href).toBe(link.href);

    const token = tokenOfAuthLink(generated.magicLink);
    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(json(verified)).toEqual({ success: true, user: { name: 'Casey Morgan', email: CASEY }, message: 'Magic link verified' });
    // Looking does not use the link up.
    expect((await verify(token)).statusCode).toBe(200);
    // The browser application sends the token in the body (the link carries it in its fragment): the same answer.
    expect(link.hash).toBe(`#token=${token}`);
    const posted = await t.app.inject({ method: 'POST', url: '/api/magic-links/verify', payload: { token } });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers['cache-control']).toBe('no-store');
    expect(json(posted)).toEqual(json(verified));
    errorMessage(await t.app.inject({ method: 'POST', url: '/api/magic-links/verify', payload: { token: 'no-such-token' } }), MAGIC_LINK_INVALID);

    const cookie = await signIn(t.app, CASEY, DEMO_PASSWORDS.coach);
    const weak = await setPassword(token, 'abcdef');
    expect(weak.statusCode).toBe(400);
    errorMessage(weak, 'Password must contain at least one letter and one number');
    // The coach's own name is a guessable word; the link stays usable after the refusal.
    const guessable = await setPassword(token, 'caseymorgan1');
    expect(guessable.statusCode).toBe(400);
    errorMessage(guessable, /^This password is too easy to guess/);
    const done = await setPassword(token, 'casey-first1');
    expect(done.statusCode).toBe(200);
    expect(json(done)).toEqual({
      success: true,
      message: 'Your password has been set. You can now log in with your email and new password.',
    });
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: CASEY, password: 'casey-first1' } })).statusCode).toBe(200);

    const reused = await setPassword(token, 'casey-again1');
    expect(reused.statusCode).toBe(400);
    errorMessage(reused, MAGIC_LINK_INVALID);
    errorMessage(await verify(token), MAGIC_LINK_INVALID);
  });

  it('keeps one active link per coach: a new one revokes the old; links end after 48 hours', async () => {
    const sam = json<Coach[]>(await t.app.inject({ url: '/api/coaches' })).find((c) => c.name === 'Sam Rivera');
    const first = json<GeneratedLink>(await single(sam?.id));
    const second = json<GeneratedLink>(await single(String(sam?.id)));
    expect(second.name).toBe('Sam Rivera');
    errorMessage(await verify(tokenOfAuthLink(first.magicLink)), MAGIC_LINK_INVALID);
    expect((await verify(tokenOfAuthLink(second.magicLink))).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 48 * 3600_000 + 1000);
    errorMessage(await verify(tokenOfAuthLink(second.magicLink)), MAGIC_LINK_INVALID);
    errorMessage(await setPassword(tokenOfAuthLink(second.magicLink), 'too-late1'), MAGIC_LINK_INVALID);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_ACCOUNTS.oneTeamCoach, password: DEMO_PASSWORDS.coach } })).statusCode,
    ).toBe(200);
  });

  it('refuses links for accounts that are not coaches, unknown coaches and an empty choice', async () => {
    const notCoach = await single(DEMO_ACCOUNTS.orgAdmin);
    expect(notCoach.statusCode).toBe(404);
    errorMessage(notCoach, `No coach has the email address ${DEMO_ACCOUNTS.orgAdmin}`);
    errorMessage(await single(999999), 'Coach not found');
    errorMessage(await single('   '), 'Please select a coach or enter an email address');
    errorMessage(await verify('made-up'), MAGIC_LINK_INVALID);
    const missing = await t.app.inject({ url: '/api/magic-links/verify' });
    expect(missing.statusCode).toBe(400);
    errorMessage(missing);
  });

  it('generates and mails a link to every coach with an email, with an audit row each', async () => {
    const before = mail.messages.length;
    const audits = await auditCount('magic_link.issue');
    const response = await t.app.inject({ method: 'POST', url: '/api/magic-links/generate', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    const { count } = json<{ count: number }>(response);
    expect(count).toBe(coachCount);
    expect(await auditCount('magic_link.issue')).toBe(audits + count);
    // A mail of an earlier test may still arrive in between: wait for every coach's own.
    const recipients = () => new Set(mail.messages.slice(before).flatMap((m) => m.to));
    await mail.waitFor(() => recipients().size >= count, 20_000);
    expect(recipients().size).toBe(count);
  });

  it("exports 'Email,Name,Magic Link' with a fresh working link per coach, refusing another site", async () => {
    const response = await t.app.inject({ url: '/api/magic-links/export', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="magic-links-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = Papa.parse<string[]>(response.body, { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Email', 'Name', 'Magic Link']);
    expect(rows).toHaveLength(coachCount + 1);
    const jordan = rows.find((r) => r[0] === DEMO_ACCOUNTS.multiTeamCoach);
    expect(jordan?.[1]).toBe('Jordan Lee');
    expect((await verify(tokenOfAuthLink(jordan?.[2] ?? 'http://x/'))).statusCode).toBe(200);

    const crossSite = await t.app.inject({ url: '/api/magic-links/export', headers: { cookie: admin, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    // The refused export issued nothing: Jordan's exported link still works.
    expect((await verify(tokenOfAuthLink(jordan?.[2] ?? 'http://x/'))).statusCode).toBe(200);
  });

  it('neutralises a coach name a spreadsheet would run as a formula', async () => {
    const coach = json<Coach[]>(await t.app.inject({ url: '/api/coaches' })).find((c) => c.name === 'Jordan Lee');
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${coach?.id}`,
      payload: { name: '=HYPERLINK("http://evil.example","Jordan")' },
      headers: { cookie: admin },
    });
    expect(renamed.statusCode).toBe(200);
    const csv = (await t.app.inject({ url: '/api/magic-links/export', headers: { cookie: admin } })).body;
    const row = Papa.parse<string[]>(csv).data.find((r) => r[0] === DEMO_ACCOUNTS.multiTeamCoach);
    expect(row?.[1]).toBe('\'=HYPERLINK("http://evil.example","Jordan")');
  });

  it('imports a CSV of coach emails: total, imported, skipped and a reason per skipped row', async () => {
    const before = mail.messages.length;
    const file = [
      'Email,Name',
      `${CASEY},Casey`,
      'stranger@example.com,Nobody',
      ',Blank',
      'not-an-email,Bad',
      `${CASEY.toUpperCase()},Again`,
      `${DEMO_ACCOUNTS.orgAdmin},Ops`,
    ].join('\r\n');
    const response = await t.app.inject({ method: 'POST', url: '/api/magic-links/import', ...withCookie(csvUpload('links.csv', file), admin) });
    expect(response.statusCode).toBe(200);
    expect(json<LinkImportResult>(response)).toEqual({
      total: 6,
      imported: 1,
      skipped: 5,
      errors: [
        'Row 3: no coach has the email address stranger@example.com',
        'Row 4: no email address',
        "Row 5: 'not-an-email' is not a valid email address",
        `Row 6: ${CASEY.toUpperCase()} appears more than once`,
        `Row 7: no coach has the email address ${DEMO_ACCOUNTS.orgAdmin}`,
      ],
    });
    await mail.waitFor((m) => m.to.includes(CASEY) && mail.messages.indexOf(m) >= before);
  });

  it('refuses an import that is not a CSV file, has no Email column or is not multipart', async () => {
    const notCsv = await t.app.inject({ method: 'POST', url: '/api/magic-links/import', ...withCookie(csvUpload('links.txt', 'Email\na@b.co'), admin) });
    expect(notCsv.statusCode).toBe(415);
    errorMessage(notCsv, 'Please select a CSV file');
    const noColumn = await t.app.inject({ method: 'POST', url: '/api/magic-links/import', ...withCookie(csvUpload('links.csv', 'Name\nSam'), admin) });
    expect(noColumn.statusCode).toBe(400);
    errorMessage(noColumn, "The file needs a header line with an 'Email' column");
    const json415 = await t.app.inject({ method: 'POST', url: '/api/magic-links/import', payload: { file: 'x' }, headers: { cookie: admin } });
    expect(json415.statusCode).toBe(415);
    errorMessage(json415);
  });

  describe('test tool', () => {
    it('reports a token: found with its account and state, or not found', async () => {
      const generated = json<GeneratedLink>(await single(DEMO_ACCOUNTS.multiTeamCoach));
      const token = tokenOfAuthLink(generated.magicLink);
      const info = json<TokenInfo>(await t.app.inject({ url: `/api/debug/magic-link/${token}`, headers: { cookie: admin } }));
      expect(info).toMatchObject({
        token,
        tokenFound: true,
        tokenData: { email: DEMO_ACCOUNTS.multiTeamCoach, expires: generated.expiresAt, isExpired: false, usedAt: null, revokedAt: null },
        verificationResult: { success: true, message: 'Magic link verified' },
      });
      // The tool sends the token in the body: the same report.
      const posted = await t.app.inject({ method: 'POST', url: '/api/debug/magic-link', payload: { token }, headers: { cookie: admin } });
      expect(json<TokenInfo>(posted)).toEqual(info);
      await single(DEMO_ACCOUNTS.multiTeamCoach);
      const replaced = json<TokenInfo>(await t.app.inject({ url: `/api/debug/magic-link/${token}`, headers: { cookie: admin } }));
      expect(replaced.tokenData?.revokedAt).not.toBeNull();
      expect(replaced.verificationResult).toEqual({ success: false, message: 'A newer link replaced this one' });
      const unknown = json<TokenInfo>(await t.app.inject({ url: '/api/debug/magic-link/nothing-here', headers: { cookie: admin } }));
      expect(unknown).toEqual({
        token: 'nothing-here',
        tokenFound: false,
        tokenData: null,
        verificationResult: { success: false, message: 'No magic link has this token' },
      });
    });

    it('generates a test link for development (this address) or production (PUBLIC_URL)', async () => {
      const generate = (mode: string, email: string = DEMO_ACCOUNTS.oneTeamCoach) =>
        t.app.inject({
          method: 'POST',
          url: '/api/debug/generate-magic-link',
          payload: { email: `  ${email} `, mode },
          headers: { cookie: admin, host: 'league.test:8080' },
        });
      const dev = json<{ success: boolean; magicLink: string; message: string }>(await generate('development'));
      expect(dev.success).toBe(true);
      expect(dev.magicLink).toMatch(/^http:\/\/league\.test:8080\/auth\?mode=setPassword#token=/);
      expect(dev.message).toBe('Test magic link has been generated successfully');
      const prod = json<{ magicLink: string }>(await generate('production'));
      expect(prod.magicLink.startsWith(`${t.ctx.config.publicUrl}/auth?mode=setPassword#token=`)).toBe(true);
      expect((await verify(tokenOfAuthLink(prod.magicLink))).statusCode).toBe(200);
      errorMessage(await generate('staging'), 'Mode must be development or production');
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/debug/generate-magic-link',
        payload: { email: '  ', mode: 'development' },
        headers: { cookie: admin },
      });
      errorMessage(empty, 'Please enter an email address');
      expect((await generate('development', 'nobody@example.com')).statusCode).toBe(404);
    });
  });

  it('tells the administrator when the mail server did not take the link, and keeps it to send later', async () => {
    const probe = await startMailCatcher();
    const deadServer = probe.url;
    await probe.close();
    const offline = await createTestApp({ engine, smtpUrl: deadServer });
    try {
      const cookie = await signIn(offline.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
      const response = await offline.app.inject({ method: 'POST', url: '/api/magic-links/single', payload: { identifier: CASEY }, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      const generated = json<GeneratedLink>(response);
      expect(generated).toMatchObject({ email: CASEY, mailed: false });
      expect(generated.mailProblem).toMatch(/^The mail server did not take the message/);
      const kept = await offline.handle.db.selectFrom('mail_outbox').select(['to_address', 'text_body']).execute();
      expect(kept).toHaveLength(1);
      expect(kept[0]?.text_body).toContain(generated.magicLink);
    } finally {
      await offline.close();
    }
  });

  it('asks for a coach or an email when the identifier is neither', async () => {
    errorMessage(await single({}), 'Please select a coach or enter an email address');
  });
});

function withCookie<T extends { headers: Record<string, string> }>(request: T, cookie: string): T {
  return { ...request, headers: { ...request.headers, cookie } };
}
