import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from '../../scripts/lib/poll';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/server-process';
import { tokenOfLink } from '../shared/auth-links';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from './seed/demo';
import { SESSION_COOKIE } from './auth';
import { tokenDigest } from './security/tokens';

const FORGED_REQUEST_ID = 'forged-request-id-from-the-client';

/**
 * A server process logging at debug level, without SMTP (mail waits in the outbox), walked through
 * every way a token is issued and used: password reset, sign-in links (one, all, export), the
 * spec's GET verify and the page's POST verify, links of the older form, the testing tool, sign-in,
 * a coach's private calendar link (read, used, reset).
 * Its whole log is then searched for every token issued and every token's digest.
 */
describe('the log of a server that issued and took every kind of token', () => {
  let dir: string;
  let server: ServerProcess;
  const secret = randomBytes(32).toString('hex');
  /** Every link, session and sign-in token the server handed out during the story. */
  const issued = new Set<string>();
  let log = '';

  const call = async (method: string, path: string, options: { body?: unknown; cookie?: string } = {}) => {
    const response = await fetch(`${server.baseURL}${path}`, {
      method,
      headers: {
        'x-request-id': FORGED_REQUEST_ID,
        'sec-fetch-site': 'same-origin',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const value = cookie.split(';')[0]?.split('=')[1] ?? '';
      if (cookie.startsWith(`${SESSION_COOKIE}=`) && value) issued.add(value);
    }
    return response;
  };
  const signIn = async (username: string, password: string) => {
    const response = await call('POST', '/api/login', { body: { username, password } });
    expect(response.status, username).toBe(200);
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };
  /** Tokens of the links in the outbox (without SMTP, the mail waits there). */
  const outboxTokens = (): string[] => {
    const db = new Database(join(dir, 'league.db'), { readonly: true });
    try {
      const rows = db.prepare('select text_body from mail_outbox').all() as { text_body: string }[];
      return rows.flatMap((row) =>
        [...row.text_body.matchAll(/https?:\/\/\S+\/auth\?\S+/g)].map(([link]) => tokenOfLink(new URL(link).search, new URL(link).hash)),
      );
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dugout-log-secrets-'));
    server = await startServerProcess({
      DATABASE_URL: `sqlite:${join(dir, 'league.db')}`,
      NODE_ENV: 'development',
      SEED: 'demo',
      SESSION_SECRET: secret,
      LOG_LEVEL: 'debug',
      CLIENT_DIR: '/nonexistent',
    });

    const admin = await signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);

    // A forgotten password: the mail waits in the outbox; the page is opened from it (an older
    // link also sends the token in its query) and the new password chosen.
    expect((await call('POST', '/api/request-password-reset', { body: { email: DEMO_ACCOUNTS.multiTeamCoach } })).status).toBe(200);
    const resetToken = await pollUntil('the reset mail in the outbox', () => outboxTokens()[0]);
    expect(resetToken.length).toBeGreaterThanOrEqual(40);
    await call('GET', '/auth?mode=resetPassword');
    await call('GET', `/auth?mode=resetPassword&token=${resetToken}`);
    expect((await call('POST', '/api/reset-password', { body: { token: resetToken, password: 'Bulldogs-Dugout-4417' } })).status).toBe(200);

    // A sign-in link an administrator makes: looked at through both forms, the testing tool and
    // an encoded query key, then used to set the first password.
    const single = await call('POST', '/api/magic-links/single', { body: { identifier: DEMO_ACCOUNTS.oneTeamCoach }, cookie: admin });
    expect(single.status).toBe(200);
    const link = new URL(((await single.json()) as { magicLink: string }).magicLink);
    const linkToken = tokenOfLink(link.search, link.hash);
    issued.add(linkToken);
    expect((await call('GET', `/api/magic-links/verify?token=${linkToken}`)).status).toBe(200);
    expect((await call('GET', `/api/magic-links/verify?%74oken=${linkToken}`)).status).toBe(200);
    expect((await call('POST', '/api/magic-links/verify', { body: { token: linkToken } })).status).toBe(200);
    expect((await call('GET', `/api/debug/magic-link/${linkToken}`, { cookie: admin })).status).toBe(200);
    expect((await call('POST', '/api/debug/magic-link', { body: { token: linkToken }, cookie: admin })).status).toBe(200);
    await call('GET', `/admin/magic-links-test?token=${linkToken}`, { cookie: admin });
    expect((await call('GET', `/api/divisions?token=${linkToken}`)).status).toBeLessThan(500);
    expect((await call('GET', `/api/divisions?token=${linkToken}`)).status).toBeLessThan(500);
    expect((await call('POST', '/api/magic-links/set-password', { body: { token: linkToken, password: 'Falcons-Dugout-4417' } })).status).toBe(200);

    // Links for every coach (mailed to the outbox) and the export file (new links again).
    expect((await call('POST', '/api/magic-links/generate', { cookie: admin })).status).toBe(200);
    const exported = await (await call('GET', '/api/magic-links/export', { cookie: admin })).text();
    for (const [exportedLink] of exported.matchAll(/https?:\/\/[^\s,"]+/g)) {
      const url = new URL(exportedLink);
      issued.add(tokenOfLink(url.search, url.hash));
    }
    for (const token of outboxTokens()) issued.add(token);

    // Both new passwords sign in.
    await signIn(DEMO_ACCOUNTS.multiTeamCoach, 'Bulldogs-Dugout-4417');
    const coach = await signIn(DEMO_ACCOUNTS.oneTeamCoach, 'Falcons-Dugout-4417');

    // A coach's private calendar link: read, subscribed to, reset; the old one is asked for again.
    const feedPath = async (method: string) => ((await (await call(method, '/api/user/calendar-link', { cookie: coach })).json()) as { path: string }).path;
    const oldFeed = await feedPath('GET');
    expect((await call('GET', oldFeed)).status).toBe(200);
    const newFeed = await feedPath('POST');
    expect((await call('GET', oldFeed)).status).toBe(404);
    expect((await call('GET', newFeed)).status).toBe(200);
    for (const path of [oldFeed, newFeed]) issued.add(path.replace(/^\/calendar\/coach\/|\.ics$/g, ''));

    expect(await server.stop('SIGTERM')).toBe(0);
    log = server.output();
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('logged every request of the story, each address with its token replaced', () => {
    const lines = log.split('\n').filter((line) => line.startsWith('{'));
    const requests = lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } }).filter((line) => line.msg === 'incoming request');
    expect(requests.length).toBeGreaterThanOrEqual(15);
    const urls = requests.map((line) => line.req?.url ?? '');
    expect(urls).toContain('/auth?mode=resetPassword&token=[redacted]');
    expect(urls).toContain('/api/magic-links/verify?token=[redacted]');
    expect(urls).toContain('/api/magic-links/verify?%74oken=[redacted]');
    expect(urls).toContain('/api/debug/magic-link/[redacted]');
    expect(urls).toContain('/admin/magic-links-test?token=[redacted]');
    expect(urls).toContain('/calendar/coach/[redacted].ics');
  });

  it('holds no token the server issued, nor any token digest', () => {
    // Sessions of each sign-in, the reset link, the single link, every coach's mailed and exported link.
    expect(issued.size).toBeGreaterThan(20);
    for (const token of issued) {
      expect(token.length).toBeGreaterThanOrEqual(40);
      expect(log.includes(token), `token ${token.slice(0, 6)}... in the log`).toBe(false);
      expect(log.includes(tokenDigest(secret, token)), `digest of ${token.slice(0, 6)}... in the log`).toBe(false);
    }
  });

  it("uses the server's own request ids, not the one the client sent", () => {
    expect(log).toContain('"reqId"');
    expect(log).not.toContain(FORGED_REQUEST_ID);
  });
});
