import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueDate } from '../../../shared/league-time';
import type { GameListPage, ListedGame } from '../../../shared/schemas/admin-games';
import type { Game } from '../../../shared/schemas/game';
import type { Division } from '../../../shared/schemas/league';
import { createTestApp, errorMessage, json, testEngines, TEST_TIMEZONE, type TestApp, signInDemoRoles } from '../../test/harness';

// Mid-season: some games are past, some to come, and some past ones never got a final score.
const CLOCK = new Date('2025-06-15T16:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testEngines())('the administrator games list on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orgAdmin: string;
  let coach: string;
  let all: Game[];
  let divisions: Division[];

  beforeAll(async () => {
    t = await createTestApp({ engine, now: () => CLOCK });
    ({ admin, orgAdmin, coach } = await signInDemoRoles(t.app));
    all = json<Game[]>(await t.app.inject({ url: '/api/games' }));
    divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, cookie: string | null = admin) => t.app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) });
  const list = async (query: string) => {
    const response = await get(`/api/admin/games?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<GameListPage>(response);
  };
  /** Every game the filters match, across all pages. */
  const everyMatch = async (query: string): Promise<ListedGame[]> => (await list(`${query}&pageSize=200`)).games;
  const ids = (games: readonly { id: number }[]) => games.map((g) => g.id);
  const sortedIds = (games: readonly { id: number }[]) => ids(games).sort((a, b) => a - b);
  const isOverdue = (g: Game) => g.status === 'scheduled' && !g.dateTbd && g.homeScore === null && Date.parse(g.scheduledTime) < CLOCK.getTime() - DAY_MS;

  it('answers a page of the season in the spec game shape, with the total and whether each game is overdue', async () => {
    const page = await list('');
    expect(page).toMatchObject({ total: all.length, page: 1, pageSize: 50 });
    expect(page.games).toHaveLength(50);
    const first = page.games[0];
    const spec = all.find((g) => g.id === first?.id);
    expect(first).toEqual({ ...spec, overdue: spec ? isOverdue(spec) : false });
  });

  it('orders by when by default: the coming games soonest first, then the past ones newest first', async () => {
    expect(all.length).toBeLessThanOrEqual(400);
    const pages = await Promise.all([1, 2].map((p) => list(`page=${p}&pageSize=200`)));
    const listed = pages.flatMap((p) => p.games);
    const coming = all.filter((g) => leagueDate(g.scheduledTime, TEST_TIMEZONE) >= leagueDate(CLOCK.toISOString(), TEST_TIMEZONE));
    const past = all.filter((g) => !coming.includes(g));
    expect(coming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    const byTime = (a: Game, b: Game) => a.scheduledTime.localeCompare(b.scheduledTime) || a.id - b.id;
    const expected = [...[...coming].sort(byTime), ...[...past].sort((a, b) => b.scheduledTime.localeCompare(a.scheduledTime) || a.id - b.id)];
    expect(listed.map((g) => g.scheduledTime)).toEqual(expected.map((g) => g.scheduledTime));
    // desc turns the whole order round.
    const reversed = (await Promise.all([1, 2].map((p) => list(`dir=desc&page=${p}&pageSize=200`)))).flatMap((p) => p.games);
    expect(reversed.map((g) => g.scheduledTime)).toEqual([...expected].reverse().map((g) => g.scheduledTime));
  });

  it('pages through every game once', async () => {
    const pageSize = 37;
    const pages = Math.ceil(all.length / pageSize);
    const seen: number[] = [];
    for (let page = 1; page <= pages; page += 1) seen.push(...ids((await list(`sort=date&page=${page}&pageSize=${pageSize}`)).games));
    expect(seen).toHaveLength(all.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(sortedIds(all));
    // Past the last page: no games, the same total.
    expect(await list(`page=${pages + 1}&pageSize=${pageSize}`)).toMatchObject({ games: [], total: all.length });
  });

  it('filters by division, team, field, TBD field, status, phase and league days', async () => {
    const division = divisions.find((d) => d.teams.length > 1);
    const team = division?.teams[0];
    const withField = all.find((g) => g.fieldId !== null);
    expect(division && team && withField).toBeTruthy();
    if (!division || !team || !withField?.fieldId) return;

    expect(sortedIds(await everyMatch(`division=${division.id}`))).toEqual(
      sortedIds(all.filter((g) => g.homeTeam.divisionId === division.id || g.awayTeam.divisionId === division.id)),
    );
    expect(sortedIds(await everyMatch(`team=${team.id}`))).toEqual(sortedIds(all.filter((g) => g.homeTeamId === team.id || g.awayTeamId === team.id)));
    expect(sortedIds(await everyMatch(`field=${withField.fieldId}`))).toEqual(sortedIds(all.filter((g) => g.fieldId === withField.fieldId)));
    expect(sortedIds(await everyMatch('field=tbd'))).toEqual(sortedIds(all.filter((g) => g.fieldId === null)));
    expect(sortedIds(await everyMatch('status=completed'))).toEqual(sortedIds(all.filter((g) => g.status === 'completed')));
    expect(sortedIds(await everyMatch('phase=2'))).toEqual(sortedIds(all.filter((g) => g.phase === 2)));

    const overdue = await everyMatch('status=overdue');
    expect(overdue.length).toBeGreaterThan(0);
    expect(sortedIds(overdue)).toEqual(sortedIds(all.filter(isOverdue)));
    expect(overdue.every((g) => g.overdue && g.status === 'scheduled')).toBe(true);

    // From and to are days on the league's clock, both included.
    const day = leagueDate(withField.scheduledTime, TEST_TIMEZONE);
    const onDay = all.filter((g) => leagueDate(g.scheduledTime, TEST_TIMEZONE) === day);
    expect(sortedIds(await everyMatch(`from=${day}&to=${day}`))).toEqual(sortedIds(onDay));
    expect((await list(`from=${day}`)).total).toBe(all.filter((g) => leagueDate(g.scheduledTime, TEST_TIMEZONE) >= day).length);

    // Filters add up.
    expect(sortedIds(await everyMatch(`team=${team.id}&status=completed&sort=field`))).toEqual(
      sortedIds(all.filter((g) => (g.homeTeamId === team.id || g.awayTeamId === team.id) && g.status === 'completed')),
    );
  });

  it('finds games by a part of a team or field name in any case, and by game id', async () => {
    const game = all.find((g) => g.field !== null);
    if (!game?.field) throw new Error('no game with a field');
    const part = game.homeTeam.name.slice(1, 6).toUpperCase();
    const byTeam = await everyMatch(`q=${encodeURIComponent(part)}`);
    const lower = part.toLowerCase();
    expect(sortedIds(byTeam)).toEqual(
      sortedIds(all.filter((g) => [g.homeTeam.name, g.awayTeam.name, g.field?.name ?? ''].some((name) => name.toLowerCase().includes(lower)))),
    );
    expect(ids(byTeam)).toContain(game.id);
    const fieldName = game.field.name;
    expect(ids(await everyMatch(`q=${encodeURIComponent(fieldName)}`))).toContain(game.id);
    expect(ids(await everyMatch(`q=${game.id}`))).toContain(game.id);
    // A percent sign is a character to find, not a wildcard.
    expect((await list('q=%25')).total).toBe(0);
  });

  it('sorts by date, status and field, each both ways', async () => {
    const byDate = await everyMatch('sort=date&dir=desc');
    const times = byDate.map((g) => g.scheduledTime);
    expect(times).toEqual([...times].sort().reverse());

    const labels = (await everyMatch('sort=status')).map((g) => g.status);
    const order = ['cancelled', 'completed', 'rescheduling', 'scheduled', 'score_disputed'];
    expect(labels.map((s) => order.indexOf(s))).toEqual([...labels.map((s) => order.indexOf(s))].sort((a, b) => a - b));

    const byField = await everyMatch('sort=field');
    const names = byField.filter((g) => g.field).map((g) => g.field?.name ?? '');
    expect(names.length).toBeGreaterThan(0);
    // Named fields in order, TBD after them.
    expect(byField.findIndex((g) => g.field === null) === -1 || byField.slice(byField.findIndex((g) => g.field === null)).every((g) => g.field === null)).toBe(
      true,
    );
    const backwards = (await everyMatch('sort=field&dir=desc')).filter((g) => g.field).map((g) => g.field?.name ?? '');
    expect(new Set(names).size).toBeGreaterThan(1);
    expect(backwards[0]).toBe(names[names.length - 1]);
    expect(names[0]).not.toBe(backwards[0]);
  });

  it('refuses bad parameters with a message naming what is wrong', async () => {
    const refused = async (query: string, message: RegExp) => {
      const response = await get(`/api/admin/games?${query}`);
      expect(response.statusCode, query).toBe(400);
      errorMessage(response, message, query);
    };
    await refused('pageSize=201', /Page size must be at most 200/);
    await refused('pageSize=0', /Page size must be at least 1/);
    await refused('page=0', /Page must be at least 1/);
    await refused('status=lost', /Status must be one of/);
    await refused('sort=team', /Sort must be one of/);
    await refused('dir=up', /Direction must be asc or desc/);
    await refused('field=north', /Field must be a field id or tbd/);
    await refused('team=abc', /Team must be a number/);
    await refused('division=abc', /Division must be a number/);
    await refused('season=0', /Season must be positive/);
    await refused('phase=4', /Phase must be 1, 2 or 3/);
    await refused('from=2025-02-30', /not a real calendar date/);
    await refused('from=2025-06-10&to=2025-06-01', /start date must not be after the end date/);
    await refused(`q=${'x'.repeat(101)}`, /at most 100 characters/);
    await refused('color=red', /Unknown query parameter: color/);
    const export400 = await get('/api/admin/games/export?status=lost');
    expect(export400.statusCode).toBe(400);
    errorMessage(export400, /Status must be one of/);
    // A season that does not exist is not found.
    expect((await get('/api/admin/games?season=9999')).statusCode).toBe(404);
  });

  it('is for league staff only', async () => {
    for (const url of ['/api/admin/games', '/api/admin/games/export']) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, coach)).statusCode, url).toBe(403);
      expect((await get(url, orgAdmin)).statusCode, url).toBe(200);
      expect((await get(url, admin)).statusCode, url).toBe(200);
    }
  });

  it('exports every matching game as CSV in the list order, formula-safe', async () => {
    const division = divisions.find((d) => d.teams.length > 1);
    const team = division?.teams[0];
    if (!team) throw new Error('no team');
    await t.handle.db.updateTable('teams').set({ name: '=HYPERLINK("http://evil.example")' }).where('id', '=', team.id).execute();
    try {
      const response = await get(`/api/admin/games/export?team=${team.id}&sort=date`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toBe('attachment; filename="schedule-2025-06-15.csv"');
      expect(response.body).toContain('\r\n');
      const rows = Papa.parse<string[]>(response.body.trim()).data;
      expect(rows[0]).toEqual(['Game ID', 'Date', 'Time', 'Away', 'Home', 'Field', 'Status', 'Score']);
      const listed = await everyMatch(`team=${team.id}&sort=date`);
      expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(ids(listed));
      // The team's name is text in a spreadsheet, never a formula.
      const names = rows.slice(1).flatMap((r) => [r[3], r[4]]);
      expect(names).toContain('\'=HYPERLINK("http://evil.example")');
      expect(names.some((n) => n?.startsWith('='))).toBe(false);
      const completed = listed.find((g) => g.status === 'completed');
      const line = rows.find((r) => Number(r[0]) === completed?.id);
      if (completed && line) {
        expect(line.slice(5)).toEqual([completed.field?.name ?? 'TBD', 'Completed', `${completed.awayScore}–${completed.homeScore}`]);
      }
      // Not one page: every game of the season when nothing narrows it.
      const everything = Papa.parse<string[]>((await get('/api/admin/games/export')).body.trim()).data;
      expect(everything).toHaveLength(all.length + 1);
    } finally {
      await t.handle.db.updateTable('teams').set({ name: team.name }).where('id', '=', team.id).execute();
    }
  });

  it('says in the list and the export which team forfeited a game', async () => {
    const game = all.find((g) => g.status === 'scheduled' && !g.dateTbd);
    if (!game) throw new Error('no scheduled game');
    const forfeit = await t.app.inject({
      method: 'PATCH',
      url: `/api/games/${game.id}/forfeit`,
      headers: { cookie: admin },
      payload: { forfeitedBy: 'away', reason: 'Not enough players' },
    });
    expect(forfeit.statusCode, forfeit.body).toBe(200);
    try {
      const [listed] = (await list(`q=${game.id}`)).games.filter((g) => g.id === game.id);
      expect(listed).toMatchObject({ status: 'completed', forfeitedBy: 'away', homeScore: 7, awayScore: 0 });
      const rows = Papa.parse<string[]>((await get(`/api/admin/games/export?team=${game.awayTeamId}`)).body.trim()).data;
      expect(rows.find((r) => Number(r[0]) === game.id)?.slice(6)).toEqual([`Completed (forfeit by ${game.awayTeam.name})`, '0–7']);
    } finally {
      const undone = await t.app.inject({
        method: 'PATCH',
        url: `/api/games/${game.id}/undo-forfeit`,
        headers: { cookie: admin },
        payload: { reason: 'Recorded by mistake' },
      });
      expect(undone.statusCode, undone.body).toBe(200);
    }
  });
});
