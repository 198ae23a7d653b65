import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../shared/schemas/audit';
import type { Coach } from '../../../shared/schemas/coach';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { cookieHeader, createTestApp, json, signIn, testEngines, type TestApp } from '../../test/harness';

const ADMIN_ONLY_ACTIONS = ['user.create', 'magic_link.issue', 'settings.update', 'backup.create', 'impersonation.start', 'impersonation.end', 'field.restore'];

describe.each(testEngines())('the audit log league operations read on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orgAdmin: string;

  beforeAll(async () => {
    t = await createTestApp({ engine, seed: 'demo' });
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    orgAdmin = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    let acting = admin;
    const asAdmin = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
      const response = await t.app.inject({ method, url, headers: { cookie: acting }, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBeLessThan(300);
      // Acting as a coach starts and ends with a new session token.
      if (response.headers['set-cookie']) acting = cookieHeader(response);
    };
    // The administrator's own work: accounts, sign-in links, settings, a backup, impersonation...
    await asAdmin('POST', '/api/users', {
      username: 'pat.keeper',
      password: 'Keeper-Of-Books-5521',
      email: 'pat.keeper@example.com',
      role: 'org_admin',
      name: 'Pat Keeper',
      phone: '(555) 410-2200',
    });
    await asAdmin('POST', '/api/magic-links/single', { identifier: DEMO_ACCOUNTS.oneTeamCoach });
    await asAdmin('PUT', '/api/settings/self-registration', { enabled: true });
    await asAdmin('POST', '/api/admin/backup');
    const sam = json<Coach[]>(await t.app.inject({ url: '/api/coaches' })).find((c) => c.name === 'Sam Rivera');
    await asAdmin('POST', `/api/impersonate/${sam?.id}`);
    await asAdmin('POST', '/api/end-impersonation');
    admin = acting;
    // (a restore from a backup is recorded like this)
    await t.handle.db
      .insertInto('audit_log')
      .values({
        at: new Date().toISOString(),
        actor_user_id: null,
        impersonator_user_id: null,
        action: 'field.restore',
        entity: 'field',
        entity_id: '1',
        before_state: null,
        after_state: null,
      })
      .execute();
    // ...and league work both staff roles read.
    await asAdmin('POST', '/api/divisions', { name: '13U' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = async (cookie: string, query = '') => {
    const response = await t.app.inject({ url: `/api/audit-log${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return json<AuditPage>(response);
  };

  it('holds every record for an administrator', async () => {
    const page = await read(admin, '?pageSize=100');
    expect(page.entries.map((e) => e.action)).toEqual(expect.arrayContaining([...ADMIN_ONLY_ACTIONS, 'division.create']));
  });

  it('leaves out accounts, sign-in links, backups, restores, impersonation and administrator settings for league operations', async () => {
    const page = await read(orgAdmin, '?pageSize=100');
    expect(page.entries.map((e) => e.action)).toEqual(['division.create']);
    expect(page.total).toBe(1);
    expect(page.choices.entities).toEqual(['division']);
    expect(page.choices.actions).toEqual(['division.create']);
    expect(JSON.stringify(page)).not.toContain('pat.keeper');
  });

  it('answers league operations nothing when they filter for those records', async () => {
    for (const query of ['?entity=user', '?entity=backup', '?entity=setting', '?action=field.restore', '?action=magic_link.issue']) {
      const page = await read(orgAdmin, query);
      expect(page.total, query).toBe(0);
      expect(page.entries, query).toEqual([]);
    }
  });
});
