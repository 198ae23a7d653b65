import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedPaths } from '../../../shared/calendar-feeds';
import type { CalendarLink } from '../../../shared/schemas/calendar';
import type { Field } from '../../../shared/schemas/field';
import type { CoachGame, Game } from '../../../shared/schemas/game';
import type { Division } from '../../../shared/schemas/league';
import type { SessionUser } from '../../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { createTestApp, json, signIn, TEST_TIMEZONE, testEngines, type TestApp } from '../../test/harness';

/** A feed as a calendar app reads it: its time zones and events, by game id. */
interface ReadFeed {
  name: string | null;
  zones: string[];
  events: Map<number, ICAL.Event>;
}

function readFeed(text: string): ReadFeed {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = new Map<number, ICAL.Event>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    const id = /^game-(\d+)@localhost$/.exec(event.uid)?.[1];
    if (id === undefined) throw new Error(`UID ${event.uid} is not a game's`);
    events.set(Number(id), event);
  }
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return { name: typeof name === 'string' ? name : null, zones: zones.map((z) => String(z.getFirstPropertyValue('tzid'))), events };
}

const ids = (games: readonly { id: number }[]) => games.map((g) => g.id).sort((a, b) => a - b);
const statusOf = (event: ICAL.Event) => event.component.getFirstPropertyValue('status');
const minutesBetween = (event: ICAL.Event) => (event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()) / 60_000;

describe.each(testEngines())('calendar feeds on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let coach: string;
  let sam: SessionUser;
  let games: Game[];
  let divisions: Division[];
  /** Games a test has changed: no two tests change the same one. */
  const used = new Set<number>();

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    coach = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    sam = json<SessionUser>(await t.app.inject({ url: '/api/user', headers: { cookie: coach } }));
    games = json<Game[]>(await t.app.inject({ url: '/api/games' }));
    divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const feed = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    return readFeed(response.body);
  };
  const send = async (method: 'PATCH' | 'PUT' | 'POST', url: string, payload: object, cookie = admin) => {
    const response = await t.app.inject({ method, url, payload, headers: { cookie } });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response;
  };
  const pick = (fits: (game: Game) => boolean) => {
    const found = games.find((g) => !used.has(g.id) && fits(g));
    if (!found) throw new Error('the demo league has such a game');
    used.add(found.id);
    return found;
  };
  const eventOf = (read: ReadFeed, gameId: number) => {
    const event = read.events.get(gameId);
    if (!event) throw new Error(`game ${gameId} is not in the feed`);
    return event;
  };
  const divisionName = (game: Game) => divisions.find((d) => d.id === game.homeTeam.divisionId)?.name;
  const samTeam = () => {
    const staff = sam.teamStaff[0];
    if (!staff) throw new Error('Sam coaches a team');
    return staff.team;
  };

  it("a team's feed holds exactly the team's games, named for download, on the league's clock", async () => {
    const team = samTeam();
    const response = await get(calendarFeedPaths.team(team.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${`${team.name} ${team.division.name}`.toLowerCase().replace(/ /g, '-')}.ics"`);
    const read = readFeed(response.body);
    expect(read.name).toBe(`${team.name} (${team.division.name})`);
    expect([...read.events.keys()].sort((a, b) => a - b)).toEqual(ids(games.filter((g) => g.homeTeamId === team.id || g.awayTeamId === team.id)));
    expect(read.zones).toEqual([TEST_TIMEZONE]);

    const timed = games.find((g) => g.homeTeamId === team.id && !g.timeTbd && g.status === 'scheduled');
    if (!timed) throw new Error('the team has a game with a time');
    const event = eventOf(read, timed.id);
    expect(event.startDate.zone.tzid).toBe(TEST_TIMEZONE);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(timed.scheduledTime).toISOString());
    expect(minutesBetween(event)).toBe(120);
    expect(event.summary).toBe(`${team.division.name}: ${timed.awayTeam.name} @ ${timed.homeTeam.name}`);
    expect(statusOf(event)).toBe('CONFIRMED');
  });

  it("a division's feed holds the games its schedule lists", async () => {
    for (const division of divisions.slice(0, 2)) {
      const listed = json<Game[]>(await get(`/api/games?divisionId=${division.id}`));
      const read = await feed(calendarFeedPaths.division(division.id));
      expect(read.name).toBe(`${division.name} games`);
      expect([...read.events.keys()].sort((a, b) => a - b)).toEqual(ids(listed));
    }
  });

  it("a field's feed holds its games of the current season, its LOCATION the field's name and address", async () => {
    const fields = json<Field[]>(await get('/api/fields'));
    const field = fields.find((f) => games.some((g) => g.fieldId === f.id));
    if (!field) throw new Error('a field has games');
    const read = await feed(calendarFeedPaths.field(field.id));
    expect(read.name).toBe(`Games at ${field.name}`);
    expect([...read.events.keys()].sort((a, b) => a - b)).toEqual(ids(games.filter((g) => g.fieldId === field.id)));
    for (const event of read.events.values()) expect(event.location).toBe(`${field.name}\n${field.address}`);
    const withoutField = pick((g) => g.fieldId !== field.id && g.status === 'scheduled');
    await send('PATCH', `/api/games/${withoutField.id}/field`, { fieldId: null });
    const division = await feed(calendarFeedPaths.division(withoutField.homeTeam.divisionId));
    expect(eventOf(division, withoutField.id).location).toBeNull();
    expect(eventOf(division, withoutField.id).description).toContain('Field: to be decided');
  });

  it('a change of time keeps the UID and raises SEQUENCE; so do the changes a write makes to what the event shows', async () => {
    const game = pick((g) => g.status === 'scheduled' && !g.timeTbd && g.fieldId !== null);
    const path = calendarFeedPaths.team(game.homeTeamId);
    const before = eventOf(await feed(path), game.id);
    const later = new Date(new Date(game.scheduledTime).getTime() + 30 * 60_000).toISOString();
    await send('PATCH', `/api/games/${game.id}`, {
      homeTeamId: game.homeTeamId,
      awayTeamId: game.awayTeamId,
      fieldId: game.fieldId,
      scheduledTime: later,
      allowFieldClash: true,
    });
    const moved = eventOf(await feed(path), game.id);
    expect(moved.uid).toBe(before.uid);
    expect(moved.sequence).toBeGreaterThan(before.sequence);
    expect(moved.startDate.toJSDate().toISOString()).toBe(later);

    // A renamed team, a field's new address and the league's game length show in the event too.
    await send('PATCH', `/api/divisions/${game.homeTeam.divisionId}/teams/${game.awayTeamId}`, { name: `${game.awayTeam.name} Jr` });
    const renamed = eventOf(await feed(path), game.id);
    expect(renamed.summary).toContain(`${game.awayTeam.name} Jr @ `);
    expect(renamed.sequence).toBeGreaterThan(moved.sequence);

    const field = json<Field>(await get(`/api/fields/${game.fieldId}`));
    const { name, specialInstructions, notes, divisionId, image_url } = field;
    await send('PATCH', `/api/fields/${field.id}`, {
      name,
      address: '500 New Road, Springfield',
      specialInstructions,
      notes,
      divisionId: divisionId ?? game.homeTeam.divisionId,
      image_url,
      teamIds: field.teams.map((x) => x.id),
    });
    const readdressed = eventOf(await feed(path), game.id);
    expect(readdressed.location).toBe(`${field.name}\n500 New Road, Springfield`);
    expect(readdressed.sequence).toBeGreaterThan(renamed.sequence);

    await send('PUT', '/api/settings/game-length', { minutes: 90 });
    const shorter = eventOf(await feed(path), game.id);
    expect(minutesBetween(shorter)).toBe(90);
    expect(shorter.sequence).toBeGreaterThan(readdressed.sequence);
    await send('PUT', '/api/settings/game-length', { minutes: 120 });
  });

  it('a change written outside the services raises SEQUENCE all the same: the database moves it', async () => {
    const game = pick((g) => g.status === 'scheduled' && !g.timeTbd);
    const path = calendarFeedPaths.team(game.homeTeamId);
    const before = eventOf(await feed(path), game.id);
    await t.handle.db.updateTable('games').set({ phase: 2 }).where('id', '=', game.id).execute();
    // The cache has not heard of this write: the division's feed, not read before, is built now.
    const after = eventOf(await feed(calendarFeedPaths.division(game.homeTeam.divisionId)), game.id);
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.description).toContain('Phase 2');
  });

  it('a cancelled game is STATUS:CANCELLED, with a higher SEQUENCE', async () => {
    const game = pick((g) => g.status === 'scheduled' && !g.timeTbd);
    const path = calendarFeedPaths.team(game.awayTeamId);
    const before = eventOf(await feed(path), game.id);
    await send('PATCH', `/api/games/${game.id}/cancel`, { reason: 'Rained out' });
    const cancelled = eventOf(await feed(path), game.id);
    expect(statusOf(cancelled)).toBe('CANCELLED');
    expect(cancelled.summary).toMatch(/\(Cancelled\)$/);
    expect(cancelled.sequence).toBeGreaterThan(before.sequence);
  });

  it('a game whose time is to be decided is an all-day tentative event on its date; one whose date is, across its week', async () => {
    const timeTbd = pick((g) => g.timeTbd && !g.dateTbd && g.status === 'scheduled');
    const read = await feed(calendarFeedPaths.division(timeTbd.homeTeam.divisionId));
    const allDay = eventOf(read, timeTbd.id);
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: TEST_TIMEZONE }).format(new Date(timeTbd.scheduledTime)));
    expect(allDay.duration.toSeconds()).toBe(24 * 3600);
    expect(statusOf(allDay)).toBe('TENTATIVE');
    expect(allDay.summary).toMatch(/\(Time TBD\)$/);

    // Imported as the office pastes it: a game of Tuesday June 3, and a return game some day that week.
    const [home, away] = divisions.find((d) => d.id === samTeam().divisionId)?.teams ?? [];
    if (!home || !away) throw new Error("Sam's division has two teams");
    const { games: imported } = json<{ games: Game[] }>(
      await send('POST', '/api/games/import', {
        divisionId: samTeam().divisionId,
        gamesText: `${away.name} @ ${home.name} - Tue Jun 3 @ 7:00 AM\n${home.name} @ ${away.name} - TBD`,
      }),
    );
    const dateTbd = imported.find((g) => g.dateTbd);
    if (!dateTbd) throw new Error('the import made a game whose date is to be decided');
    const week = eventOf(await feed(calendarFeedPaths.team(home.id)), dateTbd.id);
    expect(week.startDate.isDate).toBe(true);
    expect(week.startDate.toString()).toBe('2025-06-02');
    expect(week.endDate.toString()).toBe('2025-06-09');
    expect(statusOf(week)).toBe('TENTATIVE');
    expect(week.summary).toMatch(/\(Date & Time TBD\)$/);
  });

  it('a final score is in the summary and the description', async () => {
    const game = pick((g) => g.status === 'scheduled' && !g.timeTbd && new Date(g.scheduledTime) < new Date());
    await send('PATCH', `/api/games/${game.id}/direct-score`, { homeScore: 7, awayScore: 4 });
    const event = eventOf(await feed(calendarFeedPaths.team(game.homeTeamId)), game.id);
    expect(event.summary).toBe(`${divisionName(game)}: ${game.awayTeam.name} 4 @ ${game.homeTeam.name} 7 (Final)`);
    expect(event.description).toContain(`Final: ${game.awayTeam.name} 4, ${game.homeTeam.name} 7`);
    expect(statusOf(event)).toBe('CONFIRMED');
  });

  it('answers an unchanged feed with 304 to its ETag, the same for everyone; a change gives a new ETag', async () => {
    const path = calendarFeedPaths.division(samTeam().divisionId);
    const first = await get(path);
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    expect(first.headers['cache-control']).toBe('no-cache');
    const signedIn = await get(path, { cookie: coach });
    expect(signedIn.body).toBe(first.body);
    expect(signedIn.headers.etag).toBe(etag);
    const again = await get(path, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const game = pick((g) => g.homeTeam.divisionId === samTeam().divisionId && g.status === 'scheduled');
    await send('PATCH', `/api/games/${game.id}/cancel`, { reason: 'Field closed' });
    const changed = await get(path, { 'if-none-match': String(etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.headers['content-disposition']).toBe(first.headers['content-disposition']);
  });

  it('answers an unknown team, division or field with 404 and a message, and a malformed id with 400', async () => {
    for (const [url, message] of [
      [calendarFeedPaths.team(999999), 'Team not found'],
      [calendarFeedPaths.division(999999), 'Division not found'],
      [calendarFeedPaths.field(999999), 'Field not found'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message });
    }
    const malformed = await get('/calendar/team/abc.ics');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toMatch(/must be a number/);
  });

  it("a coach's private feed holds the games of the coach's teams, needs no session, and is private", async () => {
    const { path } = json<CalendarLink>(await get('/api/user/calendar-link', { cookie: coach }));
    expect(path).toMatch(/^\/calendar\/coach\/\d+-[\w-]{43}\.ics$/);
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-games-sam-rivera.ics"');
    const read = readFeed(response.body);
    const own = json<CoachGame[]>(await get(`/api/coaches/${sam.id}/games`, { cookie: coach }));
    expect([...read.events.keys()].sort((a, b) => a - b)).toEqual(ids(own));
    expect((await get(path, { 'if-none-match': String(response.headers.etag) })).statusCode).toBe(304);

    const jordan = await signIn(t.app, DEMO_ACCOUNTS.multiTeamCoach, DEMO_PASSWORDS.coach);
    const jordanUser = json<SessionUser>(await get('/api/user', { cookie: jordan }));
    const jordanLink = json<CalendarLink>(await get('/api/user/calendar-link', { cookie: jordan }));
    expect(jordanLink.path).not.toBe(path);
    const jordanGames = json<CoachGame[]>(await get(`/api/coaches/${jordanUser.id}/games`, { cookie: jordan }));
    expect(new Set(jordanGames.map((g) => g.homeTeam.divisionId)).size).toBeGreaterThan(1);
    expect([...(await feed(jordanLink.path)).events.keys()].sort((a, b) => a - b)).toEqual(ids(jordanGames));
  });

  it("resetting a coach's link makes the old one answer 404 at once, cached or not", async () => {
    const old = json<CalendarLink>(await get('/api/user/calendar-link', { cookie: coach })).path;
    expect((await get(old)).statusCode).toBe(200);
    const reset = await send('POST', '/api/user/calendar-link', {}, coach);
    const fresh = json<CalendarLink>(reset).path;
    expect(fresh).not.toBe(old);
    expect(json<CalendarLink>(await get('/api/user/calendar-link', { cookie: coach })).path).toBe(fresh);
    const gone = await get(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Calendar not found' });
    expect((await get(fresh)).statusCode).toBe(200);
    // Another coach's link is their own, and keeps working.
    const forged = old.replace(/^\/calendar\/coach\/\d+-/, `/calendar/coach/${sam.id + 1}-`);
    expect((await get(forged)).statusCode).toBe(404);
    expect((await get('/calendar/coach/not-a-link.ics')).statusCode).toBe(404);
  });

  it('gives the private link only to a signed-in coach, and only their own', async () => {
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.app.inject({ method, url: '/api/user/calendar-link' })).statusCode).toBe(401);
      const refused = await t.app.inject({ method, url: '/api/user/calendar-link', headers: { cookie: admin } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBeTruthy();
    }
  });
});
