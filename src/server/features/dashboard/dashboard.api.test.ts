import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarAYearLater, springCalendar } from '../../../shared/season';
import type { Coach } from '../../../shared/schemas/coach';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { Game } from '../../../shared/schemas/game';
import type { SeasonClash } from '../../../shared/schemas/game-admin';
import type { Division } from '../../../shared/schemas/league';
import type { SeasonSummary } from '../../../shared/schemas/season';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { DEMO_LOADED_AT } from '../../test/demo-clock';
import { createTestApp, errorMessage, json, signIn, TEST_TIMEZONE, testEngines, type TestApp } from '../../test/harness';

const HOUR = 3_600_000;
const after = (time: string, ms: number) => new Date(Date.parse(time) + ms);

describe.each(testEngines())('the league office dashboard on %s', (engine) => {
  let t: TestApp;
  let clock = DEMO_LOADED_AT;
  let admin: string;
  let orgAdmin: string;
  let games: Game[];

  beforeAll(async () => {
    t = await createTestApp({ engine, now: () => clock });
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    orgAdmin = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    games = json<Game[]>(await t.app.inject({ url: '/api/games' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } });
  const send = (method: 'POST' | 'PATCH', url: string, payload: object, cookie = admin) => t.app.inject({ method, url, payload, headers: { cookie } });
  const dashboard = async (query = '') => {
    const response = await get(`/api/admin/dashboard${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<Dashboard>(response);
  };
  const ids = (items: { id: number }[]) => items.map((item) => item.id);

  it('is for league staff only', async () => {
    expect((await t.app.inject({ url: '/api/admin/dashboard' })).statusCode).toBe(401);
    const coach = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    expect((await get('/api/admin/dashboard', coach)).statusCode).toBe(403);
    expect((await get('/api/admin/dashboard', orgAdmin)).statusCode).toBe(200);
  });

  it('lists the disputes waiting, and drops one once it is resolved', async () => {
    const disputed = games.filter((g) => g.status === 'score_disputed');
    expect(disputed.length).toBeGreaterThan(0);
    const { disputes } = await dashboard();
    expect(disputes.count).toBe(disputed.length);
    const [first] = disputed;
    if (!first) throw new Error('the demo has a disputed game');
    expect(disputes.items[0]).toEqual({
      id: first.id,
      divisionId: first.homeTeam.divisionId,
      divisionName: expect.any(String) as string,
      homeTeamName: first.homeTeam.name,
      awayTeamName: first.awayTeam.name,
      scheduledTime: first.scheduledTime,
      dateTbd: first.dateTbd,
      timeTbd: first.timeTbd,
    });

    for (const game of disputed) expect((await send('PATCH', `/api/games/${game.id}/resolve-dispute`, { homeScore: 4, awayScore: 2 })).statusCode).toBe(200);
    expect((await dashboard()).disputes).toEqual({ count: 0, items: [] });
  });

  describe('games with no final score a day after their time', () => {
    /** The first game still waiting for its first score report, by time. */
    const waiting = () => {
      const game = games.find((g) => g.status === 'scheduled' && !g.dateTbd && !g.timeTbd && g.homeSubmittedScore === null && g.awaySubmittedScore === null);
      if (!game) throw new Error('the demo has a scheduled game at a known time with no report');
      return game;
    };

    it('lists none before any game of the season was played', async () => {
      clock = new Date('2025-03-01T12:00:00Z');
      expect((await dashboard()).overdue).toEqual({ count: 0, items: [] });
    });

    it('lists a game more than 24 hours after its time, not before', async () => {
      const game = waiting();
      clock = after(game.scheduledTime, 23 * HOUR);
      expect(ids((await dashboard()).overdue.items)).not.toContain(game.id);
      clock = after(game.scheduledTime, 25 * HOUR);
      const { overdue } = await dashboard();
      expect(ids(overdue.items)).toContain(game.id);
      expect(overdue.count).toBeGreaterThanOrEqual(overdue.items.length);
    });

    it('keeps a game while one side has not reported, and leaves it out once both reports agree', async () => {
      const game = waiting();
      clock = after(game.scheduledTime, 25 * HOUR);
      const before = (await dashboard()).overdue;
      const coaches = json<Coach[]>(await get('/api/coaches'));
      const report = async (teamId: number) => {
        const coach = coaches.find((c) => c.teamStaff.some((s) => s.teamId === teamId));
        if (!coach?.email) throw new Error(`team ${teamId} has a coach`);
        const session = await signIn(t.app, coach.email, DEMO_PASSWORDS.coach);
        const reported = await send('PATCH', `/api/games/${game.id}/score`, { homeSubmittedScore: 6, awaySubmittedScore: 4 }, session);
        expect(reported.statusCode, reported.body).toBe(200);
      };
      await report(game.homeTeamId);
      expect(ids((await dashboard()).overdue.items)).toContain(game.id);
      await report(game.awayTeamId);
      const now = (await dashboard()).overdue;
      expect(ids(now.items)).not.toContain(game.id);
      expect(now.count).toBe(before.count - 1);
      clock = DEMO_LOADED_AT;
    });
  });

  it('counts the coaches who never signed in themselves, and none once all have', async () => {
    const { neverSignedIn } = await dashboard();
    expect(neverSignedIn.items.length).toBe(Math.min(5, neverSignedIn.count));
    const [first] = neverSignedIn.items;
    if (!first?.email) throw new Error('the demo has coaches who never signed in');
    await signIn(t.app, first.email, DEMO_PASSWORDS.coach);
    const now = (await dashboard()).neverSignedIn;
    expect(now.count).toBe(neverSignedIn.count - 1);
    expect(ids(now.items)).not.toContain(first.id);

    await t.handle.db.updateTable('users').set({ last_signed_in_at: clock.toISOString() }).where('role', '=', 'coach').execute();
    expect((await dashboard()).neverSignedIn).toEqual({ count: 0, items: [] });
  });

  it('lists a team without a head coach until it has one', async () => {
    expect((await dashboard()).withoutHeadCoach).toEqual({ count: 0, items: [] });
    const [division] = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
    if (!division) throw new Error('the demo has divisions');
    const added = await send('POST', `/api/divisions/${division.id}/teams`, { name: 'Coastal Pelicans' });
    expect(added.statusCode, added.body).toBe(201);
    const team = json<{ id: number }>(added);
    const expected = { count: 1, items: [{ id: team.id, name: 'Coastal Pelicans', divisionId: division.id, divisionName: division.name }] };
    expect((await dashboard()).withoutHeadCoach).toEqual(expected);

    const created = await send('POST', '/api/coaches', {
      name: 'Robin Shore',
      email: 'robin.shore@example.com',
      password: 'pelicans2025',
      teamAssignments: [{ teamId: team.id, role: 'assistant_coach' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await dashboard()).withoutHeadCoach).toEqual(expected);

    const coach = json<Coach>(created);
    const promoted = await send('PATCH', `/api/coaches/${coach.id}`, {
      name: 'Robin Shore',
      email: 'robin.shore@example.com',
      teamAssignments: [{ teamId: team.id, role: 'director_head_coach' }],
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await dashboard()).withoutHeadCoach).toEqual({ count: 0, items: [] });
  });

  it('lists the season’s double-bookings as the clash check finds them, each with its division', async () => {
    const found = json<SeasonClash[]>(await get('/api/games/clashes'));
    expect(found.length).toBeGreaterThan(0);
    const { clashes } = await dashboard();
    expect(clashes.count).toBe(found.length);
    expect(clashes.items.map(({ divisionId: _, ...clash }) => clash)).toEqual(found.slice(0, 5));
    const [first] = clashes.items;
    expect(first?.divisionId).toBe(games.find((g) => g.id === first?.gameIds[0])?.homeTeam.divisionId);
  });

  it('reads another season with ?season=, and refuses one the league does not have', async () => {
    const created = await send('POST', '/api/seasons', { name: '2026', calendar: calendarAYearLater(springCalendar(2025, TEST_TIMEZONE)) });
    expect(created.statusCode, created.body).toBe(201);
    const season = json<SeasonSummary>(created);
    const next = await dashboard(`?season=${season.id}`);
    expect(next.season).toEqual({ id: season.id, name: '2026', current: false, timeZone: TEST_TIMEZONE });
    expect([next.disputes, next.overdue, next.withoutHeadCoach, next.clashes]).toEqual([0, 1, 2, 3].map(() => ({ count: 0, items: [] })));
    expect((await dashboard()).season).toMatchObject({ name: '2025', current: true });

    errorMessage(await get('/api/admin/dashboard?season=999999'), 'Season not found');
    expect((await get('/api/admin/dashboard?season=abc')).statusCode).toBe(400);
  });
});
