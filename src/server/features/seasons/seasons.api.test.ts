import type { Field } from '../../../shared/schemas/field';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarAYearLater, springCalendar, type SeasonCalendar } from '../../../shared/season';
import type { coachTeam } from '../../../shared/schemas/coach';
import type { z } from 'zod';
import type { Game } from '../../../shared/schemas/game';
import type { Division, SeasonInfo } from '../../../shared/schemas/league';
import type { PlayoffFormat } from '../../../shared/schemas/playoffs';
import type { SeasonDetail, SeasonPreview, SeasonSummary } from '../../../shared/schemas/season';
import type { SessionUser } from '../../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { createTestApp, errorMessage, json, signIn, TEST_TIMEZONE, testEngines, type TestApp } from '../../test/harness';

describe.each(testEngines())('the first season of a new league on %s', (engine) => {
  it('is the spring season that has not ended yet, on the league clock', async () => {
    for (const [today, name] of [
      ['2025-03-01T12:00:00Z', '2025'],
      ['2025-07-06T12:00:00Z', '2025'],
      ['2026-11-26T12:00:00Z', '2027'],
    ] as const) {
      const t = await createTestApp({ engine, seed: 'none', now: () => new Date(today) });
      try {
        const season = json<SeasonInfo>(await t.app.inject({ url: '/api/season' }));
        expect(season.name, today).toBe(name);
        expect(season.weeks[0], today).toMatchObject({ week: 1, start: `${name}-04-01`, phase: 1 });
        expect(season.timeZone).toBe(TEST_TIMEZONE);
        expect(json<SeasonSummary[]>(await t.app.inject({ url: '/api/seasons' }))).toEqual([
          { id: season.id, name, start: season.weeks[0]?.start, end: season.weeks.at(-1)?.end, current: true, archived: false },
        ]);
      } finally {
        await t.close();
      }
    }
  });
});

/** In May 2026: the 2026 season is under way once it is started. */
const CLOCK = new Date('2026-05-01T16:00:00Z');
const CALENDAR_2026: SeasonCalendar = calendarAYearLater(springCalendar(2025, TEST_TIMEZONE));
const CARRY_ALL = { divisions: true, teams: true, coachAssignments: true, playoffFormats: true };

describe.each(testEngines())('seasons on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let coach: string;
  let coachId: number;
  let season2025: SeasonSummary | undefined;
  let season2026: SeasonDetail;
  let finalStandings2025: string;

  const get = (url: string, cookie = '') => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, cookie = admin) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

  beforeAll(async () => {
    t = await createTestApp({ engine, now: () => CLOCK });
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    coach = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    coachId = json<SessionUser>(await get('/api/user', coach)).id;
    [season2025] = json<SeasonSummary[]>(await get('/api/seasons'));
    finalStandings2025 = (await get(`/api/games?season=${season2025?.id}`)).body;
  });
  afterAll(() => t.close());

  it('lists the demo league’s 2025 season as the current one', () => {
    expect(season2025).toEqual({ id: expect.any(Number) as number, name: '2025', start: '2025-04-01', end: '2025-07-06', current: true, archived: false });
  });

  it('lets only the administrator start a season', async () => {
    const body = { name: '2026', calendar: CALENDAR_2026 };
    expect((await t.app.inject({ method: 'POST', url: '/api/seasons', payload: body })).statusCode).toBe(401);
    expect((await send('POST', '/api/seasons', body, coach)).statusCode).toBe(403);
    expect((await send('POST', '/api/seasons/preview', body, coach)).statusCode).toBe(403);
    const operations = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    expect((await send('POST', '/api/seasons', body, operations)).statusCode).toBe(403);
  });

  it('refuses a season it cannot make, saying why, and makes nothing', async () => {
    const outside = { ...CALENDAR_2026, phase2Availability: { start: '2026-04-01', end: '2026-05-01' } };
    errorMessage(
      await send('POST', '/api/seasons', { name: '2026', calendar: outside }),
      /^.*The phase 2 window must lie within phase 2 \(2026-05-25 to 2026-06-28\)/,
    );
    errorMessage(await send('POST', '/api/seasons', { name: '2025', calendar: CALENDAR_2026 }), 'A season named 2025 already exists');
    errorMessage(
      await send('POST', '/api/seasons', { name: '2026', calendar: CALENDAR_2026, carry: { teams: true } }),
      /Teams can only be carried forward with their divisions/,
    );
    errorMessage(await send('POST', '/api/seasons', { name: '2026', calendar: { ...CALENDAR_2026, timeZone: 'Mars/Olympus' } }), /not a known time zone/);
    // A season whose weeks would run past the end of the calendar is refused, not failed on.
    const farOff = { ...CALENDAR_2026, firstDay: '9999-11-01', phase2Availability: { start: '9999-12-27', end: '9999-12-30' } };
    for (const path of ['/api/seasons', '/api/seasons/preview']) {
      const refused = await send('POST', path, { name: 'Far off', calendar: farOff });
      expect(refused.statusCode, path).toBe(400);
      errorMessage(refused, /A season's first day must be in the years 2000 to 2199/);
    }
    errorMessage(
      await send('POST', '/api/seasons', { name: '2026', calendar: { ...CALENDAR_2026, holidays: ['2026-12-25'] } }),
      /Holidays must fall within the season \(2026-04-01 to 2026-07-05\): 2026-12-25/,
    );
    expect(json<SeasonSummary[]>(await get('/api/seasons'))).toHaveLength(1);
  });

  it('previews what a season carried from 2025 would hold, writing nothing', async () => {
    const preview = json<SeasonPreview>(await send('POST', '/api/seasons/preview', { name: '2026', calendar: CALENDAR_2026, carry: CARRY_ALL }));
    const divisions = json<Division[]>(await get('/api/divisions'));
    expect(preview).toMatchObject({ name: '2026', start: '2026-04-01', end: '2026-07-05', weeks: 14, makeCurrent: false, fromSeason: { name: '2025' } });
    expect(preview.divisions.map((d) => d.name)).toEqual(divisions.map((d) => d.name));
    expect(preview.divisions.map((d) => d.teams.slice().sort())).toEqual(divisions.map((d) => d.teams.map((team) => team.name).sort()));
    expect(preview.divisions.every((d) => d.playoffFormat)).toBe(true);
    expect(preview.coachAssignments).toBeGreaterThan(40);
    expect(preview.fieldLinks).toBeGreaterThan(30);
    expect(json<SeasonSummary[]>(await get('/api/seasons'))).toHaveLength(1);
  });

  it('starts 2026 carrying divisions, teams, coaches and formats, leaving 2025 current and as it was', async () => {
    const created = await send('POST', '/api/seasons', { name: '2026', calendar: CALENDAR_2026, carry: CARRY_ALL });
    expect(created.statusCode).toBe(201);
    season2026 = json<SeasonDetail>(created);
    expect(season2026).toMatchObject({ name: '2026', start: '2026-04-01', end: '2026-07-05', current: false, archived: false, calendar: CALENDAR_2026 });
    expect(json<SeasonSummary[]>(await get('/api/seasons')).map((s) => [s.name, s.current])).toEqual([
      ['2026', false],
      ['2025', true],
    ]);

    const old = json<Division[]>(await get('/api/divisions'));
    const carried = json<Division[]>(await get(`/api/divisions?season=${season2026.id}`));
    expect(carried.map((d) => d.name)).toEqual(old.map((d) => d.name));
    expect(carried.map((d) => d.teams.map((team) => team.name))).toEqual(old.map((d) => d.teams.map((team) => team.name)));
    expect(carried.map((d) => d.id).filter((id) => old.some((o) => o.id === id))).toEqual([]);
    expect(json<PlayoffFormat[]>(await get(`/api/playoff-formats?season=${season2026.id}`)).map((f) => [f.divisionName, f.pools])).toEqual(
      json<PlayoffFormat[]>(await get('/api/playoff-formats')).map((f) => [f.divisionName, f.pools]),
    );
    const teams2025 = json<z.infer<typeof coachTeam>[]>(await get(`/api/coaches/${coachId}/teams`, coach));
    const teams2026 = json<z.infer<typeof coachTeam>[]>(await get(`/api/coaches/${coachId}/teams?season=${season2026.id}`, coach));
    expect(teams2026.map((team) => [team.teamName, team.role])).toEqual(teams2025.map((team) => [team.teamName, team.role]));
    expect(json<Game[]>(await get(`/api/games?season=${season2026.id}`))).toEqual([]);
    expect((await get('/api/games')).body).toBe(finalStandings2025);
  });

  it('answers 404 for a season that does not exist, and 400 for one that is not an id', async () => {
    errorMessage(await get('/api/divisions?season=999999'), 'Season not found');
    // A division read in another season than its own.
    const [division] = json<Division[]>(await get('/api/divisions'));
    for (const path of [`/api/games?divisionId=${division?.id}`, `/api/divisions/${division?.id}/pool-standings`, `/api/divisions/${division?.id}/seeds`]) {
      expect((await get(`${path}${path.includes('?') ? '&' : '?'}season=${season2025?.id}`)).statusCode, path).toBe(200);
      errorMessage(
        await get(`${path}${path.includes('?') ? '&' : '?'}season=${season2026.id}`),
        `Division ${division?.id} is not a division of the 2026 season`,
      );
    }
    errorMessage(await get('/api/games?season=999999'), 'Season not found');
    errorMessage(await get('/api/teams?season=abc'), 'Season must be a number');
    errorMessage(await get('/api/games?season=-2'), 'Season must be positive');
  });

  it('schedules games of 2026 within its own weeks', async () => {
    const [division] = json<Division[]>(await get(`/api/divisions?season=${season2026.id}`));
    const [home, away] = division?.teams ?? [];
    const game = (scheduledTime: string) => send('POST', '/api/games', { homeTeamId: home?.id, awayTeamId: away?.id, fieldId: null, scheduledTime });
    errorMessage(await game('2025-05-01T22:00:00Z'), 'The game date must be within the 2026 season (2026-04-01 to 2026-07-05)');
    const added = await game('2026-04-15T22:00:00Z');
    expect(added.statusCode).toBe(201);
    expect(json<Game>(added)).toMatchObject({ phase: 1, homeTeam: { id: home?.id } });
    expect(json<Game[]>(await get(`/api/games?season=${season2026.id}`))).toHaveLength(1);
    expect((await get('/api/games')).body).toBe(finalStandings2025);
  });

  it("schedules 2026 on its teams' own fields before it is current", async () => {
    const divisions2026 = json<Division[]>(await get(`/api/divisions?season=${season2026.id}`));
    const teams = divisions2026.flatMap((d) => d.teams.map((team) => ({ ...team, division: d })));
    const withFields = await Promise.all(
      teams.map(async (team) => ({ team, fields: json<Field[]>(await get(`/api/fields?teamId=${team.id}&selector=true`)) })),
    );
    const home = withFields.find((entry) => entry.fields.length > 0);
    if (!home) throw new Error('2026 carried the home fields of 2025');
    expect(home.fields.every((field) => field.teams.some((team) => team.id === home.team.id))).toBe(true);
    const away = home.team.division.teams.find((team) => team.id !== home.team.id);
    const added = await send('POST', '/api/games', {
      homeTeamId: home.team.id,
      awayTeamId: away?.id,
      fieldId: home.fields[0]?.id,
      scheduledTime: '2026-04-22T22:00:00Z',
    });
    expect(added.statusCode).toBe(201);
    expect(json<Game>(added).field?.id).toBe(home.fields[0]?.id);
    // The division's picker offers them too.
    const picker = json<Field[]>(await get(`/api/fields?divisionId=${home.team.divisionId}&selector=true`));
    expect(picker.map((field) => field.id)).toContain(home.fields[0]?.id);
  });

  it('makes 2026 current: every page and the coach portal move to it; 2025 stays as it ended', async () => {
    // A field of 2025's 10U follows to 2026's 10U.
    const tenU2025 = json<Division[]>(await get('/api/divisions')).find((d) => d.name === '10U');
    const [field] = await t.handle.db.selectFrom('fields').select('id').orderBy('id').limit(1).execute();
    await t.handle.db
      .updateTable('fields')
      .set({ division_id: tenU2025?.id ?? null })
      .where('id', '=', field?.id ?? -1)
      .execute();
    const made = await send('PATCH', `/api/seasons/${season2026.id}`, { current: true });
    expect(json<SeasonDetail>(made)).toMatchObject({ current: true });
    expect(json<SeasonInfo>(await get('/api/season')).name).toBe('2026');
    expect(json<Division[]>(await get('/api/divisions'))).toEqual(json<Division[]>(await get(`/api/divisions?season=${season2026.id}`)));
    const tenU2026 = json<Division[]>(await get('/api/divisions')).find((d) => d.name === '10U');
    expect(json<{ divisionId: number | null }>(await get(`/api/fields/${field?.id}`)).divisionId).toBe(tenU2026?.id);
    const user = json<SessionUser>(await get('/api/user', coach));
    const carriedTeams = json<Division[]>(await get('/api/divisions')).flatMap((d) => d.teams.map((team) => team.id));
    expect(user.teamStaff.length).toBeGreaterThan(0);
    expect(user.teamStaff.every((s) => carriedTeams.includes(s.teamId))).toBe(true);
    expect((await get(`/api/games?season=${season2025?.id}`)).body).toBe(finalStandings2025);
  });

  it('archives a past season, which then takes no changes, and never the current one', async () => {
    errorMessage(
      await send('PATCH', `/api/seasons/${season2026.id}`, { archived: true }),
      'The 2026 season is current and cannot be archived; make another season current first',
    );
    expect(json<SeasonDetail>(await send('PATCH', `/api/seasons/${season2025?.id}`, { archived: true }))).toMatchObject({ archived: true, current: false });
    const [game] = json<Game[]>(await get(`/api/games?season=${season2025?.id}`));
    errorMessage(await send('DELETE', `/api/games/${game?.id}`), 'The 2025 season is archived; bring it back from the archive (Settings) to change it');
    errorMessage(
      await send('POST', `/api/divisions?season=${season2025?.id}`, { name: '13U' }),
      'The 2025 season is archived; bring it back from the archive (Settings) to change it',
    );
    errorMessage(
      await send('PATCH', `/api/seasons/${season2025?.id}`, { current: true }),
      'The 2025 season is archived; bring it back from the archive before making it current',
    );
    expect(json<SeasonDetail>(await send('PATCH', `/api/seasons/${season2025?.id}`, { archived: false }))).toMatchObject({ archived: false });
    expect((await get(`/api/games?season=${season2025?.id}`)).body).toBe(finalStandings2025);
  });

  it('keeps a calendar from leaving a game of the season outside its weeks', async () => {
    const later = { ...CALENDAR_2026, firstDay: '2026-04-20', phase2Availability: { start: '2026-06-15', end: '2026-07-13' } };
    errorMessage(
      await send('PATCH', `/api/seasons/${season2026.id}`, { calendar: later }),
      '1 game of this season would fall outside 2026-04-20 to 2026-07-26; move it first',
    );
    const holidays = { ...CALENDAR_2026, holidays: [...CALENDAR_2026.holidays, '2026-04-03'] };
    expect(json<SeasonDetail>(await send('PATCH', `/api/seasons/${season2026.id}`, { calendar: holidays })).calendar.holidays).toContain('2026-04-03');
    expect(json<SeasonInfo>(await get('/api/season')).holidays).toContain('2026-04-03');

    // Shorter phase 1: its last weeks' games move to phase 2, and back when it is lengthened again.
    const phasesOf2026 = async () => json<Game[]>(await get(`/api/games?season=${season2026.id}`)).map((g) => g.phase);
    expect(await phasesOf2026()).toEqual([1, 1]);
    const shorter = { ...holidays, phaseWeeks: { ...holidays.phaseWeeks, phase1: 2, phase2: holidays.phaseWeeks.phase2 + 6 } };
    expect((await send('PATCH', `/api/seasons/${season2026.id}`, { calendar: shorter })).statusCode).toBe(200);
    expect(await phasesOf2026()).toEqual([2, 2]);
    expect((await send('PATCH', `/api/seasons/${season2026.id}`, { calendar: holidays })).statusCode).toBe(200);
    expect(await phasesOf2026()).toEqual([1, 1]);
  });

  it('deletes only a season that is not current and has no games', async () => {
    errorMessage(await send('DELETE', `/api/seasons/${season2026.id}`), 'The 2026 season is current and cannot be deleted');
    errorMessage(await send('DELETE', `/api/seasons/${season2025?.id}`), /^The 2025 season has \d+ games and cannot be deleted; archive it instead$/);
    const fall = json<SeasonDetail>(
      await send('POST', '/api/seasons', {
        name: 'Fall 2026',
        calendar: {
          ...CALENDAR_2026,
          firstDay: '2026-08-31',
          phaseWeeks: { phase1: 6, phase2: 3, championship: 1 },
          phase2Availability: { start: '2026-10-12', end: '2026-10-26' },
          holidays: [],
        },
        carry: { divisions: true, teams: true },
      }),
    );
    expect(json<Division[]>(await get(`/api/divisions?season=${fall.id}`)).length).toBeGreaterThan(0);
    expect((await send('DELETE', `/api/seasons/${fall.id}`)).statusCode).toBe(200);
    expect(json<SeasonSummary[]>(await get('/api/seasons')).map((s) => s.name)).toEqual(['2026', '2025']);
    errorMessage(await get(`/api/divisions?season=${fall.id}`), 'Season not found');
  });

  it('takes a name in another case as the same name', async () => {
    const calendar = calendarAYearLater(calendarAYearLater(CALENDAR_2026));
    const made = await send('POST', '/api/seasons', { name: 'Fall 2028', calendar });
    expect(made.statusCode).toBe(201);
    errorMessage(await send('POST', '/api/seasons', { name: 'fall 2028', calendar }), 'A season named Fall 2028 already exists');
    errorMessage(await send('POST', '/api/seasons', { name: ' Fall   2028 ', calendar }), 'A season named Fall 2028 already exists');
    expect((await send('DELETE', `/api/seasons/${json<SeasonDetail>(made).id}`)).statusCode).toBe(200);
  });
});
