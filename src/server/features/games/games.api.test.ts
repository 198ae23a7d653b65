import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachGame, Game } from '../../../shared/schemas/game';
import type { Division } from '../../../shared/schemas/league';
import type { SessionUser } from '../../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, planSpecSeason } from '../../seed/demo';
import { cookieHeader, createTestApp, errorMessage, json, testEngines, TEST_TIMEZONE, type TestApp } from '../../test/harness';

const plan = planSpecSeason(TEST_TIMEZONE);

/** The fields the spec (section 3) lists for a game. */
const SPEC_GAME_FIELDS = [
  'id',
  'scheduledTime',
  'formattedTime',
  'homeTeamId',
  'awayTeamId',
  'homeTeam',
  'awayTeam',
  'fieldId',
  'field',
  'status',
  'phase',
  'homeScore',
  'awayScore',
  'homeSubmittedScore',
  'awaySubmittedScore',
  'homeScoreVerified',
  'awayScoreVerified',
];

describe.each(testEngines())('games API on %s', (engine) => {
  let t: TestApp;
  let games: Game[];
  let divisions: Division[];
  beforeAll(async () => {
    t = await createTestApp({ engine });
    games = json<Game[]>(await t.app.inject({ url: '/api/games' }));
    divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const signInAs = async (username: string, password: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
    expect(response.statusCode).toBe(200);
    return { cookie: cookieHeader(response), user: json<SessionUser>(response) };
  };

  const gameById = (id: number) => {
    const found = games.find((g) => g.id === id);
    if (!found) throw new Error(`game ${id} is not listed`);
    return found;
  };

  describe('GET /api/games', () => {
    it('lists every demo game with the fields of the spec, in schedule order', async () => {
      const response = await t.app.inject({ url: '/api/games' });
      expect(response.statusCode).toBe(200);
      expect(games).toHaveLength(plan.games.length);
      for (const game of games) {
        for (const field of SPEC_GAME_FIELDS) expect(game, `game ${game.id}`).toHaveProperty(field);
        expect(game.homeTeam).toEqual({ id: game.homeTeamId, name: expect.any(String) as string, divisionId: expect.any(Number) as number });
        expect(game.awayTeam.id).toBe(game.awayTeamId);
        if (game.fieldId === null) expect(game.field).toBeNull();
        else expect(game.field).toEqual({ id: game.fieldId, name: expect.any(String) as string });
      }
      const times = games.map((g) => g.scheduledTime);
      expect(times).toEqual([...times].sort());
    });

    it('gives each game the teams, time, status, phase and score it was scheduled with', () => {
      const teamName = new Map(plan.teams.map((t) => [t.id, t.name]));
      for (const planned of plan.games) {
        const game = gameById(planned.id);
        expect(game).toMatchObject({
          homeTeamId: planned.homeTeamId,
          awayTeamId: planned.awayTeamId,
          fieldId: planned.fieldId,
          status: planned.status,
          phase: planned.phase,
          homeScore: planned.homeScore,
          awayScore: planned.awayScore,
          dateTbd: planned.dateTbd,
          timeTbd: planned.timeTbd || planned.dateTbd,
        });
        expect(new Date(game.scheduledTime).toISOString()).toBe(planned.scheduledTime);
        expect(game.homeTeam.name).toBe(teamName.get(planned.homeTeamId));
        expect(game.awayTeam.name).toBe(teamName.get(planned.awayTeamId));
      }
    });

    it('shows the time in the league time zone, or the TBD wording', () => {
      // The first game: Saturday 12 April 2025, 9:00 in New York (13:00 UTC).
      expect(gameById(1)).toMatchObject({
        scheduledTime: '2025-04-12T13:00:00.000Z',
        formattedTime: 'Sat, Apr 12, 2025 @ 9:00 AM',
      });
      const dateTbd = games.filter((g) => g.dateTbd);
      const timeTbd = games.filter((g) => g.timeTbd && !g.dateTbd);
      expect(dateTbd.length).toBeGreaterThan(0);
      expect(timeTbd.length).toBeGreaterThan(0);
      for (const game of dateTbd) expect(game.formattedTime).toBe('Date & Time TBD');
      for (const game of timeTbd) expect(game.formattedTime).toMatch(/^\w{3}, \w{3} \d{1,2}, 2025 @ Time TBD$/);
      for (const game of games.filter((g) => !g.timeTbd)) {
        expect(game.formattedTime).toMatch(/^\w{3}, \w{3} \d{1,2}, 2025 @ \d{1,2}:\d{2} (AM|PM)$/);
      }
    });

    it('reports a completed score as verified by both sides', () => {
      const completed = games.filter((g) => g.status === 'completed');
      expect(completed.length).toBeGreaterThan(50);
      for (const game of completed) {
        expect(game.homeScore).not.toBeNull();
        expect(game.awayScore).not.toBeNull();
        expect(game).toMatchObject({
          homeSubmittedScore: game.homeScore,
          awaySubmittedScore: game.awayScore,
          homeScoreVerified: true,
          awayScoreVerified: true,
        });
      }
    });

    it('shows no final score for a disputed game or a game waiting for the second coach, nor a lone report', () => {
      const disputed = games.filter((g) => g.status === 'score_disputed');
      expect(disputed.length).toBeGreaterThan(0);
      for (const game of disputed) {
        expect(game).toMatchObject({ homeScore: null, awayScore: null, homeScoreVerified: true, awayScoreVerified: true });
      }
      const waitingPlan = plan.games.find((g) => g.reports.length === 1);
      const waiting = gameById(waitingPlan?.id ?? -1);
      expect(waiting).toMatchObject({
        status: 'scheduled',
        homeScore: null,
        awayScore: null,
        homeSubmittedScore: null,
        awaySubmittedScore: null,
        homeScoreVerified: true,
        awayScoreVerified: false,
      });
      const unreported = games.filter((g) => g.status === 'scheduled' && g.id !== waiting.id && g.phase === 1);
      expect(unreported.length).toBeGreaterThan(0);
      for (const game of unreported) {
        expect(game).toMatchObject({ homeSubmittedScore: null, awaySubmittedScore: null, homeScoreVerified: false, awayScoreVerified: false });
      }
    });

    it('lists the games of one division with ?divisionId', async () => {
      const tenU = divisions.find((d) => d.name === '10U');
      expect(tenU).toBeDefined();
      const response = await t.app.inject({ url: `/api/games?divisionId=${tenU?.id}` });
      expect(response.statusCode).toBe(200);
      const listed = json<Game[]>(response);
      const expected = games.filter((g) => g.homeTeam.divisionId === tenU?.id);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.length).toBeLessThan(games.length);
      expect(listed.map((g) => g.id)).toEqual(expected.map((g) => g.id));
      for (const game of listed) {
        expect(game.homeTeam.divisionId).toBe(tenU?.id);
        expect(game.awayTeam.divisionId).toBe(tenU?.id);
      }
    });

    it('refuses a malformed division id with 400 and a message', async () => {
      for (const bad of ['abc', '0', '-3', '1.5']) {
        const response = await t.app.inject({ url: `/api/games?divisionId=${bad}` });
        expect(response.statusCode, bad).toBe(400);
        errorMessage(response, undefined, bad);
      }
    });

    it('answers 404 with a message for a division that does not exist', async () => {
      const response = await t.app.inject({ url: '/api/games?divisionId=9999' });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ message: 'Division not found' });
    });
  });

  describe('GET /api/coaches/{id}/games', () => {
    it("gives a coach their own team's games, with their side and the score reports", async () => {
      const { cookie, user } = await signInAs(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
      const teamId = user.teamStaff[0]?.team.id ?? -1;
      const response = await t.app.inject({ url: `/api/coaches/${user.id}/games`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      const mine = json<CoachGame[]>(response);
      const expected = games.filter((g) => g.homeTeamId === teamId || g.awayTeamId === teamId);
      expect(mine.map((g) => g.id)).toEqual(expected.map((g) => g.id));
      expect(mine.length).toBeGreaterThan(5);
      for (const game of mine) {
        expect(game.isCoachTeamGame).toBe(true);
        expect(game.isHomeTeam).toBe(game.homeTeamId === teamId);
        expect(Array.isArray(game.scoreReports)).toBe(true);
        if (game.status === 'completed') expect(game.scoreReports.map((r) => r.side).sort()).toEqual(['away', 'home']);
      }
      expect(mine.some((g) => g.isHomeTeam)).toBe(true);
      expect(mine.some((g) => !g.isHomeTeam)).toBe(true);

      // Sam's team is the visitor in the game its opponent has already reported: Sam sees that the
      // other coach reported, not what they reported.
      const waiting = mine.find((g) => g.homeScoreVerified !== g.awayScoreVerified);
      expect(waiting).toMatchObject({
        isHomeTeam: false,
        homeScoreVerified: true,
        awayScoreVerified: false,
        homeSubmittedScore: null,
        awaySubmittedScore: null,
      });
      expect(waiting?.scoreReports).toEqual([]);
    });

    it('shows the home coach their own lone report of that game', async () => {
      const waitingPlan = plan.games.find((g) => g.reports.length === 1);
      const homeCoach = plan.teamStaff.find((s) => s.teamId === waitingPlan?.homeTeamId);
      const account = plan.users.find((u) => u.id === homeCoach?.userId);
      if (!waitingPlan || !account) throw new Error('the demo league has no game waiting for its second report');
      const { cookie, user } = await signInAs(account.username, DEMO_PASSWORDS.coach);
      const theirs = json<CoachGame[]>(await t.app.inject({ url: `/api/coaches/${user.id}/games`, headers: { cookie } }));
      expect(theirs.find((g) => g.id === waitingPlan.id)?.scoreReports).toEqual([
        { side: 'home', homeScore: 7, awayScore: 5, reportedAt: expect.any(String) as string },
      ]);
    });

    it('covers every team of a coach with several teams', async () => {
      const { cookie, user } = await signInAs(DEMO_ACCOUNTS.multiTeamCoach, DEMO_PASSWORDS.coach);
      const teamIds = user.teamStaff.map((s) => s.teamId);
      expect(teamIds).toHaveLength(2);
      const mine = json<CoachGame[]>(await t.app.inject({ url: `/api/coaches/${user.id}/games`, headers: { cookie } }));
      const expected = games.filter((g) => teamIds.includes(g.homeTeamId) || teamIds.includes(g.awayTeamId));
      expect(mine.map((g) => g.id)).toEqual(expected.map((g) => g.id));
      for (const teamId of teamIds) {
        expect(mine.some((g) => g.homeTeamId === teamId || g.awayTeamId === teamId)).toBe(true);
      }
    });

    it('answers 404 to another coach, as for a coach that does not exist', async () => {
      const sam = await signInAs(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
      const jordan = await signInAs(DEMO_ACCOUNTS.multiTeamCoach, DEMO_PASSWORDS.coach);
      const response = await t.app.inject({ url: `/api/coaches/${sam.user.id}/games`, headers: { cookie: jordan.cookie } });
      expect(response.statusCode).toBe(404);
      const missing = await t.app.inject({ url: '/api/coaches/999999/games', headers: { cookie: jordan.cookie } });
      expect(missing.statusCode).toBe(404);
      expect(json(response)).toEqual(json(missing));
      errorMessage(response);
    });

    it('answers 401 to an anonymous caller', async () => {
      const sam = await signInAs(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
      const response = await t.app.inject({ url: `/api/coaches/${sam.user.id}/games` });
      expect(response.statusCode).toBe(401);
      errorMessage(response);
    });

    it("lets an administrator and a league operator read any coach's games", async () => {
      const sam = await signInAs(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
      const own = json<CoachGame[]>(await t.app.inject({ url: `/api/coaches/${sam.user.id}/games`, headers: { cookie: sam.cookie } }));
      for (const [username, password] of [
        [DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin],
        [DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin],
      ] as const) {
        const staff = await signInAs(username, password);
        const response = await t.app.inject({ url: `/api/coaches/${sam.user.id}/games`, headers: { cookie: staff.cookie } });
        expect(response.statusCode, username).toBe(200);
        expect(json<CoachGame[]>(response)).toEqual(own);
        const missing = await t.app.inject({ url: '/api/coaches/999999/games', headers: { cookie: staff.cookie } });
        expect(missing.statusCode, username).toBe(404);
      }
    });

    it('refuses a malformed coach id with 400', async () => {
      const admin = await signInAs(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
      const response = await t.app.inject({ url: '/api/coaches/abc/games', headers: { cookie: admin.cookie } });
      expect(response.statusCode).toBe(400);
      errorMessage(response);
    });
  });
});
