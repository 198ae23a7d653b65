import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../../shared/schemas/game';
import type { Division } from '../../../shared/schemas/league';
import type { PlayoffFormat, PoolStandings } from '../../../shared/schemas/playoffs';
import { computeStandings } from '../../../shared/standings';
import { planSpecSeason } from '../../seed/demo';
import { createTestApp, divisionNamed, errorMessage, json, testEngines, TEST_TIMEZONE, type TestApp } from '../../test/harness';

const plan = planSpecSeason(TEST_TIMEZONE);

describe.each(testEngines())('playoffs API on %s', (engine) => {
  let t: TestApp;
  let divisions: Division[];
  let formats: PlayoffFormat[];
  let games: Game[];
  beforeAll(async () => {
    t = await createTestApp({ engine });
    divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
    formats = json<PlayoffFormat[]>(await t.app.inject({ url: '/api/playoff-formats' }));
    games = json<Game[]>(await t.app.inject({ url: '/api/games' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const division = (name: string): Division => divisionNamed(divisions, name);
  const poolStandings = async (divisionId: number) => {
    const response = await t.app.inject({ url: `/api/divisions/${divisionId}/pool-standings` });
    expect(response.statusCode).toBe(200);
    return { response, standings: json<PoolStandings>(response) };
  };

  it('GET /api/playoff-formats gives one format per division with its pools and championship', async () => {
    const response = await t.app.inject({ url: '/api/playoff-formats' });
    expect(response.statusCode).toBe(200);
    expect(formats.map((f) => f.divisionName)).toEqual(['8U', '9U', '10U', '11U', '12U']);
    for (const format of formats) {
      const own = division(format.divisionName);
      expect(format.divisionId).toBe(own.id);
      expect(format.pools.map((p) => p.name)).toEqual(['Gold Pool', 'Silver Pool']);
      const seeds = format.pools.flatMap((p) => p.seedsIncluded).sort((a, b) => a - b);
      expect(seeds).toEqual(own.teams.map((_, i) => i + 1));
      for (const pool of format.pools) {
        expect(pool.description).toMatch(/\S/);
        for (const matchup of pool.matchups ?? []) {
          expect(pool.seedsIncluded).toContain(matchup.homeTeamSeed);
          expect(pool.seedsIncluded).toContain(matchup.awayTeamSeed);
        }
      }
      expect(format.championship.description).toMatch(/\S/);
      expect(format.championship.participants.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('GET /api/divisions/{id}/pool-standings answers each pool with its rows, not to be cached', async () => {
    const tenU = division('10U');
    const { response, standings } = await poolStandings(tenU.id);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(Object.keys(standings)).toEqual(['Gold Pool', 'Silver Pool']);
    const format = formats.find((f) => f.divisionId === tenU.id);
    const seen: number[] = [];
    for (const pool of format?.pools ?? []) {
      const rows = standings[pool.name] ?? [];
      expect(rows).toHaveLength(pool.seedsIncluded.length);
      expect(rows.map((r) => r.seed)).toEqual(rows.map((_, i) => i + 1));
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(
          ['gamesBack', 'losses', 'runDiff', 'runsAllowed', 'runsScored', 'seed', 'team', 'ties', 'winPercentage', 'wins'].sort(),
        );
        expect(tenU.teams.map((team) => team.id)).toContain(row.team.id);
        expect(row.runDiff).toBe(row.runsScored - row.runsAllowed);
        seen.push(row.team.id);
      }
      for (let i = 1; i < rows.length; i++) {
        expect((rows[i - 1]?.winPercentage ?? 0) >= (rows[i]?.winPercentage ?? 0)).toBe(true);
      }
    }
    expect(seen.sort((a, b) => a - b)).toEqual(tenU.teams.map((team) => team.id).sort((a, b) => a - b));
  });

  it('fills the pools from the phase 1 standings and counts the completed phase 2 games', async () => {
    for (const name of ['8U', '10U', '12U']) {
      const own = division(name);
      const { standings } = await poolStandings(own.id);
      const phase1 = computeStandings(
        own.teams,
        games.filter((g) => g.homeTeam.divisionId === own.id),
      );
      const goldSize = formats.find((f) => f.divisionId === own.id)?.pools[0]?.seedsIncluded.length ?? 0;
      const gold = standings['Gold Pool'] ?? [];
      expect(gold.map((r) => r.team.id).sort(), name).toEqual(
        phase1
          .slice(0, goldSize)
          .map((r) => r.teamId)
          .sort(),
      );
      const phase2 = games.filter((g) => g.homeTeam.divisionId === own.id && g.phase === 2 && g.status === 'completed');
      const rows = Object.values(standings).flat();
      const decided = phase2.filter((g) => g.homeScore !== g.awayScore).length;
      expect(
        rows.reduce((sum, r) => sum + r.wins, 0),
        name,
      ).toBe(decided);
      expect(
        rows.reduce((sum, r) => sum + r.losses, 0),
        name,
      ).toBe(decided);
      expect(
        rows.reduce((sum, r) => sum + r.runsScored, 0),
        name,
      ).toBe(phase2.reduce((sum, g) => sum + (g.homeScore ?? 0) + (g.awayScore ?? 0), 0));
    }
  });

  it("fills 11U's pools from its fixed seed list", async () => {
    const elevenU = division('11U');
    const fixed = plan.divisions.find((d) => d.name === '11U')?.fixedSeedTeamIds ?? [];
    expect(fixed).toHaveLength(6);
    const { standings } = await poolStandings(elevenU.id);
    const format = formats.find((f) => f.divisionId === elevenU.id);
    for (const pool of format?.pools ?? []) {
      const expected = pool.seedsIncluded.map((seed) => fixed[seed - 1]).sort((a, b) => (a ?? 0) - (b ?? 0));
      expect(
        (standings[pool.name] ?? []).map((r) => r.team.id).sort((a, b) => a - b),
        pool.name,
      ).toEqual(expected);
    }
  });

  it('GET /api/11u-pool-standings answers the 11U pool standings', async () => {
    const response = await t.app.inject({ url: '/api/11u-pool-standings' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const { standings } = await poolStandings(division('11U').id);
    expect(json<PoolStandings>(response)).toEqual(standings);
    expect(Object.keys(standings).length).toBeGreaterThan(0);
  });

  it('answers 404 with a message for an unknown division and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({ url: '/api/divisions/9999/pool-standings' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: 'Division not found' });
    for (const bad of ['abc', '0', '1e3x']) {
      const malformed = await t.app.inject({ url: `/api/divisions/${bad}/pool-standings` });
      expect(malformed.statusCode, bad).toBe(400);
      errorMessage(malformed, undefined, bad);
    }
  });
});
