import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coach } from '../../../shared/schemas/coach';
import type { Division } from '../../../shared/schemas/league';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { countRows, createTestApp, errorMessage, json, signIn, testEngines, type TestApp, signInDemoRoles } from '../../test/harness';

describe.each(testEngines())('coach writes on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orgAdmin: string;
  let coach: string;
  let teams: { falcons: number; bulldogs: number; mavericks: number };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    ({ admin, orgAdmin, coach } = await signInDemoRoles(t.app));
    const divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
    const team = (name: string) => {
      const found = divisions.flatMap((d) => d.teams).find((x) => x.name === name);
      if (!found) throw new Error(`no team ${name}`);
      return found.id;
    };
    teams = { falcons: team('Highland Falcons'), bulldogs: team('Greenville Bulldogs'), mavericks: team('Harbor Mavericks') };
  });
  afterAll(async () => {
    await t?.close();
  });

  const coaches = async () => json<Coach[]>(await t.app.inject({ url: '/api/coaches', headers: { cookie: admin } }));
  const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  const post = (payload: object, cookie = admin) => t.app.inject({ method: 'POST', url: '/api/coaches', headers: { cookie }, payload });
  const patch = (id: number, payload: object, cookie = admin) => t.app.inject({ method: 'PATCH', url: `/api/coaches/${id}`, headers: { cookie }, payload });

  const newCoach = (overrides: object = {}) => ({
    name: 'Morgan Blake',
    email: 'Morgan.Blake@Example.com',
    password: 'first-pass1',
    phone: '555-201-3344',
    gameChangerTeamName: 'Falcons 10U',
    teamAssignments: [
      { teamId: teams.falcons, role: 'head_coach' },
      { teamId: teams.mavericks, role: 'assistant_coach' },
    ],
    ...overrides,
  });

  it('is refused to visitors and coaches, and allowed to org_admin', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/coaches', payload: newCoach() })).statusCode).toBe(401);
    const refused = await post(newCoach(), coach);
    expect(refused.statusCode).toBe(403);
    errorMessage(refused);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/coaches/1', headers: { cookie: coach } })).statusCode).toBe(403);
    expect((await patch(1, newCoach(), coach)).statusCode).toBe(403);

    const byOps = await post(newCoach({ email: 'ops.made@example.com', name: 'Ops Made' }), orgAdmin);
    expect(byOps.statusCode).toBe(201);
  });

  it('creates a coach who signs in with the email and is listed with teams and roles', async () => {
    const response = await post(newCoach());
    expect(response.statusCode).toBe(201);
    const created = json<Coach>(response);
    expect(created).toMatchObject({
      name: 'Morgan Blake',
      email: 'morgan.blake@example.com',
      phone: '555-201-3344',
      gameChangerTeamName: 'Falcons 10U',
    });
    // In the order given, not by division.
    expect(created.teamStaff.map((s) => [s.team.name, s.team.division.name, s.role])).toEqual([
      ['Highland Falcons', '10U', 'head_coach'],
      ['Harbor Mavericks', '8U', 'assistant_coach'],
    ]);
    expect((await coaches()).find((c) => c.id === created.id)).toEqual(created);
    expect((await login('MORGAN.BLAKE@example.com', 'first-pass1')).statusCode).toBe(200);
    expect(response.body).not.toMatch(/password|argon/i);

    const audit = await t.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'coach.create')
      .where('entity_id', '=', String(created.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after_state).not.toMatch(/argon|first-pass1/);
  });

  it('answers each rule of the coach form with its message and writes nothing', async () => {
    const users = await countRows(t.handle, 'users');
    const cases: [object, number, string][] = [
      [{ name: '  ' }, 400, 'Full name is required'],
      [{ email: 'not-an-email' }, 400, 'Invalid email address'],
      [{ password: '12345' }, 400, 'Password must be at least 6 characters'],
      [{ password: undefined }, 400, 'Password must be at least 6 characters'],
      [{ teamAssignments: [] }, 400, 'At least one team assignment is required'],
      [
        { teamAssignments: [{ teamId: teams.falcons, role: 'coach' }] },
        400,
        'Role must be one of head_coach, assistant_coach, director, director_head_coach, director_assistant_coach',
      ],
      [{ teamAssignments: [{ teamId: null, role: 'head_coach' }] }, 400, 'Please choose a team'],
      [
        {
          teamAssignments: [
            { teamId: teams.falcons, role: 'head_coach' },
            { teamId: teams.falcons, role: 'director' },
          ],
        },
        400,
        'Each team can be assigned only once',
      ],
      [{ teamAssignments: [{ teamId: 99999, role: 'head_coach' }] }, 400, 'Team 99999 does not exist'],
      [{ email: 'sam.rivera@example.com' }, 409, 'An account with that email already exists'],
      [{ email: 'ADMIN' }, 400, 'Invalid email address'],
    ];
    for (const [overrides, status, message] of cases) {
      const response = await post(newCoach({ email: 'new.one@example.com', ...overrides }));
      expect(response.statusCode, message).toBe(status);
      errorMessage(response, message, message);
    }
    expect(await countRows(t.handle, 'users')).toBe(users);
  });

  describe('editing', () => {
    let morgan: Coach;
    beforeAll(async () => {
      const found = (await coaches()).find((c) => c.email === 'morgan.blake@example.com');
      if (!found) throw new Error('Morgan was not created');
      morgan = found;
    });

    it('changes details and team places, keeping the password when none is given', async () => {
      const session = await signIn(t.app, 'morgan.blake@example.com', 'first-pass1');
      const staffBefore = morgan.teamStaff.find((s) => s.teamId === teams.falcons);
      const response = await patch(morgan.id, {
        name: 'Morgan Blake-Rivera',
        email: 'morgan.br@example.com',
        phone: '',
        gameChangerTeamName: 'Falcons Blue',
        password: '',
        teamAssignments: [
          { teamId: teams.falcons, role: 'director_head_coach' },
          { teamId: teams.bulldogs, role: 'assistant_coach' },
        ],
      });
      expect(response.statusCode).toBe(200);
      const updated = json<Coach>(response);
      expect(updated).toMatchObject({ name: 'Morgan Blake-Rivera', email: 'morgan.br@example.com', phone: null, gameChangerTeamName: 'Falcons Blue' });
      expect(updated.teamStaff.map((s) => [s.team.name, s.role]).sort()).toEqual([
        ['Greenville Bulldogs', 'assistant_coach'],
        ['Highland Falcons', 'director_head_coach'],
      ]);
      // The place that stayed is the same record, with its new role.
      expect(updated.teamStaff.find((s) => s.teamId === teams.falcons)?.id).toBe(staffBefore?.id);
      // The new email signs in with the same password; the old one no longer does.
      expect((await login('morgan.br@example.com', 'first-pass1')).statusCode).toBe(200);
      expect((await login('morgan.blake@example.com', 'first-pass1')).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/user', headers: { cookie: session } })).statusCode).toBe(200);

      const audit = await t.handle.db.selectFrom('audit_log').selectAll().where('action', '=', 'coach.update').executeTakeFirstOrThrow();
      expect(JSON.parse(audit.before_state ?? '{}')).toMatchObject({ name: 'Morgan Blake' });
      expect(JSON.parse(audit.after_state ?? '{}')).toMatchObject({ name: 'Morgan Blake-Rivera', passwordChanged: false });
    });

    it('replaces the password when one is given, signing the coach out everywhere', async () => {
      const session = await signIn(t.app, 'morgan.br@example.com', 'first-pass1');
      const response = await patch(morgan.id, {
        name: 'Morgan Blake-Rivera',
        email: 'morgan.br@example.com',
        password: 'second-pass2',
        teamAssignments: [{ teamId: teams.falcons, role: 'head_coach' }],
      });
      expect(response.statusCode).toBe(200);
      expect((await login('morgan.br@example.com', 'first-pass1')).statusCode).toBe(401);
      expect((await login('morgan.br@example.com', 'second-pass2')).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/user', headers: { cookie: session } })).statusCode).toBe(401);
      const audits = await t.handle.db.selectFrom('audit_log').selectAll().where('action', '=', 'coach.set_password').execute();
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ entity: 'coach', entity_id: String(morgan.id), before_state: null, after_state: null });
      expect(JSON.stringify(audits)).not.toContain('second-pass2');
    });

    it('refuses a common password for a coach', async () => {
      const response = await patch(morgan.id, {
        name: 'Morgan Blake-Rivera',
        email: 'morgan.br@example.com',
        password: 'password1',
        teamAssignments: [{ teamId: teams.falcons, role: 'head_coach' }],
      });
      expect(response.statusCode).toBe(400);
      errorMessage(response, /^This password is too easy to guess/);
      expect((await login('morgan.br@example.com', 'second-pass2')).statusCode).toBe(200);
    });

    it('answers 404 for an unknown id or an account that is not a coach, and 400 for a malformed id', async () => {
      const body = newCoach({ email: 'x.y@example.com' });
      const adminId = (await t.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
      for (const id of [99999, adminId]) {
        const response = await patch(id, body);
        expect(response.statusCode).toBe(404);
        errorMessage(response, 'Coach not found');
        const removal = await t.app.inject({ method: 'DELETE', url: `/api/coaches/${id}`, headers: { cookie: admin } });
        expect(removal.statusCode).toBe(404);
      }
      const malformed = await t.app.inject({ method: 'PATCH', url: '/api/coaches/abc', headers: { cookie: admin }, payload: body });
      expect(malformed.statusCode).toBe(400);
      errorMessage(malformed);
    });

    it('refuses an email another account uses', async () => {
      const response = await patch(morgan.id, newCoach({ email: 'JORDAN.LEE@example.com', password: '' }));
      expect(response.statusCode).toBe(409);
      errorMessage(response, 'An account with that email already exists');
    });
  });

  it('keeps the order of team assignments as given, on create and on every edit', async () => {
    const order = (c: Coach | undefined) => c?.teamStaff.map((s) => [s.teamId, s.role]);
    const created = json<Coach>(
      await post(
        newCoach({
          email: 'order.keeper@example.com',
          name: 'Order Keeper',
          teamAssignments: [
            { teamId: teams.mavericks, role: 'assistant_coach' },
            { teamId: teams.falcons, role: 'head_coach' },
          ],
        }),
      ),
    );
    const listed = async () => (await coaches()).find((c) => c.id === created.id);
    expect(order(created)).toEqual([
      [teams.mavericks, 'assistant_coach'],
      [teams.falcons, 'head_coach'],
    ]);
    expect(order(await listed())).toEqual(order(created));

    const edits = [
      [
        { teamId: teams.falcons, role: 'director_head_coach' },
        { teamId: teams.bulldogs, role: 'assistant_coach' },
        { teamId: teams.mavericks, role: 'assistant_coach' },
      ],
      [
        { teamId: teams.falcons, role: 'director_head_coach' },
        { teamId: teams.mavericks, role: 'head_coach' },
      ],
      [
        { teamId: teams.bulldogs, role: 'head_coach' },
        { teamId: teams.falcons, role: 'assistant_coach' },
      ],
    ];
    for (const teamAssignments of edits) {
      const saved = await patch(created.id, newCoach({ email: 'order.keeper@example.com', name: 'Order Keeper', password: '', teamAssignments }));
      expect(saved.statusCode, saved.body).toBe(200);
      const wanted = teamAssignments.map((a) => [a.teamId, a.role]);
      expect(order(json<Coach>(saved))).toEqual(wanted);
      expect(order(await listed())).toEqual(wanted);
      const directory = json<{ coaches: Coach[] }>(await t.app.inject({ url: '/api/admin/coaches?q=order.keeper', headers: { cookie: admin } }));
      expect(order(directory.coaches[0])).toEqual(wanted);
    }
  });

  it('says in numbers what deleting a coach removes, to league staff only', async () => {
    const sam = (await coaches()).find((c) => c.email === DEMO_ACCOUNTS.oneTeamCoach);
    if (!sam) throw new Error('no Sam');
    const preview = (cookie: string) => t.app.inject({ url: `/api/admin/users/${sam.id}/delete-preview`, headers: { cookie } });
    const { db } = t.handle;
    const places = await db.selectFrom('team_staff').select('id').where('user_id', '=', sam.id).execute();
    const answer = json<{ teamPlaces: number; sessions: number; signInLinks: number }>(await preview(orgAdmin));
    expect(answer).toEqual({ teamPlaces: places.length, sessions: 1, signInLinks: 0 });
    expect(answer.teamPlaces).toBeGreaterThan(0);
    expect((await preview(coach)).statusCode).toBe(403);
    const adminId = (await db.selectFrom('users').select('id').where('username', '=', DEMO_ACCOUNTS.admin).executeTakeFirstOrThrow()).id;
    expect((await t.app.inject({ url: `/api/admin/users/${adminId}/delete-preview`, headers: { cookie: orgAdmin } })).statusCode).toBe(404);
  });

  it('deletes a coach with all team places; reported scores stay without a reporter', async () => {
    const sam = (await coaches()).find((c) => c.email === DEMO_ACCOUNTS.oneTeamCoach);
    if (!sam) throw new Error('no Sam');
    const { db } = t.handle;
    const reports = await db.selectFrom('score_reports').select('id').where('reported_by_user_id', '=', sam.id).execute();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/coaches/${sam.id}`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    expect((await coaches()).some((c) => c.id === sam.id)).toBe(false);
    expect(await db.selectFrom('team_staff').select('id').where('user_id', '=', sam.id).execute()).toEqual([]);
    expect((await login(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: coach } })).statusCode).toBe(401);
    if (reports.length > 0) {
      const kept = await db
        .selectFrom('score_reports')
        .select('reported_by_user_id')
        .where(
          'id',
          'in',
          reports.map((r) => r.id),
        )
        .execute();
      expect(kept.map((r) => r.reported_by_user_id)).toEqual(reports.map(() => null));
    }
    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'coach.delete').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_state ?? '{}')).toMatchObject({ name: 'Sam Rivera', teamStaff: [{ role: 'head_coach' }] });
  });
});
