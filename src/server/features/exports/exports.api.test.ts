import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarAYearLater, springCalendar } from '../../../shared/season';
import type { Coach } from '../../../shared/schemas/coach';
import type { Game } from '../../../shared/schemas/game';
import type { Division } from '../../../shared/schemas/league';
import type { SeasonSummary } from '../../../shared/schemas/season';
import { DEMO_ACCOUNTS } from '../../seed/demo';
import { DEMO_LOADED_AT } from '../../test/demo-clock';
import { createTestApp, errorMessage, json, TEST_TIMEZONE, testEngines, type TestApp, signInDemoRoles } from '../../test/harness';

/** The rows of a CSV answer, the header row first. */
const rowsOf = (csv: string) => Papa.parse<string[]>(csv.trim()).data;

describe.each(testEngines())('the office exports on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orgAdmin: string;
  let coach: string;
  let divisions: Division[];

  beforeAll(async () => {
    t = await createTestApp({ engine, now: () => DEMO_LOADED_AT });
    ({ admin, orgAdmin, coach } = await signInDemoRoles(t.app));
    divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const send = (method: 'POST' | 'PATCH', url: string, payload: object) => t.app.inject({ method, url, payload, headers: { cookie: admin } });
  const csvOf = async (url: string, cookie?: string) => {
    const response = await get(url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    return { rows: rowsOf(response.body), disposition: response.headers['content-disposition'], body: response.body };
  };

  describe('coach contacts', () => {
    it('are for league staff only', async () => {
      expect((await get('/api/admin/coaches/export')).statusCode).toBe(401);
      expect((await get('/api/admin/coaches/export', coach)).statusCode).toBe(403);
      expect((await get('/api/admin/coaches/export', orgAdmin)).statusCode).toBe(200);
    });

    it('list every coach by name with contact details and teams, as a dated download', async () => {
      const coaches = json<Coach[]>(await get('/api/coaches', admin));
      const { rows, disposition, body } = await csvOf('/api/admin/coaches/export', admin);
      expect(disposition).toBe('attachment; filename="coach-contacts-2026-05-06.csv"');
      expect(body).toContain('\r\n');
      expect(rows[0]).toEqual(['Name', 'Email', 'Phone', 'Game Changer Team Name', 'Teams']);
      expect(rows.slice(1).map((row) => row[0])).toEqual(coaches.map((c) => c.name));
      const multi = coaches.find((c) => c.email === DEMO_ACCOUNTS.multiTeamCoach);
      if (!multi) throw new Error('the demo has a coach of several teams');
      const row = rows.find((r) => r[1] === DEMO_ACCOUNTS.multiTeamCoach);
      expect(row?.slice(0, 4)).toEqual([multi.name, multi.email, multi.phone ?? '', multi.gameChangerTeamName ?? '']);
      const division = (id: number) => divisions.find((d) => d.id === id)?.name ?? '';
      expect(row?.[4]?.split('; ')).toEqual(
        multi.teamStaff.map(
          (s) => `${division(s.team.divisionId)} - ${s.team.name} (${s.role === 'assistant_coach' ? 'Assistant Coach' : 'Director / Head Coach'})`,
        ),
      );
    });

    it('write a name, phone or team name that a spreadsheet would run as a formula as text', async () => {
      const [team] = divisions[0]?.teams ?? [];
      if (!team) throw new Error('the demo has teams');
      const created = await send('POST', '/api/coaches', {
        name: '=HYPERLINK("http://evil.example","Click")',
        email: 'formula.coach@example.com',
        phone: '+1 555 010 0199',
        gameChangerTeamName: '@SUM(1+1)',
        password: 'copper lantern orbit meadow',
        teamAssignments: [{ teamId: team.id, role: 'assistant_coach' }],
      });
      expect(created.statusCode, created.body).toBe(201);
      const { rows } = await csvOf('/api/admin/coaches/export', admin);
      expect(rows.find((r) => r[1] === 'formula.coach@example.com')?.slice(0, 4)).toEqual([
        `'=HYPERLINK("http://evil.example","Click")`,
        'formula.coach@example.com',
        `'+1 555 010 0199`,
        `'@SUM(1+1)`,
      ]);
    });
  });

  describe('standings', () => {
    const COLUMNS = ['Division', 'Team', 'W', 'L', 'T', 'GP', 'Win %', 'GB', 'RS', 'RA', 'DIFF'];

    it('are public, every division of the season in the league’s order, leader first', async () => {
      const { rows, disposition } = await csvOf('/api/standings/export');
      expect(disposition).toBe('attachment; filename="standings-2026-05-06.csv"');
      expect(rows[0]).toEqual(COLUMNS);
      const body = rows.slice(1);
      expect([...new Set(body.map((r) => r[0]))]).toEqual(divisions.map((d) => d.name));
      for (const division of divisions) {
        const own = body.filter((r) => r[0] === division.name);
        expect(own.map((r) => r[1]).sort()).toEqual(division.teams.map((team) => team.name).sort());
        expect(own[0]?.[7]).toBe('0');
        for (const [, , w, l, tie, gp, , , rs, ra, diff] of own) {
          expect(Number(w) + Number(l) + Number(tie)).toBe(Number(gp));
          expect(Number(rs) - Number(ra)).toBe(Number(diff));
        }
      }
      // A losing record's run difference is a number for the spreadsheet, not text.
      expect(body.some((r) => r[10]?.startsWith('-'))).toBe(true);
    });

    it('count a final score at once', async () => {
      const games = json<Game[]>(await get('/api/games'));
      const game = games.find((g) => g.status === 'scheduled' && !g.dateTbd && g.homeTeam.divisionId === g.awayTeam.divisionId);
      if (!game) throw new Error('the demo has a scheduled game within a division');
      const wins = async () => Number((await csvOf('/api/standings/export')).rows.find((r) => r[1] === game.homeTeam.name && r[2] !== undefined)?.[2]);
      const before = await wins();
      const entered = await send('PATCH', `/api/games/${game.id}/direct-score`, { homeScore: 9, awayScore: 1 });
      expect(entered.statusCode, entered.body).toBe(200);
      expect(await wins()).toBe(before + 1);
    });

    it('write a team name that a spreadsheet would run as a formula as text', async () => {
      const division = divisions[0];
      const team = division?.teams[0];
      if (!division || !team) throw new Error('the demo has teams');
      const renamed = await send('PATCH', `/api/divisions/${division.id}/teams/${team.id}`, { name: '=1+2' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const { rows } = await csvOf('/api/standings/export');
      expect(rows.some((r) => r[0] === division.name && r[1] === `'=1+2`)).toBe(true);
    });

    it('read another season with ?season=, and refuse one the league does not have', async () => {
      const created = await send('POST', '/api/seasons', {
        name: '2026',
        calendar: calendarAYearLater(springCalendar(2025, TEST_TIMEZONE)),
        carry: { divisions: true, teams: true },
      });
      expect(created.statusCode, created.body).toBe(201);
      const season = json<SeasonSummary>(created);
      const { rows } = await csvOf(`/api/standings/export?season=${season.id}`);
      const teamCount = divisions.reduce((sum, d) => sum + d.teams.length, 0);
      expect(rows).toHaveLength(teamCount + 1);
      expect(rows.slice(1).every((r) => r.slice(2).join(',') === '0,0,0,0,.000,0,0,0,0')).toBe(true);
      const contacts = (await csvOf(`/api/admin/coaches/export?season=${season.id}`, admin)).rows;
      expect(contacts.slice(1).every((r) => r[4] === '')).toBe(true);

      errorMessage(await get('/api/standings/export?season=999999'), 'Season not found');
      expect((await get('/api/admin/coaches/export?season=0', admin)).statusCode).toBe(400);
    });
  });
});
