import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../shared/schemas/audit';
import type { Division } from '../../../shared/schemas/league';
import { DEMO_ACCOUNTS } from '../../seed/demo';
import { createTestApp, errorMessage, json, testEngines, type TestApp, signInDemoRoles } from '../../test/harness';

describe.each(testEngines())('audit log API on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orgAdmin: string;
  let coach: string;
  let adminId: number;
  let opsId: number;
  let clock = new Date('2026-03-10T15:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp({ engine, now: () => clock });
    ({ admin, orgAdmin, coach } = await signInDemoRoles(t.app));
    const idOf = async (username: string) => (await t.handle.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    adminId = await idOf(DEMO_ACCOUNTS.admin);
    opsId = await idOf(DEMO_ACCOUNTS.orgAdmin);
    // Some history: on 10 March the admin adds a division and a team; on 12 March (late in the
    // evening in New York, already 13 March in UTC) the league operator renames the team.
    const division = json<Division>(await t.app.inject({ method: 'POST', url: '/api/divisions', headers: { cookie: admin }, payload: { name: '13U' } }));
    const team = json<{ id: number }>(
      await t.app.inject({ method: 'POST', url: `/api/divisions/${division.id}/teams`, headers: { cookie: admin }, payload: { name: 'Bay Comets' } }),
    );
    clock = new Date('2026-03-13T03:30:00.000Z');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/divisions/${division.id}/teams/${team.id}`,
      headers: { cookie: orgAdmin },
      payload: { name: 'Bay Rockets' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = async (query = '', cookie = admin) => {
    const response = await t.app.inject({ url: `/api/audit-log${query}`, headers: { cookie } });
    expect(response.statusCode, query).toBe(200);
    return json<AuditPage>(response);
  };

  it('lists the newest entries first with who did what, before and after', async () => {
    const page = await read();
    expect(page.total).toBe(3);
    expect(page.entries.map((e) => e.action)).toEqual(['team.rename', 'team.create', 'division.create']);
    expect(page.entries[0]).toMatchObject({
      at: '2026-03-13T03:30:00.000Z',
      actor: { id: opsId, name: 'Robin Ellis' },
      impersonator: null,
      entity: 'team',
      before: { name: 'Bay Comets' },
      after: { name: 'Bay Rockets' },
    });
    expect(page.entries[2]).toMatchObject({ actor: { id: adminId, name: 'Alex Director' }, before: null, after: { name: '13U' } });
    expect(page.choices.entities).toEqual(['division', 'team']);
    expect(page.choices.actions).toEqual(['division.create', 'team.create', 'team.rename']);
    expect(page.choices.actors.map((a) => a.id).sort()).toEqual([adminId, opsId].sort());
  });

  it('filters by who, entity, action and league-local dates', async () => {
    expect((await read(`?actorId=${opsId}`)).entries.map((e) => e.action)).toEqual(['team.rename']);
    expect((await read('?entity=team')).total).toBe(2);
    expect((await read('?action=division.create')).entries.map((e) => e.entity)).toEqual(['division']);
    expect((await read('?from=2026-03-12&to=2026-03-12')).entries.map((e) => e.action)).toEqual(['team.rename']);
    expect((await read('?to=2026-03-11')).total).toBe(2);
    expect((await read('?from=2026-03-13')).total).toBe(0);
    expect((await read(`?actorId=${adminId}&entity=team&action=team.create`)).total).toBe(1);
  });

  it('pages through the log', async () => {
    const first = await read('?pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.entries).toHaveLength(2);
    const second = await read('?pageSize=2&page=2');
    expect(second.entries.map((e) => e.action)).toEqual(['division.create']);
    expect((await read('?page=5')).entries).toEqual([]);
  });

  it('names a deleted account as gone rather than hiding its entries', async () => {
    const ghost = await t.handle.db
      .insertInto('users')
      .values({
        username: 'ghost',
        name: 'Gone Soon',
        role: 'org_admin',
        email: null,
        password_hash: null,
        phone: null,
        game_changer_team_name: null,
        must_change_password: 0,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .insertInto('audit_log')
      .values({
        at: '2026-03-01T12:00:00.000Z',
        actor_user_id: ghost.id,
        impersonator_user_id: adminId,
        action: 'game.delete',
        entity: 'game',
        entity_id: '5',
        before_state: '{"status":"scheduled"}',
        after_state: null,
      })
      .execute();
    await t.handle.db.deleteFrom('users').where('id', '=', ghost.id).execute();
    const entry = (await read(`?actorId=${ghost.id}`)).entries[0];
    expect(entry).toMatchObject({
      actor: { id: ghost.id, name: null },
      impersonator: { id: adminId, name: 'Alex Director' },
      entityId: '5',
      before: { status: 'scheduled' },
    });
    expect((await read(`?actorId=${adminId}&entity=game`)).total).toBe(1);
  });

  it('is for league staff: administrators and league operations, not coaches', async () => {
    const forOps = await t.app.inject({ url: '/api/audit-log', headers: { cookie: orgAdmin } });
    expect(forOps.statusCode).toBe(200);
    expect(json<AuditPage>(forOps).total).toBeGreaterThan(0);
    const forCoach = await t.app.inject({ url: '/api/audit-log', headers: { cookie: coach } });
    expect(forCoach.statusCode).toBe(403);
    errorMessage(forCoach);
    expect((await t.app.inject({ url: '/api/audit-log' })).statusCode).toBe(401);
  });

  it('refuses malformed filters with a message', async () => {
    for (const query of ['?from=yesterday', '?from=2026-03-12&to=2026-03-01', '?page=0', '?pageSize=500', '?actorId=abc']) {
      const response = await t.app.inject({ url: `/api/audit-log${query}`, headers: { cookie: admin } });
      expect(response.statusCode, query).toBe(400);
      errorMessage(response, undefined, query);
    }
    const reversed = await t.app.inject({ url: '/api/audit-log?from=2026-03-12&to=2026-03-01', headers: { cookie: admin } });
    errorMessage(reversed, 'The start date must not be after the end date');
  });
});
