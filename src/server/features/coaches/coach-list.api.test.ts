import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coach } from '../../../shared/schemas/coach';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import type { Division } from '../../../shared/schemas/league';
import { cookieHeader, createTestApp, json, signIn, testEngines, type TestApp } from '../../test/harness';

describe.each(testEngines())('GET /api/coaches on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every coach account by name with teams and staff roles, and no administrators', async () => {
    const cookie = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const coaches = json<Coach[]>(await t.app.inject({ url: '/api/coaches', headers: { cookie } }));
    const coachRows = await t.handle.db.selectFrom('users').select('id').where('role', '=', 'coach').execute();
    expect(coaches).toHaveLength(coachRows.length);
    const names = coaches.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).not.toContain('Alex Director');
    const jordan = coaches.find((c) => c.name === 'Jordan Lee');
    expect(jordan).toMatchObject({ email: DEMO_ACCOUNTS.multiTeamCoach, phone: '(555) 017-8812' });
    expect(jordan?.teamStaff.map((s) => [s.team.division.name, s.role])).toEqual([
      ['10U', 'director_head_coach'],
      ['12U', 'assistant_coach'],
    ]);
    expect(JSON.stringify(coaches)).not.toMatch(/password|argon2/i);
  });

  it('shows visitors who coaches which team, but no email or phone', async () => {
    const response = await t.app.inject({ url: '/api/coaches' });
    expect(response.statusCode).toBe(200);
    const coaches = json<Coach[]>(response);
    expect(coaches.length).toBeGreaterThan(0);
    expect(coaches.every((c) => c.email === null && c.phone === null)).toBe(true);
    expect(coaches.find((c) => c.name === 'Sam Rivera')?.teamStaff).toHaveLength(1);
    expect(response.body).not.toContain('@example.com');
  });

  const hasContacts = (coaches: Coach[]) => coaches.some((c) => c.email !== null || c.phone !== null);
  const coachesAs = async (cookie?: string) => {
    const response = await t.app.inject({ url: '/api/coaches', headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    return json<Coach[]>(response);
  };

  it('gives phones and emails to both administrator roles and to a coach of a team', async () => {
    for (const [username, password] of [
      [DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin],
      [DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin],
      [DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach],
    ] as const) {
      const jordan = (await coachesAs(await signIn(t.app, username, password))).find((c) => c.name === 'Jordan Lee');
      expect(jordan, username).toMatchObject({ email: DEMO_ACCOUNTS.multiTeamCoach, phone: '(555) 017-8812' });
    }
  });

  it('gives none to a coach without a team or an account still on a shared first password, whatever was asked before', async () => {
    const admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: admin },
      payload: {
        username: 'lee.teamless@example.com',
        password: 'Teamless-Coach-8841',
        email: 'lee.teamless@example.com',
        role: 'coach',
        name: 'Lee Teamless',
        phone: '(555) 300-4000',
      },
    });
    expect(created.statusCode).toBe(201);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/coaches/import',
      headers: { cookie: admin },
      payload: {
        coachesData: 'Division,Team,Email,FirstName,LastName\n10U,Highland Falcons,dana.shared@example.com,Dana,Shared',
        defaultPassword: 'Opening-Day-Bunting-25',
      },
    });
    expect(imported.statusCode).toBe(200);
    // The copy with contact details is in the cache now.
    expect(hasContacts(await coachesAs(admin))).toBe(true);

    const teamless = await signIn(t.app, 'lee.teamless@example.com', 'Teamless-Coach-8841');
    const withoutTeam = await t.app.inject({ url: '/api/coaches', headers: { cookie: teamless } });
    expect(hasContacts(json<Coach[]>(withoutTeam))).toBe(false);
    expect(withoutTeam.body).not.toContain('@example.com');
    const sharedLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'dana.shared@example.com', password: 'Opening-Day-Bunting-25' },
    });
    expect(json(sharedLogin)).toMatchObject({ mustChangePassword: true });
    expect(hasContacts(await coachesAs(cookieHeader(sharedLogin)))).toBe(false);
    expect(hasContacts(await coachesAs())).toBe(false);

    // Given a team, the same coach reads them at once.
    const divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
    const team = divisions.flatMap((d) => d.teams).find((tm) => tm.name === 'Highland Falcons');
    const { id } = json<{ id: number }>(created);
    const assigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/coaches/${id}`,
      headers: { cookie: admin },
      payload: { email: 'lee.teamless@example.com', name: 'Lee Teamless', teamAssignments: [{ teamId: team?.id, role: 'assistant_coach' }] },
    });
    expect(assigned.statusCode).toBe(200);
    expect(hasContacts(await coachesAs(teamless))).toBe(true);
  });
});
