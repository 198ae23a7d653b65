import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeStandings } from '../../../shared/standings';
import type { Game } from '../../../shared/schemas/game';
import type { SeasonClash } from '../../../shared/schemas/game-admin';
import type { Division } from '../../../shared/schemas/league';
import type { PoolStandings } from '../../../shared/schemas/playoffs';
import { createTestApp, errorMessage, json, testEngines, type TestApp, signInDemoRoles } from '../../test/harness';

interface AuditRow {
  action: string;
  entity: string;
  entity_id: string | null;
  before_state: string | null;
  after_state: string | null;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';

describe.each(testEngines())('game corrections on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orgAdmin: string;
  let coach: string;
  let divisions: Division[];
  /** Games this file has used, so that no two tests change the same one. */
  const used = new Set<number>();

  beforeAll(async () => {
    t = await createTestApp({ engine });
    ({ admin, orgAdmin, coach } = await signInDemoRoles(t.app));
    divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: Method, url: string, cookie: string | null, payload?: unknown) =>
    t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });
  const correct = (id: number, payload: unknown, cookie: string | null = admin) => send('PATCH', `/api/games/${id}/correct-score`, cookie, payload);
  const forfeit = (id: number, payload: unknown, cookie: string | null = admin) => send('PATCH', `/api/games/${id}/forfeit`, cookie, payload);
  const undoForfeit = (id: number, payload: unknown, cookie: string | null = admin) => send('PATCH', `/api/games/${id}/undo-forfeit`, cookie, payload);
  const cancel = (id: number, payload: unknown, cookie: string | null = admin) => send('PATCH', `/api/games/${id}/cancel`, cookie, payload);
  const reinstate = (id: number, payload: unknown, cookie: string | null = admin) => send('PATCH', `/api/games/${id}/reinstate`, cookie, payload);

  const allGames = async () => json<Game[]>(await t.app.inject({ url: '/api/games' }));
  /** The game as the public schedule (a cached read) shows it now. */
  const shown = async (id: number) => {
    const found = (await allGames()).find((g) => g.id === id);
    if (!found) throw new Error(`game ${id} is not listed`);
    return found;
  };
  /** An unused game of the demo that fits. */
  const pick = async (fits: (game: Game) => boolean) => {
    const found = (await allGames()).find((g) => !used.has(g.id) && fits(g));
    if (!found) throw new Error('the demo has such a game');
    used.add(found.id);
    return found;
  };
  const dated = (g: Game) => !g.dateTbd && !g.timeTbd;
  const played = (g: Game) => g.status === 'completed' && g.phase === 1 && dated(g) && g.forfeitedBy === undefined;

  /** A team's phase 1 record in its division's standings, as the public standings page computes it: 'W-L-T'. */
  const record = async (teamId: number, divisionId: number) => {
    const division = divisions.find((d) => d.id === divisionId);
    if (!division) throw new Error('the division exists');
    const games = json<Game[]>(await t.app.inject({ url: `/api/games?divisionId=${divisionId}` }));
    const row = computeStandings(division.teams, games).find((r) => r.teamId === teamId);
    if (!row) throw new Error('the team has a row');
    return `${row.wins}-${row.losses}-${row.ties}`;
  };
  const recordsOf = async (game: Game) => [await record(game.homeTeamId, game.homeTeam.divisionId), await record(game.awayTeamId, game.homeTeam.divisionId)];
  /** 'W-L-T' one result on. */
  const plus = (wlt: string, result: 'win' | 'loss' | 'tie', by = 1) => {
    const [w = 0, l = 0, tie = 0] = wlt.split('-').map(Number);
    return result === 'win' ? `${w + by}-${l}-${tie}` : result === 'loss' ? `${w}-${l + by}-${tie}` : `${w}-${l}-${tie + by}`;
  };
  const lastAudit = async () => (await t.handle.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()) as AuditRow;
  const audited = async (action: string, gameId: number) => {
    const row = await lastAudit();
    expect(row).toMatchObject({ action, entity: 'game', entity_id: String(gameId) });
    return {
      before: JSON.parse(row.before_state ?? 'null') as Record<string, unknown>,
      after: JSON.parse(row.after_state ?? 'null') as Record<string, unknown>,
    };
  };

  describe('reasons and input', () => {
    it.each([
      ['correct-score', { homeScore: 1, awayScore: 0 }],
      ['forfeit', { forfeitedBy: 'home' }],
      ['undo-forfeit', {}],
      ['cancel', {}],
      ['reinstate', {}],
    ])('PATCH %s needs a reason', async (action, body) => {
      for (const reason of [undefined, '', '   ', 7]) {
        const response = await send('PATCH', `/api/games/1/${action}`, admin, { ...body, ...(reason === undefined ? {} : { reason }) });
        expect(response.statusCode, `${action} with ${String(reason)}`).toBe(400);
        expect(errorMessage(response)).toBe('A reason is required');
      }
      const long = await send('PATCH', `/api/games/1/${action}`, admin, { ...body, reason: 'x'.repeat(501) });
      expect(errorMessage(long, /at most 500 characters/)).toBeTruthy();
    });

    it('refuses scores that are not whole runs from 0 to 99, and a side that is neither home nor away', async () => {
      for (const score of [-1, 100, 1.5, '7', null]) {
        const response = await correct(1, { homeScore: score, awayScore: 3, reason: 'typo' });
        expect(response.statusCode, String(score)).toBe(400);
      }
      expect((await forfeit(1, { forfeitedBy: 'visitor', reason: 'no show' })).statusCode).toBe(400);
    });

    it('answers 404 for a game that does not exist', async () => {
      expect((await correct(999_999, { homeScore: 1, awayScore: 0, reason: 'typo' })).statusCode).toBe(404);
      expect((await cancel(999_999, { reason: 'rain' })).statusCode).toBe(404);
    });

    it('lets league staff correct games, and nobody else', async () => {
      const game = await pick(played);
      const body = { homeScore: 20, awayScore: 19, reason: 'try' };
      expect((await correct(game.id, body, null)).statusCode).toBe(401);
      expect((await correct(game.id, body, coach)).statusCode).toBe(403);
      expect((await forfeit(game.id, { forfeitedBy: 'home', reason: 'try' }, coach)).statusCode).toBe(403);
      expect((await cancel(game.id, { reason: 'try' }, coach)).statusCode).toBe(403);
      expect((await reinstate(game.id, { reason: 'try' }, coach)).statusCode).toBe(403);
      expect((await undoForfeit(game.id, { reason: 'try' }, null)).statusCode).toBe(401);
      expect(await shown(game.id)).toMatchObject({ homeScore: game.homeScore, awayScore: game.awayScore });
      const byOrgAdmin = await correct(game.id, body, orgAdmin);
      expect(byOrgAdmin.statusCode).toBe(200);
    });
  });

  describe('correcting a score', () => {
    it('gives a completed game its new score, keeps it completed, audits both scores with the reason, and the standings follow', async () => {
      const game = await pick((g) => played(g) && g.homeScore !== null && g.awayScore !== null && g.homeScore > g.awayScore);
      const [home, away] = await recordsOf(game);
      const response = await correct(game.id, { homeScore: 2, awayScore: 5, reason: '  The scorebook had the innings swapped  ' });
      expect(response.statusCode).toBe(200);
      expect(json<Game>(response)).toMatchObject({
        id: game.id,
        status: 'completed',
        homeScore: 2,
        awayScore: 5,
        homeSubmittedScore: 2,
        awaySubmittedScore: 5,
      });
      expect(await shown(game.id)).toMatchObject({ status: 'completed', homeScore: 2, awayScore: 5 });
      // The home team's win is now a loss, and the other way round.
      expect(await recordsOf(game)).toEqual([plus(plus(home!, 'win', -1), 'loss'), plus(plus(away!, 'loss', -1), 'win')]);
      const { before, after } = await audited('game.correct_score', game.id);
      expect(before).toMatchObject({ status: 'completed', homeScore: game.homeScore, awayScore: game.awayScore });
      expect(after).toMatchObject({ status: 'completed', homeScore: 2, awayScore: 5, reason: 'The scorebook had the innings swapped' });
    });

    it('refuses a game that is not completed (409) and the score it already has (400)', async () => {
      const scheduled = await pick((g) => g.status === 'scheduled' && dated(g));
      const refused = await correct(scheduled.id, { homeScore: 1, awayScore: 0, reason: 'typo' });
      expect(refused.statusCode).toBe(409);
      expect(errorMessage(refused)).toBe("Only a completed game's score can be corrected; this game is scheduled");
      const game = await pick(played);
      const same = await correct(game.id, { homeScore: game.homeScore, awayScore: game.awayScore, reason: 'typo' });
      expect(same.statusCode).toBe(400);
      expect(errorMessage(same)).toBe(`The game's score is already ${game.homeScore}-${game.awayScore} (home-away)`);
    });
  });

  describe('forfeits', () => {
    const setting = (payload: unknown, cookie: string | null = admin) => send('PUT', '/api/settings/forfeit-score', cookie, payload);

    it('records a forfeit with the default 7-0 for the other side, marks it, audits it, and counts it in the standings', async () => {
      expect(json(await send('GET', '/api/settings/forfeit-score', orgAdmin))).toEqual({ winnerRuns: 7, loserRuns: 0 });
      const game = await pick((g) => g.status === 'scheduled' && g.phase === 1 && dated(g));
      const [home, away] = await recordsOf(game);
      const response = await forfeit(game.id, { forfeitedBy: 'away', reason: 'Only six players came' });
      expect(response.statusCode).toBe(200);
      expect(json<Game>(response)).toMatchObject({ status: 'completed', homeScore: 7, awayScore: 0, forfeitedBy: 'away' });
      expect(await shown(game.id)).toMatchObject({ status: 'completed', homeScore: 7, awayScore: 0, forfeitedBy: 'away' });
      expect(await recordsOf(game)).toEqual([plus(home!, 'win'), plus(away!, 'loss')]);
      const { before, after } = await audited('game.forfeit', game.id);
      expect(before).toMatchObject({ status: 'scheduled', homeScore: null, awayScore: null, forfeitedBy: null });
      expect(after).toMatchObject({ status: 'completed', homeScore: 7, awayScore: 0, forfeitedBy: 'away', reason: 'Only six players came' });
      // Other games carry no forfeit mark.
      expect((await allGames()).filter((g) => g.forfeitedBy !== undefined).map((g) => g.id)).toContain(game.id);
      expect(Object.keys(await shown((await pick(played)).id))).not.toContain('forfeitedBy');
    });

    it('uses the forfeit score the administrator sets, and checks it', async () => {
      for (const bad of [
        { winnerRuns: 5, loserRuns: 5 },
        { winnerRuns: 3, loserRuns: 4 },
        { winnerRuns: 100, loserRuns: 0 },
        { winnerRuns: 7.5, loserRuns: 0 },
        { winnerRuns: 7, loserRuns: -1 },
        { winnerRuns: '7', loserRuns: 0 },
        { winnerRuns: 7 },
      ]) {
        expect((await setting(bad)).statusCode, JSON.stringify(bad)).toBe(400);
      }
      expect(errorMessage(await setting({ winnerRuns: 5, loserRuns: 5 }))).toBe("The winner's runs must be more than the loser's");
      expect((await setting({ winnerRuns: 9, loserRuns: 1 }, orgAdmin)).statusCode).toBe(403);
      expect((await send('GET', '/api/settings/forfeit-score', coach)).statusCode).toBe(403);
      const saved = await setting({ winnerRuns: 9, loserRuns: 1 });
      expect(json(saved)).toEqual({ winnerRuns: 9, loserRuns: 1 });
      expect(await lastAudit()).toMatchObject({ action: 'settings.update', entity: 'setting', entity_id: 'forfeit_score' });
      expect(JSON.parse((await lastAudit()).before_state ?? '')).toEqual({ winnerRuns: 7, loserRuns: 0 });

      const game = await pick((g) => g.status === 'scheduled' && dated(g));
      const response = await forfeit(game.id, { forfeitedBy: 'home', reason: 'Field not ready' });
      expect(json<Game>(response)).toMatchObject({ homeScore: 1, awayScore: 9, forfeitedBy: 'home' });
      expect((await setting({ winnerRuns: 7, loserRuns: 0 })).statusCode).toBe(200);
      // A recorded forfeit keeps the score it was given.
      expect(await shown(game.id)).toMatchObject({ homeScore: 1, awayScore: 9 });
    });

    it('settles a disputed game and a game being rescheduled', async () => {
      const disputed = await pick((g) => g.status === 'score_disputed' && dated(g));
      expect(json<Game>(await forfeit(disputed.id, { forfeitedBy: 'home', reason: 'Ineligible player' }))).toMatchObject({
        status: 'completed',
        homeScore: 0,
        awayScore: 7,
        forfeitedBy: 'home',
      });
      const moving = await pick((g) => g.status === 'scheduled' && dated(g));
      expect((await send('PATCH', `/api/games/${moving.id}`, admin, { ...editBody(moving), status: 'rescheduling' })).statusCode).toBe(200);
      expect(json<Game>(await forfeit(moving.id, { forfeitedBy: 'away', reason: 'Could not agree a date' }))).toMatchObject({ status: 'completed' });
    });

    it('refuses a completed or cancelled game (409) and a game whose date is to be determined', async () => {
      const game = await pick(played);
      const completed = await forfeit(game.id, { forfeitedBy: 'home', reason: 'late' });
      expect(completed.statusCode).toBe(409);
      expect(errorMessage(completed)).toBe('A forfeit can be recorded only for a scheduled, disputed or rescheduling game; this game is completed');
      const later = await pick((g) => g.status === 'scheduled' && dated(g));
      expect((await cancel(later.id, { reason: 'rain' })).statusCode).toBe(200);
      expect((await forfeit(later.id, { forfeitedBy: 'home', reason: 'late' })).statusCode).toBe(409);
      const tbd = await pick((g) => g.status === 'scheduled' && g.dateTbd);
      const undated = await forfeit(tbd.id, { forfeitedBy: 'home', reason: 'late' });
      expect(undated.statusCode).toBe(409);
      expect(errorMessage(undated)).toMatch(/date is still to be determined cannot be given a final score/);
      expect(await shown(tbd.id)).toMatchObject({ status: 'scheduled', homeScore: null });
    });

    it("corrects a forfeit's score only with the winner still winning, and undoes a forfeit back to scheduled", async () => {
      const game = await pick((g) => g.status === 'scheduled' && dated(g));
      const [home, away] = await recordsOf(game);
      expect((await forfeit(game.id, { forfeitedBy: 'home', reason: 'No coach came' })).statusCode).toBe(200);
      const flipped = await correct(game.id, { homeScore: 7, awayScore: 0, reason: 'wrong side' });
      expect(flipped.statusCode).toBe(400);
      expect(errorMessage(flipped)).toMatch(/^The home team forfeited this game, so its score must have them losing/);
      const corrected = await correct(game.id, { homeScore: 0, awayScore: 6, reason: 'League rule is 6-0 this year' });
      expect(json<Game>(corrected)).toMatchObject({ status: 'completed', homeScore: 0, awayScore: 6, forfeitedBy: 'home' });

      expect((await undoForfeit(game.id, { reason: '' })).statusCode).toBe(400);
      const undone = await undoForfeit(game.id, { reason: 'The umpire report was for another game' });
      expect(undone.statusCode).toBe(200);
      const back = json<Game>(undone);
      expect(back).toMatchObject({ status: 'scheduled', homeScore: null, awayScore: null });
      expect(back.forfeitedBy).toBeUndefined();
      expect(await recordsOf(game)).toEqual([home, away]);
      const { before, after } = await audited('game.undo_forfeit', game.id);
      expect(before).toMatchObject({ status: 'completed', homeScore: 0, awayScore: 6, forfeitedBy: 'home' });
      expect(after).toMatchObject({ status: 'scheduled', homeScore: null, forfeitedBy: null, reason: 'The umpire report was for another game' });

      const notForfeit = await undoForfeit((await pick(played)).id, { reason: 'oops' });
      expect(notForfeit.statusCode).toBe(409);
      expect(errorMessage(notForfeit)).toBe('This game is not recorded as a forfeit');
    });

    it('counts a phase 2 forfeit in the pool standings at once', async () => {
      const games = await allGames();
      for (const division of divisions) {
        const pools = json<PoolStandings>(await t.app.inject({ url: `/api/divisions/${division.id}/pool-standings` }));
        for (const rows of Object.values(pools)) {
          const teamIds = new Set(rows.map((r) => r.team.id));
          const game = games.find(
            (g) => !used.has(g.id) && g.status === 'scheduled' && g.phase === 2 && dated(g) && teamIds.has(g.homeTeamId) && teamIds.has(g.awayTeamId),
          );
          if (!game) continue;
          used.add(game.id);
          const winsOf = (standings: PoolStandings, teamId: number) =>
            Object.values(standings)
              .flat()
              .find((r) => r.team.id === teamId)?.wins;
          const before = winsOf(pools, game.homeTeamId) ?? 0;
          expect((await forfeit(game.id, { forfeitedBy: 'away', reason: 'Did not travel' })).statusCode).toBe(200);
          const after = json<PoolStandings>(await t.app.inject({ url: `/api/divisions/${division.id}/pool-standings` }));
          expect(winsOf(after, game.homeTeamId)).toBe(before + 1);
          return;
        }
      }
      throw new Error('the demo has a phase 2 game between two teams of a pool');
    });
  });

  /** The body of Edit Game that keeps a game as it is. */
  const editBody = (game: Game) => ({ homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, fieldId: game.fieldId, scheduledTime: game.scheduledTime });

  describe('cancelling and reinstating', () => {
    it('cancels a completed game with its score out of the standings, and reinstates it as scheduled', async () => {
      // A game the demo does not already double-book, so that nothing stands in the way of its reinstatement.
      const clashing = new Set(json<SeasonClash[]>(await send('GET', '/api/games/clashes', admin)).flatMap((c) => c.gameIds));
      const game = await pick((g) => played(g) && g.homeScore !== g.awayScore && !clashing.has(g.id));
      const [home, away] = await recordsOf(game);
      const cancelled = await cancel(game.id, { reason: 'Played with an ineligible umpire; to be replayed' });
      expect(json<Game>(cancelled)).toMatchObject({ status: 'cancelled', homeScore: null, awayScore: null });
      const homeWon = (game.homeScore ?? 0) > (game.awayScore ?? 0);
      expect(await recordsOf(game)).toEqual([plus(home!, homeWon ? 'win' : 'loss', -1), plus(away!, homeWon ? 'loss' : 'win', -1)]);
      const { before, after } = await audited('game.cancel', game.id);
      expect(before).toMatchObject({ status: 'completed', homeScore: game.homeScore, awayScore: game.awayScore });
      expect(after).toMatchObject({ status: 'cancelled', homeScore: null, reason: 'Played with an ineligible umpire; to be replayed' });

      const again = await cancel(game.id, { reason: 'twice' });
      expect(again.statusCode).toBe(409);
      expect(errorMessage(again)).toBe('This game is already cancelled');

      const reinstated = await reinstate(game.id, { reason: 'Replay ordered at the same time' });
      expect(reinstated.statusCode).toBe(200);
      expect(json<Game>(reinstated)).toMatchObject({ status: 'scheduled', homeScore: null, scheduledTime: game.scheduledTime, fieldId: game.fieldId });
      expect((await audited('game.reinstate', game.id)).after).toMatchObject({ status: 'scheduled', reason: 'Replay ordered at the same time' });

      const notCancelled = await reinstate(game.id, { reason: 'twice' });
      expect(notCancelled.statusCode).toBe(409);
      expect(errorMessage(notCancelled)).toBe('Only a cancelled game can be reinstated; this game is scheduled');
    });

    it('refuses to reinstate a game whose slot was given away, naming the other game; a field clash may be allowed', async () => {
      const game = await pick((g) => g.status === 'scheduled' && dated(g) && g.fieldId !== null);
      const division = divisions.find((d) => d.id === game.homeTeam.divisionId);
      const games = await allGames();
      const busy = (teamId: number) =>
        games.some(
          (g) => (g.homeTeamId === teamId || g.awayTeamId === teamId) && Math.abs(Date.parse(g.scheduledTime) - Date.parse(game.scheduledTime)) < 3 * 3_600_000,
        );
      const free = (division?.teams ?? []).filter((team) => !busy(team.id));
      const [a, b] = free;
      if (!a || !b) throw new Error('the division has two teams free at the time');
      expect((await cancel(game.id, { reason: 'Rain' })).statusCode).toBe(200);

      // Another game takes the field at that time.
      const taker = await send('POST', '/api/games', admin, { homeTeamId: a.id, awayTeamId: b.id, fieldId: game.fieldId, scheduledTime: game.scheduledTime });
      expect(taker.statusCode).toBe(201);
      const takerId = json<Game>(taker).id;
      const refused = await reinstate(game.id, { reason: 'Rain stopped' });
      expect(refused.statusCode).toBe(409);
      expect(errorMessage(refused)).toMatch(new RegExp(`already hosts a game within 2 hours of this game: .*\\(game ${takerId}\\)`));
      expect(await shown(game.id)).toMatchObject({ status: 'cancelled' });
      const allowed = await reinstate(game.id, { reason: 'Rain stopped; second diamond', allowFieldClash: true });
      expect(allowed.statusCode).toBe(200);
      expect((await audited('game.reinstate', game.id)).after).toMatchObject({ status: 'scheduled', fieldClashAllowedWith: [takerId] });

      // A team playing elsewhere at the time cannot be overridden.
      expect((await cancel(game.id, { reason: 'Rain again' })).statusCode).toBe(200);
      const moved = await send('PATCH', `/api/games/${takerId}`, admin, {
        homeTeamId: game.homeTeamId,
        awayTeamId: b.id,
        fieldId: null,
        scheduledTime: game.scheduledTime,
      });
      expect(moved.statusCode).toBe(200);
      const teamClash = await reinstate(game.id, { reason: 'Rain stopped', allowFieldClash: true });
      expect(teamClash.statusCode).toBe(409);
      expect(errorMessage(teamClash)).toMatch(new RegExp(`^${game.homeTeam.name} already plays within 2 hours of this game: .*\\(game ${takerId}\\)`));
    });
  });

  describe("Edit Game and a field that is not the home team's", () => {
    it("keeps the game's field when it is saved unchanged, and checks a field that changes", async () => {
      const game = await pick((g) => g.status === 'scheduled' && dated(g));
      const fields = json<{ id: number; divisionId: number | null; teams: { division?: { id: number } | null }[] }[]>(
        await t.app.inject({ url: '/api/fields' }),
      );
      const divisionId = game.homeTeam.divisionId;
      const elsewhere = fields.find((f) => f.teams.length > 0 && f.divisionId !== divisionId && f.teams.every((team) => team.division?.id !== divisionId));
      if (!elsewhere) throw new Error('a field of another division exists');
      const moved = await send('PATCH', `/api/games/${game.id}`, admin, { ...editBody(game), fieldId: elsewhere.id });
      expect(moved.statusCode).toBe(400);
      // As a game put there before the rule (or by a restore) would be.
      await t.handle.db.updateTable('games').set({ field_id: elsewhere.id }).where('id', '=', game.id).execute();
      const kept = await send('PATCH', `/api/games/${game.id}`, admin, { ...editBody(game), fieldId: elsewhere.id, allowFieldClash: true });
      expect(kept.statusCode).toBe(200);
      expect(json<Game>(kept).fieldId).toBe(elsewhere.id);
    });
  });
});
