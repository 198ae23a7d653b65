import { describe, expect, it } from 'vitest';
import { calendarFeedPaths } from '../../../shared/calendar-feeds';
import { leagueDate } from '../../../shared/league-time';
import type { BulkPreview, BulkResult } from '../../../shared/schemas/bulk-change';
import type { Game } from '../../../shared/schemas/game';
import { write } from '../../db/write';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { recipientsOf, sortedUnique, withGameMail } from '../../test/game-mail';
import { errorMessage, json, signIn, TEST_TIMEZONE, testEngines } from '../../test/harness';

const PREVIEW = '/api/admin/games/bulk-change/preview';
const APPLY = '/api/admin/games/bulk-change';
const HOUR = 3_600_000;

describe.each(testEngines())('rainouts and bulk changes on %s', (engine) => {
  const m = withGameMail(engine);
  const allGames = async () => json<Game[]>(await m.t.app.inject({ url: '/api/games' }));
  const dayOf = (g: Game) => leagueDate(g.scheduledTime, TEST_TIMEZONE);
  const gamesOn = async (date: string) => (await allGames()).filter((g) => !g.dateTbd && dayOf(g) === date);
  /** The demo's games of a day, played long ago, made games still to be played. */
  const reopen = async (date: string) => {
    const ids = (await gamesOn(date)).map((g) => g.id);
    await write(m.t.ctx, ['games'], async (trx) => {
      await trx.deleteFrom('score_reports').where('game_id', 'in', ids).execute();
      await trx.updateTable('games').set({ status: 'scheduled', home_score: null, away_score: null, forfeited_by: null }).where('id', 'in', ids).execute();
    });
    return gamesOn(date);
  };
  const preview = async (body: object) => {
    const response = await m.send('POST', PREVIEW, m.admin, body);
    expect(response.statusCode, response.body).toBe(200);
    return json<BulkPreview>(response);
  };
  const changing = (p: BulkPreview) => p.games.filter((g) => g.after !== null).map((g) => g.id);
  const apply = (body: object) => m.send('POST', APPLY, m.admin, body);
  const auditOf = (action: string) =>
    m.t.handle.db.selectFrom('audit_log').select(['entity_id', 'before_state', 'after_state']).where('action', '=', action).execute();
  const rowsOf = (ids: number[]) =>
    m.t.handle.db.selectFrom('games').select(['id', 'scheduled_time', 'field_id', 'status']).where('id', 'in', ids).orderBy('id').execute();

  it('selects the games of a day, narrowed by field, division and time of day, and says which it leaves as they are', async () => {
    const day = '2025-04-12';
    const games = await gamesOn(day);
    const all = await preview({ selection: { date: day }, action: { kind: 'cancel' } });
    expect(all.games.map((g) => g.id).sort()).toEqual(games.map((g) => g.id).sort());
    const disputed = all.games.find((g) => g.before.status === 'score_disputed');
    expect(disputed?.after).toBeNull();
    expect(disputed?.unchanged).toBe('Score Disputed: a game with a result keeps its date and status');
    expect(all.games.filter((g) => g.before.status === 'completed').every((g) => g.after === null)).toBe(true);

    const [first] = games;
    if (!first?.fieldId) throw new Error('the day has a game on a field');
    const onField = await preview({ selection: { date: day, fieldIds: [first.fieldId] }, action: { kind: 'cancel' } });
    expect(onField.games.map((g) => g.id).sort()).toEqual(
      games
        .filter((g) => g.fieldId === first.fieldId)
        .map((g) => g.id)
        .sort(),
    );
    const ofDivision = await preview({ selection: { date: day, divisionIds: [first.homeTeam.divisionId] }, action: { kind: 'cancel' } });
    expect(ofDivision.games.map((g) => g.id).sort()).toEqual(
      games
        .filter((g) => g.homeTeam.divisionId === first.homeTeam.divisionId)
        .map((g) => g.id)
        .sort(),
    );
    const clock = (g: Game) =>
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: TEST_TIMEZONE }).format(new Date(g.scheduledTime));
    const morning = await preview({ selection: { date: day, from: '08:00', to: '12:00' }, action: { kind: 'cancel' } });
    const expected = games.filter((g) => clock(g) >= '08:00' && clock(g) < '12:00');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(games.length);
    expect(morning.games.map((g) => g.id).sort()).toEqual(expected.map((g) => g.id).sort());
  });

  it('refuses bad selections and actions with a message, and callers who are not league staff', async () => {
    const bad = async (body: unknown, message: string | RegExp) => {
      const response = await m.send('POST', PREVIEW, m.admin, body);
      expect(response.statusCode, response.body).toBe(400);
      errorMessage(response, message);
    };
    await bad({ selection: { date: '2025-02-30' }, action: { kind: 'cancel' } }, /real calendar date/);
    await bad({ selection: { date: '2025-04-12', from: '12:00', to: '10:00' }, action: { kind: 'cancel' } }, /end after it starts/);
    await bad({ selection: { date: '2025-04-12' }, action: { kind: 'postpone' } }, /cancel, rescheduling or move/);
    await bad({ selection: { date: '2025-04-12' }, action: { kind: 'move' } }, /new date, a time shift or a new field/);
    await bad({ selection: { date: '2025-04-12' }, action: { kind: 'move', shiftMinutes: 5000 } }, /within a day/);
    const noIds = await m.send('POST', APPLY, m.admin, { selection: { date: '2025-04-12' }, action: { kind: 'cancel' }, gameIds: [] });
    expect(noIds.statusCode).toBe(400);
    errorMessage(noIds, 'No games to change');
    const games = await gamesOn('2025-04-12');
    const coach = await m.coachOf(games[0]!.homeTeamId);
    expect((await m.send('POST', PREVIEW, coach.cookie, { selection: { date: '2025-04-12' }, action: { kind: 'cancel' } })).statusCode).toBe(403);
    const orgAdmin = await signIn(m.t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    expect((await m.send('POST', PREVIEW, orgAdmin, { selection: { date: '2025-04-12' }, action: { kind: 'cancel' } })).statusCode).toBe(200);
  });

  it('cancels a day and sets another to rescheduling, an audit row per game', async () => {
    const games = await reopen('2025-04-19');
    const selection = { date: '2025-04-19', to: '12:00' };
    const cancel = await preview({ selection, action: { kind: 'cancel' } });
    const ids = changing(cancel);
    expect(ids.length).toBeGreaterThan(1);
    const response = await apply({ selection, action: { kind: 'cancel' }, gameIds: ids });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<BulkResult>(response).changed).toBe(ids.length);
    const after = await gamesOn('2025-04-19');
    for (const game of after) expect(game.status, `game ${game.id}`).toBe(ids.includes(game.id) ? 'cancelled' : 'scheduled');
    const audits = (await auditOf('game.bulk_cancel')).filter((a) => ids.includes(Number(a.entity_id)));
    expect(audits.map((a) => Number(a.entity_id)).sort()).toEqual([...ids].sort());
    expect(JSON.parse(audits[0]!.after_state ?? '{}')).toMatchObject({ status: 'cancelled' });

    const again = await preview({ selection: { date: '2025-04-19' }, action: { kind: 'rescheduling' } });
    expect(changing(again).sort()).toEqual(
      games
        .map((g) => g.id)
        .filter((id) => !ids.includes(id))
        .sort(),
    );
    const rescheduling = await apply({ selection: { date: '2025-04-19' }, action: { kind: 'rescheduling' }, gameIds: changing(again) });
    expect(rescheduling.statusCode, rescheduling.body).toBe(200);
    expect((await gamesOn('2025-04-19')).filter((g) => g.status === 'rescheduling')).toHaveLength(changing(again).length);
    expect((await auditOf('game.bulk_rescheduling')).length).toBeGreaterThanOrEqual(changing(again).length);
    const moved = await preview({ selection: { date: '2025-04-19' }, action: { kind: 'move', toDate: '2025-04-21' } });
    expect(moved.games.filter((g) => g.before.status === 'cancelled').every((g) => g.unchanged === 'Cancelled: reinstate the game to change it')).toBe(true);
  });

  it('moves a Saturday to another day in one change: the schedule shows it, and each coach gets one mail about all their games', async () => {
    const games = await reopen('2025-05-10');
    await m.afterQuietPeriod();
    const body = { selection: { date: '2025-05-10' }, action: { kind: 'move', toDate: '2025-05-12' } };
    const shown = await preview(body);
    expect(shown.clashes).toEqual([]);
    expect(shown.problems).toEqual([]);
    const first = shown.games[0]!;
    expect(first.before.formattedTime).toContain('May 10, 2025');
    expect(first.after?.formattedTime).toContain('May 12, 2025');
    // The division's schedule and a team's calendar, read (and cached) before the change.
    const [sample] = games;
    const schedulePath = `/api/games?divisionId=${sample!.homeTeam.divisionId}`;
    const feedPath = calendarFeedPaths.team(sample!.homeTeamId);
    const bodyOf = (path: string) => m.t.app.inject({ url: path }).then((r) => r.body);
    expect(await bodyOf(feedPath)).toContain(':20250510T');
    expect(await bodyOf(feedPath)).not.toContain(':20250512T');
    await bodyOf(schedulePath);
    const response = await apply({ ...body, gameIds: changing(shown) });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<Game[]>(await m.t.app.inject({ url: schedulePath })).find((g) => g.id === sample!.id)?.formattedTime).toContain('May 12, 2025');
    expect(await bodyOf(feedPath)).toContain(':20250512T');
    const after = new Map((await allGames()).map((g) => [g.id, g]));
    for (const game of games) {
      const now = after.get(game.id)!;
      expect(dayOf(now)).toBe('2025-05-12');
      expect(Date.parse(now.scheduledTime) - Date.parse(game.scheduledTime)).toBe(48 * HOUR);
      expect(now.fieldId).toBe(game.fieldId);
    }
    expect((await auditOf('game.bulk_move')).filter((a) => games.some((g) => g.id === Number(a.entity_id)))).toHaveLength(games.length);

    const mails = await m.afterQuietPeriod();
    const coaches = sortedUnique((await Promise.all(games.flatMap((g) => [m.staffAddresses(g.homeTeamId), m.staffAddresses(g.awayTeamId)]))).flat());
    expect(coaches.length).toBeGreaterThan(games.length);
    expect(recipientsOf(mails), 'one mail to each coach of a moved game').toEqual(coaches);
    const coachMail = mails.find((mail) => mail.to.includes(coaches[0]!));
    expect(coachMail?.text).toContain('Moved.');
    expect(coachMail?.text).toContain('May 12, 2025');
  });

  it('reports the clashes of a move, refuses a team clash and a field clash not allowed, and writes nothing', async () => {
    const games = await reopen('2025-04-26');
    const [early] = [...games].sort((a, b) => Date.parse(a.scheduledTime) - Date.parse(b.scheduledTime));
    if (!early?.fieldId) throw new Error('the day has a game on a field');
    const startHour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hour12: false, timeZone: TEST_TIMEZONE }).format(new Date(early.scheduledTime)),
    );
    // The first slot's games, moved one hour on, land on their fields while the next games there are on.
    const selection = { date: '2025-04-26', to: `${String(startHour + 1).padStart(2, '0')}:00` };
    const body = { selection, action: { kind: 'move', shiftMinutes: 60 } };
    const shown = await preview(body);
    const ids = changing(shown);
    expect(shown.clashes.length).toBeGreaterThan(0);
    const fieldClashes = shown.clashes.filter((c) => c.kind === 'field');
    expect(fieldClashes.length).toBeGreaterThan(0);
    expect(fieldClashes.every((c) => c.allowable && c.message.includes('already hosts a game'))).toBe(true);
    const before = await rowsOf(ids);
    const audits = (await auditOf('game.bulk_move')).length;

    expect(shown.clashes.every((c) => c.allowable)).toBe(true);
    const refused = await apply({ ...body, gameIds: ids });
    expect(refused.statusCode).toBe(409);
    errorMessage(refused, /^Nothing was changed\. Game \d+: /);
    expect(await rowsOf(ids), 'nothing moved').toEqual(before);
    expect((await auditOf('game.bulk_move')).length).toBe(audits);

    // A team of a moved game already plays at the new time, elsewhere: that cannot be allowed.
    const moved = games.find((g) => g.id === ids[0])!;
    const other = (await allGames()).find((g) => g.homeTeam.divisionId === moved.homeTeam.divisionId && g.fieldId !== null && g.fieldId !== moved.fieldId);
    const added = await m.send('POST', '/api/games', m.admin, {
      homeTeamId: moved.homeTeamId,
      awayTeamId: [other!.homeTeamId, other!.awayTeamId].find((id) => id !== moved.homeTeamId && id !== moved.awayTeamId),
      fieldId: null,
      scheduledTime: new Date(Date.parse(moved.scheduledTime) + 2 * HOUR + 30 * 60_000).toISOString(),
    });
    expect(added.statusCode, added.body).toBe(201);
    const withTeam = await preview(body);
    const teamClash = withTeam.clashes.find((c) => c.kind === 'team' && c.gameId === moved.id);
    expect(teamClash?.allowable).toBe(false);
    expect(teamClash?.message).toContain(`(game ${json<Game>(added).id})`);
    const stillRefused = await apply({ ...body, gameIds: ids, allowFieldClash: true });
    expect(stillRefused.statusCode).toBe(409);
    errorMessage(stillRefused, new RegExp(`Game ${moved.id}: .* already plays within 2 hours`));
    expect(await rowsOf(ids)).toEqual(before);

    await m.send('DELETE', `/api/games/${json<Game>(added).id}`, m.admin);
    const allowed = await apply({ ...body, gameIds: ids, allowFieldClash: true });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const rows = await auditOf('game.bulk_move');
    const clashed = rows.find((a) => Number(a.entity_id) === fieldClashes[0]!.gameId);
    expect((JSON.parse(clashed?.after_state ?? '{}') as { fieldClashAllowedWith: number[] }).fieldClashAllowedWith.length).toBeGreaterThan(0);
  });

  it('refuses a preview gone stale and a move out of the season, writing nothing', async () => {
    const games = await reopen('2025-05-03');
    const body = { selection: { date: '2025-05-03' }, action: { kind: 'rescheduling' } };
    const ids = changing(await preview(body));
    // Another game is booked on the day between the preview and the confirmation.
    const [first] = games;
    const added = await m.send('POST', '/api/games', m.admin, {
      homeTeamId: first!.homeTeamId,
      awayTeamId: first!.awayTeamId,
      fieldId: null,
      scheduledTime: new Date(Date.parse(first!.scheduledTime) - 4 * HOUR).toISOString(),
    });
    expect(added.statusCode, added.body).toBe(201);
    const before = await rowsOf(ids);
    const stale = await apply({ ...body, gameIds: ids });
    expect(stale.statusCode).toBe(409);
    errorMessage(stale, 'The games of 2025-05-03 have changed since the preview. Nothing was changed; preview again.');
    expect(await rowsOf(ids)).toEqual(before);

    const outside = { selection: { date: '2025-05-03' }, action: { kind: 'move', toDate: '2026-03-01' } };
    const shown = await preview(outside);
    expect(shown.problems.length).toBe(changing(shown).length);
    expect(shown.problems[0]?.message).toMatch(/within the .* season/);
    const refused = await apply({ ...outside, gameIds: changing(shown) });
    expect(refused.statusCode).toBe(400);
    errorMessage(refused, /^Nothing was changed\. Game \d+: The game date must be within/);
    expect(await rowsOf(ids)).toEqual(before);
  });
});
