import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { hashPassword } from '../../security/passwords';
import { countRows, createTestApp, signIn, testEngines, type TestApp } from '../../test/harness';
import { ensureConfiguredAdmin } from './bootstrap';
import { refuseDemoPasswords } from './demo-passwords';

/** The app's context with other settings and a log whose lines the test can read. */
function withSettings(t: TestApp, settings: Partial<AppContext['config']>): { ctx: AppContext; logged: () => string } {
  let lines = '';
  const log = pino({ level: 'info' }, { write: (line: string) => void (lines += line) });
  return { ctx: { ...t.ctx, log, config: { ...t.ctx.config, ...settings } }, logged: () => lines };
}

const login = (t: TestApp, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } }).then((r) => r.statusCode);

describe.each(testEngines())('ADMIN_USERNAME and ADMIN_PASSWORD at start on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t?.close());

  it('creates the administrator when the username is free', async () => {
    const { ctx, logged } = withSettings(t, { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'Chief2025x' });
    await ensureConfiguredAdmin(ctx);
    expect(await login(t, 'chief', 'Chief2025x')).toBe(200);
    expect(logged()).toContain('created the administrator named by ADMIN_USERNAME');
  });

  it('gives an existing administrator the configured password, ends its sessions and says so in the log', async () => {
    const cookie = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const { ctx, logged } = withSettings(t, { ADMIN_USERNAME: 'ADMIN', ADMIN_PASSWORD: 'Fresh2025key' });
    await ensureConfiguredAdmin(ctx);
    expect(await login(t, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin)).toBe(401);
    expect(await login(t, DEMO_ACCOUNTS.admin, 'Fresh2025key')).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    const line = JSON.parse(logged()) as { level: number; msg: string; username: string };
    expect(line).toMatchObject({ level: 40, username: 'ADMIN' });
    expect(line.msg).toMatch(/^ADMIN_PASSWORD set a new password for the existing administrator/);
    const audit = await t.handle.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.update').execute();
    expect(audit.map((row) => JSON.parse(row.after_state ?? '{}') as unknown)).toEqual([{ passwordChanged: true, by: 'ADMIN_PASSWORD' }]);

    // The same settings at the next start change nothing, and say so.
    const again = withSettings(t, { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'Fresh2025key' });
    await ensureConfiguredAdmin(again.ctx);
    expect(again.logged()).toContain('ADMIN_PASSWORD is already the password of the administrator named by ADMIN_USERNAME; nothing changed');
    expect(await t.handle.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.update').execute()).toHaveLength(1);
  });

  it('ends a lockout of the administrator, so whoever sets ADMIN_PASSWORD gets back in', async () => {
    const guess = (i: number) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'chief', password: `guess-${i}` }, remoteAddress: `10.7.0.${i + 1}` });
    for (let i = 0; i < 10; i++) await guess(i);
    expect(await login(t, 'chief', 'Chief2025x')).toBe(429);
    await ensureConfiguredAdmin(withSettings(t, { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'Chief2025x' }).ctx);
    expect(await login(t, 'chief', 'Chief2025x')).toBe(200);

    for (let i = 0; i < 10; i++) await guess(i);
    await ensureConfiguredAdmin(withSettings(t, { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'Chief-Umpire-2026' }).ctx);
    expect(await login(t, 'chief', 'Chief-Umpire-2026')).toBe(200);
  });

  it('refuses to start when the username belongs to a coach, and leaves the coach as they were', async () => {
    const { ctx } = withSettings(t, { ADMIN_USERNAME: DEMO_ACCOUNTS.oneTeamCoach, ADMIN_PASSWORD: 'Takeover2025' });
    await expect(ensureConfiguredAdmin(ctx)).rejects.toThrow(`ADMIN_USERNAME '${DEMO_ACCOUNTS.oneTeamCoach}' is the account of a coach, not an administrator`);
    expect(await login(t, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach)).toBe(200);
    expect(await login(t, DEMO_ACCOUNTS.oneTeamCoach, 'Takeover2025')).toBe(401);
  });
});

describe.each(testEngines())('the production check for demo passwords on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t?.close());

  it('refuses a league holding demo passwords, naming the accounts and the way out', async () => {
    const users = await countRows(t.handle, 'users');
    const refusal = refuseDemoPasswords(t.ctx);
    await expect(refusal).rejects.toThrow(`Refusing to start in production: ${users} account(s) have a password published in the README's demo sign-ins`);
    await expect(refusal).rejects.toThrow(new RegExp(`\\(${DEMO_ACCOUNTS.admin}, ${DEMO_ACCOUNTS.orgAdmin}, .* and ${users - 20} more\\)`));
    await expect(refusal).rejects.toThrow(/Give each a new password or delete it/);
  });

  it('starts once no account has one, and refuses again when a demo password is set later', async () => {
    const fresh = await hashPassword('Private-2025-pass');
    await t.handle.db.updateTable('users').set({ password_hash: fresh }).execute();
    await expect(refuseDemoPasswords(t.ctx)).resolves.toBeUndefined();

    // One coach is given a demo password again (say, by an import's first password).
    await t.handle.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(DEMO_PASSWORDS.coach) })
      .where('username', '=', DEMO_ACCOUNTS.incompleteCoach)
      .execute();
    await expect(refuseDemoPasswords(t.ctx)).rejects.toThrow(
      `1 account(s) have a password published in the README's demo sign-ins (${DEMO_ACCOUNTS.incompleteCoach})`,
    );

    await t.handle.db.deleteFrom('users').where('username', '=', DEMO_ACCOUNTS.incompleteCoach).execute();
    await expect(refuseDemoPasswords(t.ctx)).resolves.toBeUndefined();
  });
});
