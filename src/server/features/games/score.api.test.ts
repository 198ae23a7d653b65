import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachGame, Game } from '../../../shared/schemas/game';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { write } from '../../db/write';
import { createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';

/** The demo season is 2025; this clock is long after it unless a test turns it back. */
const AFTER_SEASON = new Date('2026-01-15T12:00:00Z');

describe.each(testEngines())('score reports on %s', (engine) => {
  let t: TestApp;
  let clock = AFTER_SEASON;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: () => clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.handle.db;

  /** The sign-in names of a team's staff, head coach first. */
  async function staffOf(teamId: number): Promise<string[]> {
    const rows = await db()
      .selectFrom('team_staff')
      .innerJoin('users', 'users.id', 'team_staff.user_id')
      .select(['users.username', 'team_staff.role'])
      .where('team_staff.team_id', '=', teamId)
      .orderBy('team_staff.id')
      .execute();
    return rows.sort((a, b) => Number(b.role.includes('head')) - Number(a.role.includes('head'))).map((r) => r.username);
  }

  async function coachOf(teamId: number): Promise<string> {
    const [first] = await staffOf(teamId);
    if (!first) throw new Error(`team ${teamId} has no staff`);
    return signIn(t.app, first, DEMO_PASSWORDS.coach);
  }

  /** A completed game turned back into one nobody has reported yet. */
  async function unreportedGames(count: number, where: (g: Game) => boolean = () => true): Promise<Game[]> {
    const games = json<Game[]>(await t.app.inject({ url: '/api/games' }));
    const picked = games.filter((g) => g.status === 'completed' && !g.dateTbd && where(g)).slice(0, count);
    expect(picked).toHaveLength(count);
    const ids = picked.map((g) => g.id);
    await write(t.ctx, ['games'], async (trx) => {
      await trx.deleteFrom('score_reports').where('game_id', 'in', ids).execute();
      await trx.updateTable('games').set({ status: 'scheduled', home_score: null, away_score: null }).where('id', 'in', ids).execute();
    });
    return picked;
  }

  const report = (gameId: number, cookie: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: `/api/games/${gameId}/score`, headers: cookie ? { cookie } : {}, payload: payload as object });

  const scores = (home: number | string, away: number | string) => ({ homeSubmittedScore: home, awaySubmittedScore: away });

  async function gameNow(id: number): Promise<Game> {
    const game = json<Game[]>(await t.app.inject({ url: '/api/games' })).find((g) => g.id === id);
    if (!game) throw new Error(`game ${id} is gone`);
    return game;
  }

  async function auditOf(gameId: number) {
    return db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'game')
      .where('entity_id', '=', String(gameId))
      .where('action', '=', 'score.report')
      .orderBy('id')
      .execute();
  }

  it('completes the game with the score when both coaches report the same result', async () => {
    const [game] = await unreportedGames(1);
    if (!game) throw new Error('no game');
    const home = await coachOf(game.homeTeamId);
    const away = await coachOf(game.awayTeamId);

    const first = await report(game.id, home, scores('7', '3'));
    expect(first.statusCode).toBe(200);
    expect(json<CoachGame>(first)).toMatchObject({
      id: game.id,
      status: 'scheduled',
      isHomeTeam: true,
      homeScore: null,
      awayScore: null,
      homeScoreVerified: true,
      awayScoreVerified: false,
      scoreReports: [{ side: 'home', homeScore: 7, awayScore: 3 }],
    });

    const second = await report(game.id, away, scores(7, 3));
    expect(second.statusCode).toBe(200);
    expect(json<CoachGame>(second)).toMatchObject({
      status: 'completed',
      isHomeTeam: false,
      homeScore: 7,
      awayScore: 3,
      homeScoreVerified: true,
      awayScoreVerified: true,
    });
    expect(
      json<CoachGame>(second)
        .scoreReports.map((r) => r.side)
        .sort(),
    ).toEqual(['away', 'home']);
    expect(await gameNow(game.id)).toMatchObject({ status: 'completed', homeScore: 7, awayScore: 3 });

    const audit = await auditOf(game.id);
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[1]?.after_state ?? '{}')).toMatchObject({
      status: 'completed',
      homeScore: 7,
      awayScore: 3,
      report: { side: 'away', homeScore: 7, awayScore: 3 },
    });
    expect(audit.every((row) => row.actor_user_id !== null)).toBe(true);
  });

  it('puts the game in dispute and keeps both reports when the coaches differ', async () => {
    const [game] = await unreportedGames(1, (g) => g.homeTeam.divisionId === 2);
    if (!game) throw new Error('no game');
    const home = await coachOf(game.homeTeamId);
    const away = await coachOf(game.awayTeamId);
    expect((await report(game.id, away, scores(4, 6))).statusCode).toBe(200);
    const second = await report(game.id, home, scores(6, 4));
    expect(second.statusCode).toBe(200);
    const seen = json<CoachGame>(second);
    expect(seen).toMatchObject({ status: 'score_disputed', homeScore: null, awayScore: null });
    expect(seen.scoreReports).toEqual([
      expect.objectContaining({ side: 'away', homeScore: 4, awayScore: 6 }),
      expect.objectContaining({ side: 'home', homeScore: 6, awayScore: 4 }),
    ]);
    expect(await auditOf(game.id)).toHaveLength(2);
  });

  it('takes one report per side and never changes it', async () => {
    const [game] = await unreportedGames(1, (g) => g.homeTeam.divisionId === 4);
    if (!game) throw new Error('no game');
    const home = await coachOf(game.homeTeamId);
    const away = await coachOf(game.awayTeamId);
    expect((await report(game.id, home, scores(2, 1))).statusCode).toBe(200);
    const again = await report(game.id, home, scores(9, 1));
    expect(again.statusCode).toBe(409);
    errorMessage(again, 'Your team has already reported the score of this game. Scores cannot be changed once submitted.');
    expect((await report(game.id, away, scores(2, 1))).statusCode).toBe(200);
    const afterFinal = await report(game.id, away, scores(5, 5));
    expect(afterFinal.statusCode).toBe(409);
    errorMessage(afterFinal, 'The score of this game is already final');
    expect(await gameNow(game.id)).toMatchObject({ status: 'completed', homeScore: 2, awayScore: 1 });
    expect(await auditOf(game.id)).toHaveLength(2);
  });

  it('lets any coach of the team report for it, an assistant included', async () => {
    const [game] = await unreportedGames(1, (g) => g.homeTeam.divisionId === 5);
    if (!game) throw new Error('no game');
    const staff = await staffOf(game.homeTeamId);
    expect(staff.length).toBeGreaterThan(1);
    const assistant = await signIn(t.app, staff[1] ?? '', DEMO_PASSWORDS.coach);
    const response = await report(game.id, assistant, scores(0, 0));
    expect(response.statusCode).toBe(200);
    expect(json<CoachGame>(response).scoreReports).toEqual([expect.objectContaining({ side: 'home', homeScore: 0, awayScore: 0 })]);
  });

  it('refuses anyone who is not a coach of one of the two teams', async () => {
    const [game] = await unreportedGames(1, (g) => g.homeTeam.divisionId === 1);
    if (!game) throw new Error('no game');
    const anonymous = await report(game.id, undefined, scores(1, 0));
    expect(anonymous.statusCode).toBe(401);
    errorMessage(anonymous);
    const sam = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const ops = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    for (const cookie of [sam, admin, ops]) {
      const response = await report(game.id, cookie, scores(1, 0));
      expect(response.statusCode).toBe(403);
      errorMessage(response, 'Only a coach of one of the two teams can report the score of this game');
    }
    // League staff are refused for who they are, before what they sent is looked at.
    for (const cookie of [admin, ops]) expect((await report(game.id, cookie, {})).statusCode).toBe(403);
    expect(await gameNow(game.id)).toMatchObject({ status: 'scheduled', homeScoreVerified: false, awayScoreVerified: false });
  });

  it('refuses a side the coach does not coach, and unknown or malformed games', async () => {
    const [game] = await unreportedGames(1, (g) => g.homeTeam.divisionId === 3);
    if (!game) throw new Error('no game');
    const home = await coachOf(game.homeTeamId);
    const claim = await report(game.id, home, { ...scores(1, 0), isHomeTeamCoach: false });
    expect(claim.statusCode).toBe(400);
    errorMessage(claim, 'You coach the home team of this game, not the away team');
    const unknown = await report(999_999, home, scores(1, 0));
    expect(unknown.statusCode).toBe(404);
    errorMessage(unknown, 'Game not found');
    const malformed = await t.app.inject({ method: 'PATCH', url: '/api/games/abc/score', headers: { cookie: home }, payload: scores(1, 0) });
    expect(malformed.statusCode).toBe(400);
    errorMessage(malformed);
    expect((await report(game.id, home, { ...scores(1, 0), isHomeTeamCoach: true })).statusCode).toBe(200);
  });

  it('accepts only whole numbers from 0 to 99, as digits', async () => {
    const [game] = await unreportedGames(1, (g) => g.homeTeam.divisionId === 2);
    if (!game) throw new Error('no game');
    const home = await coachOf(game.homeTeamId);
    const bad: [unknown, string][] = [
      [scores('abc', 1), 'Score must be a number'],
      [scores('-1', 1), 'Score must be a number'],
      [scores(-1, 1), 'Score must be a number'],
      [scores(1.5, 1), 'Score must be a number'],
      [scores('1e2', 1), 'Score must be a number'],
      [scores('', 1), 'Score must be a number'],
      [scores(' 1', 1), 'Score must be a number'],
      [scores(100, 1), 'Score must be 99 or less'],
      [{ awaySubmittedScore: 1 }, 'Score must be a number'],
      [scores(true as unknown as number, 1), 'Score must be a number'],
    ];
    for (const [payload, message] of bad) {
      const response = await report(game.id, home, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      errorMessage(response, message, JSON.stringify(payload));
    }
    const notJson = await t.app.inject({
      method: 'PATCH',
      url: `/api/games/${game.id}/score`,
      headers: { cookie: home, 'content-type': 'application/json' },
      payload: '{"homeSubmittedScore":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await auditOf(game.id)).toHaveLength(0);
    expect((await report(game.id, home, scores(' 07 ', '12'))).statusCode).toBe(400);
    const ok = await report(game.id, home, scores('07', '12'));
    expect(ok.statusCode).toBe(200);
    expect(json<CoachGame>(ok).scoreReports[0]).toMatchObject({ homeScore: 7, awayScore: 12 });
  });

  it('takes no report before the game has started or while its date is to be decided', async () => {
    const games = json<Game[]>(await t.app.inject({ url: '/api/games' }));
    const [game] = await unreportedGames(1, (g) => g.homeTeam.divisionId === 4 && !g.timeTbd);
    if (!game) throw new Error('no game');
    const home = await coachOf(game.homeTeamId);
    clock = new Date(new Date(game.scheduledTime).getTime() - 60_000);
    try {
      const early = await report(game.id, home, scores(1, 0));
      expect(early.statusCode).toBe(409);
      errorMessage(early, 'Scores can be reported only after the game has started');
    } finally {
      clock = AFTER_SEASON;
    }
    const dateTbd = games.find((g) => g.dateTbd && g.status === 'scheduled');
    if (!dateTbd) throw new Error('the demo has no game without a date');
    const tbdCoach = await coachOf(dateTbd.homeTeamId);
    const tbd = await report(dateTbd.id, tbdCoach, scores(1, 0));
    expect(tbd.statusCode).toBe(409);
    errorMessage(tbd, 'This game has no date yet, so no score can be reported');
  });

  it('takes no report for a disputed, cancelled or rescheduled game', async () => {
    const games = json<Game[]>(await t.app.inject({ url: '/api/games' }));
    const cases: [Game['status'], string][] = [
      ['score_disputed', 'The score of this game is disputed. A league administrator will resolve it.'],
      ['cancelled', 'This game was cancelled'],
      ['rescheduling', 'This game is being rescheduled'],
    ];
    for (const [status, message] of cases) {
      const game = games.find((g) => g.status === status);
      if (!game) throw new Error(`the demo has no ${status} game`);
      const response = await report(game.id, await coachOf(game.awayTeamId), scores(3, 3));
      expect(response.statusCode, status).toBe(409);
      errorMessage(response, message, status);
    }
  });

  it('ends two reports sent at the same moment in exactly one outcome', async () => {
    const games = await unreportedGames(8, (g) => g.homeTeam.divisionId === 1 || g.homeTeam.divisionId === 3);
    const attempts = await Promise.all(
      games.map(async (game, i) => {
        const [home, away] = await Promise.all([coachOf(game.homeTeamId), coachOf(game.awayTeamId)]);
        const agree = i % 2 === 0;
        const responses = await Promise.all([report(game.id, home, scores(5, 2)), report(game.id, away, agree ? scores(5, 2) : scores(2, 5))]);
        return { game, agree, responses };
      }),
    );
    for (const { game, agree, responses } of attempts) {
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
      const final = await gameNow(game.id);
      if (agree) expect(final).toMatchObject({ status: 'completed', homeScore: 5, awayScore: 2 });
      else expect(final).toMatchObject({ status: 'score_disputed', homeScore: null, awayScore: null });
      const kept = await db().selectFrom('score_reports').select('side').where('game_id', '=', game.id).execute();
      expect(kept.map((r) => r.side).sort()).toEqual(['away', 'home']);
    }
  });

  it('takes only one of two reports for the same side sent at the same moment', async () => {
    const [game] = await unreportedGames(1, (g) => g.homeTeam.divisionId === 5);
    if (!game) throw new Error('no game');
    const [head, assistant] = await staffOf(game.homeTeamId);
    const cookies = await Promise.all([head, assistant].map((u) => signIn(t.app, u ?? '', DEMO_PASSWORDS.coach)));
    const responses = await Promise.all(cookies.map((cookie, i) => report(game.id, cookie, scores(3 + i, 1))));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const kept = await db().selectFrom('score_reports').select(['side', 'home_score']).where('game_id', '=', game.id).execute();
    expect(kept).toHaveLength(1);
    expect(await auditOf(game.id)).toHaveLength(1);
  });
});
