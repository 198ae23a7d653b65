import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, ScoreReport } from '../../../shared/schemas/game';
import type { GameImportPreview, GameImportResult } from '../../../shared/schemas/game-admin';
import type { Field } from '../../../shared/schemas/field';
import type { Division } from '../../../shared/schemas/league';
import { countRows, createTestApp, errorMessage, json, testEngines, type TestApp, signInDemoRoles, divisionNamed } from '../../test/harness';

interface AuditRow {
  action: string;
  entity: string;
  entity_id: string | null;
  actor_user_id: number | null;
  before_state: string | null;
  after_state: string | null;
}

describe.each(testEngines())('game management API on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orgAdmin: string;
  let coach: string;
  let divisions: Division[];
  let fields: Field[];

  beforeAll(async () => {
    t = await createTestApp({ engine });
    ({ admin, orgAdmin, coach } = await signInDemoRoles(t.app));
    divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
    fields = json<Field[]>(await t.app.inject({ url: '/api/fields' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const division = (name: string) => divisionNamed(divisions, name);
  const team = (divisionName: string, index: number) => {
    const found = division(divisionName).teams[index];
    if (!found) throw new Error(`no team ${index} in ${divisionName}`);
    return found;
  };
  const fieldOf = (teamId: number) => fields.find((f) => f.teams.some((t) => t.id === teamId));
  const send = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, cookie: string | null, payload?: unknown) =>
    t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });
  const allGames = async () => json<Game[]>(await t.app.inject({ url: '/api/games' }));
  const gameById = async (id: number) => (await allGames()).find((g) => g.id === id);
  const lastAudit = async () => (await t.handle.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()) as AuditRow;

  // A game added at the default time gets a slot of its own, three hours after the one before,
  // so that the games the tests add never double-book the same two teams.
  let defaultSlots = 0;
  const nextDefaultTime = () => new Date(Date.parse('2025-06-03T22:00:00.000Z') + 3 * 3_600_000 * defaultSlots++).toISOString();
  const newGame = async (overrides: Record<string, unknown> = {}, cookie: string | null = admin) => {
    const home = team('10U', 2);
    const body = {
      homeTeamId: home.id,
      awayTeamId: team('10U', 3).id,
      fieldId: fieldOf(home.id)?.id ?? null,
      ...('scheduledTime' in overrides ? {} : { scheduledTime: nextDefaultTime() }),
      ...overrides,
    };
    return send('POST', '/api/games', cookie, body);
  };

  describe('POST /api/games', () => {
    it('adds a scheduled game in the phase of its week and records who did it', async () => {
      const home = team('10U', 2);
      const away = team('10U', 3);
      const field = fieldOf(home.id);
      const response = await newGame();
      expect(response.statusCode).toBe(201);
      const created = json<Game>(response);
      expect(created).toMatchObject({
        homeTeamId: home.id,
        awayTeamId: away.id,
        homeTeam: { id: home.id, name: home.name, divisionId: home.divisionId },
        fieldId: field?.id,
        scheduledTime: '2025-06-03T22:00:00.000Z',
        // 6 PM in New York, in week 10: phase 2.
        formattedTime: 'Tue, Jun 3, 2025 @ 6:00 PM',
        status: 'scheduled',
        phase: 2,
        homeScore: null,
        dateTbd: false,
        timeTbd: false,
      });
      expect(await gameById(created.id)).toEqual(created);
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'game.create', entity: 'game', entity_id: String(created.id), before_state: null });
      expect(JSON.parse(audit.after_state ?? '{}')).toMatchObject({ homeTeamId: home.id, awayTeamId: away.id, status: 'scheduled', phase: 2 });
    });

    it('gives phase 1 to an April game and 3 to a championship-week game', async () => {
      const april = json<Game>(await newGame({ scheduledTime: '2025-04-15T22:00:00.000Z' }));
      expect(april.phase).toBe(1);
      const july = json<Game>(await newGame({ scheduledTime: '2025-07-06T16:00:00.000Z' }));
      expect(july.phase).toBe(3);
    });

    it('lets a league operator add a game, but not a coach or a visitor', async () => {
      expect((await newGame({}, orgAdmin)).statusCode).toBe(201);
      const before = await countRows(t.handle, 'games');
      const byCoach = await newGame({}, coach);
      expect(byCoach.statusCode).toBe(403);
      errorMessage(byCoach);
      const anonymous = await newGame({}, null);
      expect(anonymous.statusCode).toBe(401);
      expect(await countRows(t.handle, 'games')).toBe(before);
    });

    it('refuses teams that are the same, unknown or from two divisions', async () => {
      const before = await countRows(t.handle, 'games');
      const same = await newGame({ awayTeamId: team('10U', 2).id });
      expect(same.statusCode).toBe(400);
      errorMessage(same, 'Home and away teams must be different');
      const unknown = await newGame({ awayTeamId: 99999 });
      expect(unknown.statusCode).toBe(400);
      errorMessage(unknown, 'The away team does not exist');
      const mixed = await newGame({ awayTeamId: team('12U', 1).id });
      expect(mixed.statusCode).toBe(400);
      errorMessage(mixed, 'Home and away teams must be in the same division');
      expect(await countRows(t.handle, 'games')).toBe(before);
    });

    it("accepts TBD, the home team's field, a field of the division or one without teams, and nothing else", async () => {
      expect(json<Game>(await newGame({ fieldId: null })).field).toBeNull();
      const home = team('10U', 2);
      const elsewhere = fields.find((f) => f.teams.length > 0 && f.teams.every((t) => t.divisionId !== home.divisionId));
      expect(elsewhere).toBeDefined();
      const refused = await newGame({ fieldId: elsewhere?.id });
      expect(refused.statusCode).toBe(400);
      errorMessage(refused, `${elsewhere?.name} is not a field of the home team or of its division`);
      const otherTenUField = fields.find((f) => !f.teams.some((t) => t.id === home.id) && f.teams.some((t) => t.divisionId === home.divisionId));
      expect(otherTenUField).toBeDefined();
      expect((await newGame({ fieldId: otherTenUField?.id })).statusCode).toBe(201);
      const missing = await newGame({ fieldId: 99999 });
      expect(missing.statusCode).toBe(404);
      errorMessage(missing, 'Field not found');
    });

    it('refuses a date outside the season and malformed bodies with a message', async () => {
      const outside = await newGame({ scheduledTime: '2025-03-20T22:00:00.000Z' });
      expect(outside.statusCode).toBe(400);
      errorMessage(outside, 'The game date must be within the 2025 season (2025-04-01 to 2025-07-06)');
      const bad: Record<string, unknown>[] = [
        { scheduledTime: 'next tuesday' },
        { scheduledTime: undefined },
        { homeTeamId: undefined },
        { homeTeamId: 'ten' },
        { fieldId: 1.5 },
        { awayTeamId: -4 },
      ];
      for (const overrides of bad) {
        const response = await newGame(overrides);
        expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
        errorMessage(response, undefined, JSON.stringify(overrides));
      }
      const notJson = await t.app.inject({ method: 'POST', url: '/api/games', headers: { cookie: admin, 'content-type': 'application/json' }, payload: '{' });
      expect(notJson.statusCode).toBe(400);
    });
  });

  describe('PATCH /api/games/{id}', () => {
    it('changes the teams, field and time of a game, and records before and after', async () => {
      const created = json<Game>(await newGame());
      const home = team('10U', 4);
      const away = team('10U', 5);
      const response = await send('PATCH', `/api/games/${created.id}`, admin, {
        homeTeamId: home.id,
        awayTeamId: away.id,
        fieldId: null,
        scheduledTime: '2025-06-07T18:00:00.000Z',
      });
      expect(response.statusCode).toBe(200);
      expect(json<Game>(response)).toMatchObject({
        id: created.id,
        homeTeamId: home.id,
        awayTeamId: away.id,
        fieldId: null,
        formattedTime: 'Sat, Jun 7, 2025 @ 2:00 PM',
        status: 'scheduled',
      });
      const audit = await lastAudit();
      expect(audit.action).toBe('game.update');
      expect(JSON.parse(audit.before_state ?? '{}')).toMatchObject({ homeTeamId: created.homeTeamId });
      expect(JSON.parse(audit.after_state ?? '{}')).toMatchObject({ homeTeamId: home.id, fieldId: null });
    });

    it('moves a game between scheduled, rescheduling and cancelled, but never a game with a result', async () => {
      const created = json<Game>(await newGame());
      const body = { homeTeamId: created.homeTeamId, awayTeamId: created.awayTeamId, fieldId: created.fieldId, scheduledTime: created.scheduledTime };
      for (const status of ['rescheduling', 'cancelled', 'scheduled'] as const) {
        const response = await send('PATCH', `/api/games/${created.id}`, admin, { ...body, status });
        expect(response.statusCode, status).toBe(200);
        expect(json<Game>(response).status).toBe(status);
      }
      const completed = (await allGames()).find((g) => g.status === 'completed');
      if (!completed) throw new Error('the demo has completed games');
      const reopen = await send('PATCH', `/api/games/${completed.id}`, admin, {
        homeTeamId: completed.homeTeamId,
        awayTeamId: completed.awayTeamId,
        fieldId: completed.fieldId,
        scheduledTime: completed.scheduledTime,
        status: 'scheduled',
      });
      expect(reopen.statusCode).toBe(409);
      errorMessage(reopen, 'A completed game cannot be set to scheduled');
      const invented = await send('PATCH', `/api/games/${created.id}`, admin, { ...body, status: 'completed' });
      expect(invented.statusCode).toBe(400);
      errorMessage(invented, 'Status must be scheduled, rescheduling or cancelled');
    });

    it('keeps the teams of a game once a coach has reported its score', async () => {
      const waiting = (await allGames()).find((g) => g.status === 'scheduled' && g.homeScoreVerified && !g.awayScoreVerified);
      if (!waiting) throw new Error('the demo has a game waiting for the second report');
      const response = await send('PATCH', `/api/games/${waiting.id}`, admin, {
        homeTeamId: waiting.awayTeamId,
        awayTeamId: waiting.homeTeamId,
        fieldId: null,
        scheduledTime: waiting.scheduledTime,
      });
      expect(response.statusCode).toBe(409);
      errorMessage(response, 'The teams of a game that has a score or a score report cannot be changed');
      expect((await gameById(waiting.id))?.homeTeamId).toBe(waiting.homeTeamId);
    });

    it('gives a game whose date was to be determined its date and time', async () => {
      const tbd = (await allGames()).find((g) => g.dateTbd && g.status === 'scheduled');
      if (!tbd) throw new Error('the demo has a date-TBD game');
      const response = await send('PATCH', `/api/games/${tbd.id}`, admin, {
        homeTeamId: tbd.homeTeamId,
        awayTeamId: tbd.awayTeamId,
        fieldId: tbd.fieldId,
        scheduledTime: '2025-05-24T14:00:00.000Z',
      });
      expect(response.statusCode).toBe(200);
      expect(json<Game>(response)).toMatchObject({ dateTbd: false, timeTbd: false, formattedTime: 'Sat, May 24, 2025 @ 10:00 AM', phase: 1 });
    });

    it('answers 404 for a game that does not exist and 400 for a malformed id', async () => {
      const body = { homeTeamId: team('10U', 2).id, awayTeamId: team('10U', 3).id, fieldId: null, scheduledTime: '2025-06-03T22:00:00.000Z' };
      const missing = await send('PATCH', '/api/games/999999', admin, body);
      expect(missing.statusCode).toBe(404);
      errorMessage(missing, 'Game not found');
      expect((await send('PATCH', '/api/games/abc', admin, body)).statusCode).toBe(400);
      expect((await send('PATCH', '/api/games/1', coach, body)).statusCode).toBe(403);
    });
  });

  describe('DELETE /api/games/{id}', () => {
    it('deletes a game with its score reports and keeps its last state in the audit log', async () => {
      const waiting = (await allGames()).find((g) => g.status === 'scheduled' && g.homeScoreVerified && !g.awayScoreVerified);
      if (!waiting) throw new Error('the demo has a reported game');
      const reports = await countRows(t.handle, 'score_reports');
      expect((await send('DELETE', `/api/games/${waiting.id}`, coach)).statusCode).toBe(403);
      const response = await send('DELETE', `/api/games/${waiting.id}`, orgAdmin);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ ok: true });
      expect(await gameById(waiting.id)).toBeUndefined();
      expect(await countRows(t.handle, 'score_reports')).toBe(reports - 1);
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'game.delete', entity_id: String(waiting.id), after_state: null });
      expect(JSON.parse(audit.before_state ?? '{}')).toMatchObject({ homeTeamId: waiting.homeTeamId, status: 'scheduled' });
      const again = await send('DELETE', `/api/games/${waiting.id}`, admin);
      expect(again.statusCode).toBe(404);
      errorMessage(again, 'Game not found');
    });
  });

  describe('scores', () => {
    it('enters the final score of a scheduled game, once', async () => {
      const created = json<Game>(await newGame());
      const response = await send('PATCH', `/api/games/${created.id}/direct-score`, admin, { homeScore: 8, awayScore: 3 });
      expect(response.statusCode).toBe(200);
      expect(json<Game>(response)).toMatchObject({
        status: 'completed',
        homeScore: 8,
        awayScore: 3,
        homeScoreVerified: true,
        awayScoreVerified: true,
      });
      expect(await lastAudit()).toMatchObject({ action: 'game.score', entity_id: String(created.id) });
      const again = await send('PATCH', `/api/games/${created.id}/direct-score`, admin, { homeScore: 1, awayScore: 0 });
      expect(again.statusCode).toBe(409);
      errorMessage(again, 'Scores can be entered only for a scheduled game; this game is completed');
      expect((await gameById(created.id))?.homeScore).toBe(8);
    });

    it('gives no final score to a game whose date is still to be determined', async () => {
      const tenU = division('10U');
      const [a, b] = [team('10U', 4).name, team('10U', 5).name];
      const imported = await send('POST', '/api/games/import', admin, {
        divisionId: tenU.id,
        gamesText: `${a} @ ${b} - Wed Jun 11 @ 7:15 PM\n${b} @ ${a} - TBD`,
      });
      expect(imported.statusCode).toBe(201);
      const undated = json<GameImportResult>(imported).games.find((g) => g.dateTbd);
      if (!undated) throw new Error('the import made a game with its date to be determined');
      const response = await send('PATCH', `/api/games/${undated.id}/direct-score`, admin, { homeScore: 4, awayScore: 2 });
      expect(response.statusCode).toBe(409);
      errorMessage(response, 'A game whose date is still to be determined cannot be given a final score; give it its date first');
      expect(await gameById(undated.id)).toMatchObject({ status: 'scheduled', homeScore: null });
    });

    it('refuses scores that are not whole numbers from 0 to 99', async () => {
      const created = json<Game>(await newGame());
      for (const payload of [
        { homeScore: -1, awayScore: 2 },
        { homeScore: 1.5, awayScore: 2 },
        { homeScore: '4', awayScore: 2 },
        { homeScore: 100, awayScore: 2 },
        { awayScore: 2 },
      ]) {
        const response = await send('PATCH', `/api/games/${created.id}/direct-score`, admin, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        errorMessage(response, undefined, JSON.stringify(payload));
      }
      expect((await gameById(created.id))?.status).toBe('scheduled');
    });

    it('takes only one of two score entries sent at the same moment', async () => {
      const created = json<Game>(await newGame());
      const [a, b] = await Promise.all([
        send('PATCH', `/api/games/${created.id}/direct-score`, admin, { homeScore: 5, awayScore: 4 }),
        send('PATCH', `/api/games/${created.id}/direct-score`, orgAdmin, { homeScore: 2, awayScore: 9 }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const winner = json<Game>(a.statusCode === 200 ? a : b);
      expect(await gameById(created.id)).toMatchObject({ homeScore: winner.homeScore, awayScore: winner.awayScore, status: 'completed' });
    });

    it('shows both reports of a disputed game and resolves it to a final score', async () => {
      const disputed = (await allGames()).find((g) => g.status === 'score_disputed');
      if (!disputed) throw new Error('the demo has a disputed game');
      const reports = await send('GET', `/api/games/${disputed.id}/score-reports`, admin);
      expect(reports.statusCode).toBe(200);
      expect(json<ScoreReport[]>(reports).map((r) => [r.side, r.homeScore, r.awayScore])).toEqual([
        ['home', 6, 4],
        ['away', 4, 6],
      ]);
      expect((await send('GET', `/api/games/${disputed.id}/score-reports`, coach)).statusCode).toBe(403);
      expect((await send('PATCH', `/api/games/${disputed.id}/direct-score`, admin, { homeScore: 6, awayScore: 4 })).statusCode).toBe(409);
      const response = await send('PATCH', `/api/games/${disputed.id}/resolve-dispute`, orgAdmin, { homeScore: 6, awayScore: 4 });
      expect(response.statusCode).toBe(200);
      expect(json<Game>(response)).toMatchObject({ status: 'completed', homeScore: 6, awayScore: 4 });
      const audit = await lastAudit();
      expect(audit.action).toBe('game.resolve');
      expect(JSON.parse(audit.before_state ?? '{}')).toEqual({ status: 'score_disputed', homeScore: null, awayScore: null });
      const again = await send('PATCH', `/api/games/${disputed.id}/resolve-dispute`, admin, { homeScore: 1, awayScore: 0 });
      expect(again.statusCode).toBe(409);
      errorMessage(again, 'Only a disputed score can be resolved; this game is completed');
      const missing = await send('PATCH', '/api/games/999999/resolve-dispute', admin, { homeScore: 1, awayScore: 0 });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('schedule import', () => {
    const week = (a: string, b: string, c: string, d: string) =>
      [`${a} @ ${b} - Thu May 29 @ 5:30 PM`, `${c} @ ${d} - Thu May 29 @ 8:00 PM`, `${b} @ ${c} - Wed Jun 4 @ TBD`, `${d} @ ${a} - TBD`].join('\n');

    it('previews a good paste without writing anything, then imports it whole', async () => {
      const tenU = division('10U');
      const [a, b, c, d] = tenU.teams.slice(6, 10).map((x) => x.name) as [string, string, string, string];
      const text = week(a, b, c, d);
      const before = await countRows(t.handle, 'games');
      const preview = await send('POST', '/api/games/import/preview', admin, { divisionId: tenU.id, gamesText: text });
      expect(preview.statusCode).toBe(200);
      const checked = json<GameImportPreview>(preview);
      expect(checked.errors).toEqual([]);
      expect(checked.games.map((g) => [g.line, g.awayTeam.name, g.homeTeam.name, g.formattedTime])).toEqual([
        [1, a, b, 'Thu, May 29, 2025 @ 5:30 PM'],
        [2, c, d, 'Thu, May 29, 2025 @ 8:00 PM'],
        [3, b, c, 'Wed, Jun 4, 2025 @ Time TBD'],
        [4, d, a, 'Date & Time TBD'],
      ]);
      expect(await countRows(t.handle, 'games')).toBe(before);

      const response = await send('POST', '/api/games/import', orgAdmin, { divisionId: tenU.id, gamesText: text });
      expect(response.statusCode).toBe(201);
      const result = json<GameImportResult>(response);
      expect(result.created).toBe(4);
      expect(await countRows(t.handle, 'games')).toBe(before + 4);
      expect(result.games.map((g) => [g.awayTeam.name, g.homeTeam.name, g.formattedTime, g.phase, g.status])).toEqual([
        [a, b, 'Thu, May 29, 2025 @ 5:30 PM', 2, 'scheduled'],
        [c, d, 'Thu, May 29, 2025 @ 8:00 PM', 2, 'scheduled'],
        [b, c, 'Wed, Jun 4, 2025 @ Time TBD', 2, 'scheduled'],
        [d, a, 'Date & Time TBD', 2, 'scheduled'],
      ]);
      for (const game of result.games) {
        const own = fields.filter((f) => f.teams.some((x) => x.id === game.homeTeamId));
        expect(game.fieldId).toBe(own.length === 1 ? own[0]?.id : null);
      }
      const audit = await lastAudit();
      expect(audit.action).toBe('game.import');
      expect(JSON.parse(audit.after_state ?? '{}')).toMatchObject({ divisionId: tenU.id, gameIds: result.games.map((g) => g.id) });

      // The same paste again: every line, the date-TBD one kept in the same week included, is a
      // game the schedule already has, so the paste conflicts with it.
      const repeat = await send('POST', '/api/games/import', admin, { divisionId: tenU.id, gamesText: text });
      expect(repeat.statusCode).toBe(409);
      const ids = result.games.map((g) => g.id);
      errorMessage(repeat, `No games were imported. ${ids.map((id, i) => `Line ${i + 1}: Already on the schedule (game ${id})`).join('; ')}`);
      expect(await countRows(t.handle, 'games')).toBe(before + 4);
    });

    it('takes a date-TBD line pasted twice in the same week for one game pasted twice', async () => {
      const tenU = division('10U');
      const [a, b, c, d] = tenU.teams.slice(2, 6).map((x) => x.name) as [string, string, string, string];
      const text = [`${a} @ ${b} - Thu Jun 12 @ 7:15 AM`, `${c} @ ${d} - TBD`, `${d} @ ${c} - TBD`, `${c} @ ${d} - TBD`].join('\n');
      const checked = json<GameImportPreview>(await send('POST', '/api/games/import/preview', admin, { divisionId: tenU.id, gamesText: text }));
      expect(checked.errors.map((e) => [e.line, e.reason])).toEqual([[4, 'The same game as line 2']]);
      expect(checked.games.map((g) => g.line)).toEqual([1, 2, 3]);
      const before = await countRows(t.handle, 'games');
      const refused = await send('POST', '/api/games/import', admin, { divisionId: tenU.id, gamesText: text });
      expect(refused.statusCode).toBe(409);
      errorMessage(refused, 'No games were imported. Line 4: The same game as line 2');
      expect(await countRows(t.handle, 'games')).toBe(before);
    });

    it('reports every bad line and writes nothing when one line is bad', async () => {
      const tenU = division('10U');
      const [a, b] = tenU.teams.map((x) => x.name) as [string, string];
      const text = [
        `${a} @ ${b} - Sat May 31 @ 10:00 AM`,
        `Nobody @ ${b} - Sat May 31 @ 1:00 PM`,
        `${a} @ ${a} - Sun Jun 1 @ 2:00 PM`,
        `${b} @ ${a} - Sun Jun 31 @ 2:00 PM`,
      ].join('\n');
      const before = await countRows(t.handle, 'games');
      const audits = await countRows(t.handle, 'audit_log');
      const preview = json<GameImportPreview>(await send('POST', '/api/games/import/preview', admin, { divisionId: tenU.id, gamesText: text }));
      expect(preview.errors.map((e) => [e.line, e.reason])).toEqual([
        [2, "Unknown team 'Nobody'"],
        [3, `The same team twice: '${a}' cannot play itself`],
        [4, "Bad date 'Sun Jun 31': there is no such day"],
      ]);
      const response = await send('POST', '/api/games/import', admin, { divisionId: tenU.id, gamesText: text });
      expect(response.statusCode).toBe(400);
      errorMessage(
        response,
        `No games were imported. Line 2: Unknown team 'Nobody'; Line 3: The same team twice: '${a}' cannot play itself; Line 4: Bad date 'Sun Jun 31': there is no such day`,
      );
      expect(await countRows(t.handle, 'games')).toBe(before);
      expect(await countRows(t.handle, 'audit_log')).toBe(audits);
    });

    it("does not take another division's teams, and says where they play", async () => {
      const twelveU = division('12U');
      const tenUTeam = team('10U', 0).name;
      const preview = json<GameImportPreview>(
        await send('POST', '/api/games/import/preview', admin, {
          divisionId: twelveU.id,
          gamesText: `${tenUTeam} @ ${team('12U', 0).name} - Sat May 31 @ 10:00 AM`,
        }),
      );
      const divisionsOfName = divisions.filter((d) => d.teams.some((t) => t.name === tenUTeam)).map((d) => d.name);
      expect(preview.errors.map((e) => e.reason)).toEqual([`'${tenUTeam}' plays in ${divisionsOfName.join(' and ')}, not in 12U`]);
    });

    it('requires a division and some text, and refuses an unknown division and non-staff callers', async () => {
      const empty = await send('POST', '/api/games/import', admin, { divisionId: division('10U').id, gamesText: '  \n ' });
      expect(empty.statusCode).toBe(400);
      errorMessage(empty, 'Games text is required');
      const noDivision = await send('POST', '/api/games/import/preview', admin, { gamesText: 'x' });
      expect(noDivision.statusCode).toBe(400);
      errorMessage(noDivision, 'Division is required');
      const unknown = await send('POST', '/api/games/import', admin, { divisionId: 9999, gamesText: 'a @ b - TBD' });
      expect(unknown.statusCode).toBe(404);
      errorMessage(unknown, 'Division not found');
      const tooLong = await send('POST', '/api/games/import/preview', admin, { divisionId: division('10U').id, gamesText: 'x'.repeat(50_001) });
      expect(tooLong.statusCode).toBe(400);
      expect((await send('POST', '/api/games/import', coach, { divisionId: 1, gamesText: 'x' })).statusCode).toBe(403);
      expect((await send('POST', '/api/games/import/preview', null, { divisionId: 1, gamesText: 'x' })).statusCode).toBe(401);
    });
  });
});
