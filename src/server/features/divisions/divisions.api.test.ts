import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Division, Team } from '../../../shared/schemas/league';
import { planSpecSeason } from '../../seed/demo';
import { createTestApp, json, testEngines, TEST_TIMEZONE, type TestApp } from '../../test/harness';

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
