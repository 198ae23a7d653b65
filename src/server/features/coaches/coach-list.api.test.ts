import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coach } from '../../../shared/schemas/coach';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../db/seed/demo';
import { createTestApp, json, signIn, testEngines, type TestApp } from '../../test/harness';

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
});
