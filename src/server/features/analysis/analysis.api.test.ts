import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DivisionAnalysis } from '../../../shared/schemas/analysis';
import type { AuditPage } from '../../../shared/schemas/audit';
import type { Game } from '../../../shared/schemas/game';
import type { Division } from '../../../shared/schemas/league';
import type { SeasonSummary } from '../../../shared/schemas/season';
import { calendarAYearLater, springCalendar } from '../../../shared/season';
import { createTestApp, errorMessage, json, TEST_TIMEZONE, testEngines, type TestApp, signInDemoRoles, divisionNamed } from '../../test/harness';

describe.each(testEngines())('division analysis API on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orgAdmin: string;
  let coach: string;
  let divisions: Division[];
  beforeAll(async () => {
    t = await createTestApp({ engine });
    ({ admin, orgAdmin, coach } = await signInDemoRoles(t.app));
    divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const division = (name: string) => divisionNamed(divisions, name);
  const analysis = (id: number, cookie?: string, query = '') =>
    t.app.inject({ url: `/api/divisions/${id}/analysis${query}`, headers: cookie ? { cookie } : {} });
  const publish = async (published: boolean) => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/settings/division-analysis', headers: { cookie: admin }, payload: { public: published } });
    expect(response.statusCode).toBe(200);
  };

  it('answers league staff the metrics of a division as the demo results give them, with a summary and a split', async () => {
    const twelveU = division('12U');
    const response = await analysis(twelveU.id, orgAdmin);
    expect(response.statusCode).toBe(200);
    const body = json<DivisionAnalysis>(response);
    const teamIds = new Set(twelveU.teams.map((t) => t.id));
    const games = json<Game[]>(await t.app.inject({ url: '/api/games' })).filter(
      (g) => g.phase === 1 && g.status === 'completed' && g.forfeitedBy === undefined && teamIds.has(g.homeTeamId) && teamIds.has(g.awayTeamId),
    );
    expect(body.division).toEqual({ id: twelveU.id, name: '12U' });
    expect(body.pythagoreanExponent).toBe(1.83);
    expect(body.gamesPlayed).toBe(games.length);
    const margins = games.map((g) => Math.abs((g.homeScore ?? 0) - (g.awayScore ?? 0)));
    expect(body.mercy.games).toBe(margins.filter((m) => m >= 10).length);
    expect(body.blowOuts.games).toBe(margins.filter((m) => m >= 7 && m < 10).length);
    expect(body.closeGames.games).toBe(margins.filter((m) => m <= 2).length);
    expect(body.teams.map((t) => t.teamId).sort()).toEqual([...teamIds].sort());
    expect(body.seasonParity.map((d) => d.winPctSpread)).toEqual([...body.seasonParity.map((d) => d.winPctSpread)].sort((a, b) => a - b));
    const least = body.seasonParity[body.seasonParity.length - 1];
    expect(body.summary[0]).toContain(`${least?.divisionName} is the least balanced division of the ${body.season.name} season`);
    expect(body.split?.pools.map((p) => p.name)).toEqual(['Gold Pool', 'Silver Pool']);
    expect(body.split?.pools.flatMap((p) => p.teamIds).sort()).toEqual([...teamIds].sort());
    const [gold, silver] = body.split?.pools ?? [];
    expect(gold?.meanWinPct, 'Gold takes the stronger teams').toBeGreaterThanOrEqual(silver?.meanWinPct ?? 1);
    expect(body.split?.availability).toHaveLength(teamIds.size);
  });

  it('refuses visitors (401) and coaches (403) while the league keeps it to league staff', async () => {
    const tenU = division('10U');
    expect(json<{ public: boolean }>(await t.app.inject({ url: '/api/settings/division-analysis' }))).toEqual({ public: false });
    const anonymous = await analysis(tenU.id);
    expect(anonymous.statusCode).toBe(401);
    expect(errorMessage(anonymous)).toBe('Sign in as league staff to see division analysis');
    const asCoach = await analysis(tenU.id, coach);
    expect(asCoach.statusCode).toBe(403);
    expect(errorMessage(asCoach)).toBe('Division analysis is for league staff until the league makes it public');
  });

  it('answers everyone once an administrator makes it public, an audited change only an administrator makes', async () => {
    const tenU = division('10U');
    const refused = await t.app.inject({ method: 'PUT', url: '/api/settings/division-analysis', headers: { cookie: orgAdmin }, payload: { public: true } });
    expect(refused.statusCode).toBe(403);
    await publish(true);
    try {
      expect(json<{ public: boolean }>(await t.app.inject({ url: '/api/settings/division-analysis' }))).toEqual({ public: true });
      expect((await analysis(tenU.id)).statusCode).toBe(200);
      expect(json<DivisionAnalysis>(await analysis(tenU.id, coach)).division.name).toBe('10U');
      const unknown = await analysis(999999);
      expect(unknown.statusCode).toBe(404);
      const log = json<AuditPage>(await t.app.inject({ url: '/api/audit-log?entity=setting', headers: { cookie: admin } }));
      expect(log.entries[0]).toMatchObject({ action: 'settings.update', entityId: 'division_analysis_public', before: false, after: true });
    } finally {
      await publish(false);
    }
    expect((await analysis(tenU.id)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown division and for a season the division is not of, 400 for a malformed id; ?season= names another season', async () => {
    const unknown = await analysis(999999, admin);
    expect(unknown.statusCode).toBe(404);
    expect(errorMessage(unknown)).toBe('Division not found');
    const [current] = json<SeasonSummary[]>(await t.app.inject({ url: '/api/seasons' }));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/seasons',
      headers: { cookie: admin },
      payload: { name: '2026', calendar: calendarAYearLater(springCalendar(2025, TEST_TIMEZONE)), carry: { divisions: true, teams: true } },
    });
    expect(created.statusCode).toBe(201);
    const next = json<SeasonSummary[]>(await t.app.inject({ url: '/api/seasons' })).find((s) => s.name === '2026');
    if (!current || !next) throw new Error('the seasons were not listed');
    const tenU = division('10U');
    expect((await analysis(tenU.id, admin, `?season=${current.id}`)).statusCode).toBe(200);
    const elsewhere = await analysis(tenU.id, admin, `?season=${next.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(errorMessage(elsewhere)).toBe(`Division ${tenU.id} is not a division of the 2026 season`);
    expect((await analysis(tenU.id, admin, '?season=nope')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/divisions/abc/analysis', headers: { cookie: admin } })).statusCode).toBe(400);

    const nextTenU = json<Division[]>(await t.app.inject({ url: `/api/divisions?season=${next.id}` })).find((d) => d.name === '10U');
    if (!nextTenU) throw new Error('10U was carried into 2026');
    const response = await analysis(nextTenU.id, admin, `?season=${next.id}`);
    expect(response.statusCode).toBe(200);
    const body = json<DivisionAnalysis>(response);
    expect(body.season).toEqual({ id: next.id, name: '2026' });
    expect(body.gamesPlayed).toBe(0);
    expect(body.seasonParity).toEqual([]);
    expect(body.summary).toEqual(['10U has no phase 1 results yet.']);
  });
});
