import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coach } from '../../../shared/schemas/coach';
import type { Division, Team, TeamDetail } from '../../../shared/schemas/league';
import type { SeasonSummary } from '../../../shared/schemas/season';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, planSpecSeason } from '../../seed/demo';
import { createTestApp, errorMessage, json, signIn, testEngines, TEST_TIMEZONE, type TestApp } from '../../test/harness';

const plan = planSpecSeason(TEST_TIMEZONE);

describe.each(testEngines())('divisions and teams API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/divisions lists the five divisions in order, each with its teams', async () => {
    const response = await t.app.inject({ url: '/api/divisions' });
    expect(response.statusCode).toBe(200);
    const divisions = json<Division[]>(response);
    expect(divisions.map((d) => d.name)).toEqual(['8U', '9U', '10U', '11U', '12U']);
    for (const division of divisions) {
      const planned = plan.teams.filter((team) => team.divisionId === division.id);
      expect(division.teams.map((team) => team.name).sort(), division.name).toEqual(planned.map((team) => team.name).sort());
      for (const team of division.teams) {
        expect(team).toEqual({ id: expect.any(Number) as number, name: expect.any(String) as string, divisionId: division.id });
      }
    }
    expect(divisions.find((d) => d.name === '11U')?.teams).toHaveLength(6);
  });

  it('GET /api/teams lists every team once with its division', async () => {
    const response = await t.app.inject({ url: '/api/teams' });
    expect(response.statusCode).toBe(200);
    const teams = json<Team[]>(response);
    const divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
    expect(teams).toHaveLength(plan.teams.length);
    expect(new Set(teams.map((team) => team.id)).size).toBe(teams.length);
    for (const team of teams) {
      const division = divisions.find((d) => d.id === team.divisionId);
      expect(team.division).toEqual({ id: team.divisionId, name: division?.name });
      expect(division?.teams.map((x) => x.id)).toContain(team.id);
    }
  });

  it("GET /api/teams/{id} answers the team with its division, season and coaches' names, never their contact details", async () => {
    const admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const coaches = json<Coach[]>(await t.app.inject({ url: '/api/coaches', headers: { cookie: admin } }));
    const sam = coaches.find((c) => c.email === DEMO_ACCOUNTS.oneTeamCoach);
    const place = sam?.teamStaff[0];
    if (!sam || !place) throw new Error('the demo has Sam Rivera on a team');
    const [current] = json<SeasonSummary[]>(await t.app.inject({ url: '/api/seasons' })).filter((s) => s.current);

    const response = await t.app.inject({ url: `/api/teams/${place.teamId}` });
    expect(response.statusCode).toBe(200);
    const team = json<TeamDetail>(response);
    expect(team).toMatchObject({
      id: place.teamId,
      name: place.team.name,
      divisionId: place.team.divisionId,
      division: place.team.division,
      seasonId: current?.id,
    });
    const onTeam = coaches.filter((c) => c.teamStaff.some((s) => s.teamId === place.teamId));
    expect(team.coaches.map((c) => c.name).sort()).toEqual(onTeam.map((c) => c.name).sort());
    expect(team.coaches).toContainEqual({ name: sam.name, role: place.role });
    expect(team.coaches[0]?.role).toMatch(/head_coach/);
    for (const coach of team.coaches) expect(Object.keys(coach).sort()).toEqual(['name', 'role']);
    for (const contact of onTeam.flatMap((c) => [c.email, c.phone])) if (contact) expect(response.body).not.toContain(contact);
  });

  it('GET /api/teams/{id} shows a renamed team at once, and says so for an unknown or malformed id', async () => {
    const admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const [team] = json<Team[]>(await t.app.inject({ url: '/api/teams' }));
    if (!team) throw new Error('the demo has teams');
    expect(json<TeamDetail>(await t.app.inject({ url: `/api/teams/${team.id}` })).name).toBe(team.name);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/divisions/${team.divisionId}/teams/${team.id}`,
      headers: { cookie: admin },
      payload: { name: `${team.name} Renamed` },
    });
    expect(renamed.statusCode).toBe(200);
    expect(json<TeamDetail>(await t.app.inject({ url: `/api/teams/${team.id}` })).name).toBe(`${team.name} Renamed`);

    const unknown = await t.app.inject({ url: '/api/teams/987654' });
    expect(unknown.statusCode).toBe(404);
    errorMessage(unknown, 'Team not found');
    const malformed = await t.app.inject({ url: '/api/teams/abc' });
    expect(malformed.statusCode).toBe(400);
    errorMessage(malformed);
  });

  it('answers empty lists on an installation without a league', async () => {
    const empty = await createTestApp({ engine, seed: 'none' });
    try {
      expect(json<Division[]>(await empty.app.inject({ url: '/api/divisions' }))).toEqual([]);
      expect(json<Team[]>(await empty.app.inject({ url: '/api/teams' }))).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
