import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../../shared/schemas/game';
import type { GameImportPreview, SeasonClash } from '../../../shared/schemas/game-admin';
import type { Field } from '../../../shared/schemas/field';
import type { Division } from '../../../shared/schemas/league';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { countRows, createTestApp, errorMessage, json, signIn, TEST_TIMEZONE, testEngines, type TestApp } from '../../test/harness';

const HOUR = 3_600_000;
const at = (time: string, offsetMs: number) => new Date(Date.parse(time) + offsetMs).toISOString();

describe.each(testEngines())('double-booking on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orgAdmin: string;
  let divisions: Division[];
  /** A scheduled game of the demo at a known date, time and field, and its division. */
  let booked: Game;
  let division: Division;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    orgAdmin = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
    const games = json<Game[]>(await t.app.inject({ url: '/api/games' }));
    const teamsOf = (divisionId: number) => divisions.find((d) => d.id === divisionId)?.teams.length ?? 0;
    const candidate = games.find((g) => g.status === 'scheduled' && !g.dateTbd && !g.timeTbd && g.fieldId !== null && teamsOf(g.homeTeam.divisionId) >= 10);
    if (!candidate) throw new Error('the demo has a scheduled game with a field');
    booked = candidate;
    const found = divisions.find((d) => d.id === booked.homeTeam.divisionId);
    if (!found) throw new Error('the game has a division');
    division = found;
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'GET', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  /** Teams of the booked game's division that are not in it. */
  const others = () => division.teams.filter((team) => team.id !== booked.homeTeamId && team.id !== booked.awayTeamId);
  const pair = (index: number) => {
    const [home, away] = others().slice(index * 2, index * 2 + 2);
    if (!home || !away) throw new Error('the division has enough teams');
    return { homeTeamId: home.id, awayTeamId: away.id };
  };
  const addGame = (body: object, cookie = admin) => send('POST', '/api/games', cookie, body);
  const lastAudit = () => t.handle.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  const setLength = (minutes: unknown, cookie = admin) => send('PUT', '/api/settings/game-length', cookie, { minutes });

  // First, while the only games near the booked one are the demo's own.
  describe('schedule import', () => {
    const preview = (gamesText: string) => send('POST', '/api/games/import/preview', admin, { divisionId: division.id, gamesText });
    const name = (id: number) => division.teams.find((team) => team.id === id)?.name ?? '';

    it('lists every clash of a line, with the schedule and with the lines above it, and imports nothing', async () => {
      const [a, b, c] = others();
      if (!a || !b || !c) throw new Error('the division has other teams');
      const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: TEST_TIMEZONE })
        .format(new Date(booked.scheduledTime))
        .replace(',', '');
      const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: TEST_TIMEZONE }).format(new Date(booked.scheduledTime));
      const lines = [
        `${a.name} @ ${name(booked.homeTeamId)} - ${day} @ ${clock}`,
        `${b.name} @ ${c.name} - ${day} @ ${clock}`,
        `${c.name} @ ${a.name} - ${day} @ ${clock}`,
        `${b.name} @ ${c.name} - ${day} @ TBD`,
      ];
      const before = await countRows(t.handle, 'games');
      const checked = json<GameImportPreview>(await preview(lines.join('\n')));
      expect(checked.errors.map((e) => [e.line, e.reason.replace(/:.*/, '')])).toEqual([
        [1, `${booked.homeTeam.name} already plays within 2 hours of this game`],
        [3, `${a.name} already plays within 2 hours of this game, on line 1`],
        [3, `${c.name} already plays within 2 hours of this game, on line 2`],
      ]);
      expect(checked.errors[0]?.reason).toContain(`(game ${booked.id})`);
      expect(checked.games.map((g) => g.line)).toEqual([2, 4]);

      const imported = await send('POST', '/api/games/import', admin, { divisionId: division.id, gamesText: lines.join('\n') });
      expect(imported.statusCode).toBe(409);
      errorMessage(imported, /^No games were imported\. Line 1: .* already plays within 2 hours/);
      expect(await countRows(t.handle, 'games')).toBe(before);

      // A clash beside a line that is not a game at all: the paste is bad text first (400).
      const mixed = await send('POST', '/api/games/import', admin, { divisionId: division.id, gamesText: [...lines, 'Nobody @ Nowhere'].join('\n') });
      expect(mixed.statusCode).toBe(400);
      errorMessage(mixed, /^No games were imported\. Line 1: .* already plays within 2 hours.*; Line 5: /);
      expect(await countRows(t.handle, 'games')).toBe(before);
    });
  });

  it('refuses a team playing twice at once and the same game twice, naming the game already booked', async () => {
    const opponent = others()[0];
    if (!opponent) throw new Error('the division has other teams');
    const twice = await addGame({ homeTeamId: booked.homeTeamId, awayTeamId: opponent.id, fieldId: null, scheduledTime: at(booked.scheduledTime, HOUR) });
    expect(twice.statusCode).toBe(409);
    errorMessage(
      twice,
      `${booked.homeTeam.name} already plays within 2 hours of this game: ${booked.awayTeam.name} @ ${booked.homeTeam.name}, ${booked.formattedTime} at ${booked.field?.name} (game ${booked.id})`,
    );

    const again = await addGame({ homeTeamId: booked.homeTeamId, awayTeamId: booked.awayTeamId, fieldId: booked.fieldId, scheduledTime: booked.scheduledTime });
    expect(again.statusCode).toBe(409);
    errorMessage(
      again,
      `This game is already on the schedule: ${booked.awayTeam.name} @ ${booked.homeTeam.name}, ${booked.formattedTime} at ${booked.field?.name} (game ${booked.id})`,
    );

    // Two hours later the team is free again.
    const later = await addGame({ homeTeamId: booked.homeTeamId, awayTeamId: opponent.id, fieldId: null, scheduledTime: at(booked.scheduledTime, 2 * HOUR) });
    expect(later.statusCode).toBe(201);
  });

  it('refuses a second game on the field at the time unless the administrator allows it, and records that', async () => {
    const body = { ...pair(1), fieldId: booked.fieldId, scheduledTime: at(booked.scheduledTime, 30 * 60_000) };
    const refused = await addGame(body);
    expect(refused.statusCode).toBe(409);
    errorMessage(
      refused,
      new RegExp(
        `^${booked.field?.name} already hosts a game within 2 hours of this game: .*\\(game ${booked.id}\\)\\. If the field has room for both games, allow the field clash\\.$`,
      ),
    );
    expect((await addGame({ ...body, allowFieldClash: 'yes' })).statusCode).toBe(400);

    const allowed = await addGame({ ...body, allowFieldClash: true });
    expect(allowed.statusCode).toBe(201);
    const audit = await lastAudit();
    expect(audit.action).toBe('game.create');
    expect(JSON.parse(audit.after_state ?? '{}')).toMatchObject({ fieldId: booked.fieldId, fieldClashAllowedWith: [booked.id] });
  });

  it('never lets the field override double-book a team', async () => {
    const opponent = others()[4];
    if (!opponent) throw new Error('the division has other teams');
    const response = await addGame({
      homeTeamId: opponent.id,
      awayTeamId: booked.awayTeamId,
      fieldId: booked.fieldId,
      scheduledTime: booked.scheduledTime,
      allowFieldClash: true,
    });
    expect(response.statusCode).toBe(409);
    errorMessage(response, new RegExp(`^${booked.awayTeam.name} already plays`));
  });

  it('moves a game only to a free slot; a cancelled game holds none', async () => {
    const created = json<Game>(await addGame({ ...pair(2), fieldId: null, scheduledTime: at(booked.scheduledTime, 24 * HOUR) }));
    const move = { homeTeamId: created.homeTeamId, awayTeamId: booked.homeTeamId, fieldId: null, scheduledTime: at(booked.scheduledTime, -HOUR) };
    const refused = await send('PATCH', `/api/games/${created.id}`, orgAdmin, move);
    expect(refused.statusCode).toBe(409);
    errorMessage(refused, new RegExp(`^${booked.homeTeam.name} already plays within 2 hours of this game: .*\\(game ${booked.id}\\)$`));

    // Keeping its own slot is no clash with itself; set aside as cancelled, it clashes with nothing.
    expect((await send('PATCH', `/api/games/${created.id}`, orgAdmin, { ...pair(2), fieldId: null, scheduledTime: created.scheduledTime })).statusCode).toBe(
      200,
    );
    expect((await send('PATCH', `/api/games/${created.id}`, orgAdmin, { ...move, status: 'cancelled' })).statusCode).toBe(200);
    const taking = await addGame({
      homeTeamId: created.homeTeamId,
      awayTeamId: others()[0]?.id,
      fieldId: null,
      scheduledTime: at(booked.scheduledTime, -HOUR),
    });
    expect(taking.statusCode).toBe(201);
  });

  it('refuses a field change onto a field in use at the time', async () => {
    const created = json<Game>(await addGame({ ...pair(3), fieldId: null, scheduledTime: at(booked.scheduledTime, HOUR) }));
    const onto = await send('PATCH', `/api/games/${created.id}/field`, admin, { fieldId: booked.fieldId });
    expect(onto.statusCode).toBe(409);
    errorMessage(onto, new RegExp(`^${booked.field?.name} already hosts a game within 2 hours of this game`));
    // Another field of the division with no game within two hours takes it.
    const pickable = json<Field[]>(await send('GET', `/api/fields?divisionId=${division.id}&selector=true`, admin));
    const games = json<Game[]>(await send('GET', '/api/games', admin));
    const busy = (fieldId: number) =>
      games.some((g) => g.fieldId === fieldId && Math.abs(Date.parse(g.scheduledTime) - Date.parse(created.scheduledTime)) < 2 * HOUR);
    const free = pickable.find((f) => f.id !== booked.fieldId && !busy(f.id));
    if (!free) throw new Error("the division has a field free at the game's time");
    expect((await send('PATCH', `/api/games/${created.id}/field`, admin, { fieldId: free.id })).statusCode).toBe(200);
  });

  it("keeps the league's game length as a setting administrators change, and applies it", async () => {
    expect(json(await send('GET', '/api/settings/game-length', orgAdmin))).toEqual({ minutes: 120 });
    expect((await setLength(180, orgAdmin)).statusCode).toBe(403);
    for (const bad of [10, 1000, 90.5, 'two hours', null]) {
      const response = await setLength(bad);
      expect(response.statusCode, String(bad)).toBe(400);
      errorMessage(response, "A game's length must be a whole number of minutes from 30 to 360");
    }
    expect(json(await setLength(180))).toEqual({ minutes: 180 });
    const opponent = others()[5];
    if (!opponent) throw new Error('the division has other teams');
    const response = await addGame({
      homeTeamId: booked.homeTeamId,
      awayTeamId: opponent.id,
      fieldId: null,
      scheduledTime: at(booked.scheduledTime, -2.5 * HOUR),
    });
    expect(response.statusCode).toBe(409);
    errorMessage(response, new RegExp(`^${booked.homeTeam.name} already plays within 3 hours of this game`));
    expect(json(await setLength(120))).toEqual({ minutes: 120 });
    expect((await lastAudit()).action).toBe('settings.update');
  });

  it("lists the season's clashes: the demo's field with three games at once, and the clash allowed above", async () => {
    const response = await send('GET', '/api/games/clashes', orgAdmin);
    expect(response.statusCode).toBe(200);
    const clashes = json<SeasonClash[]>(response);
    const threeAtOnce = clashes.filter(
      (c) => c.message.startsWith('Stonebridge Complex hosts two games within 2 hours') && c.message.includes('Sat, May 10, 2025 @ 1:00 PM'),
    );
    expect(threeAtOnce).toHaveLength(3);
    expect(new Set(threeAtOnce.flatMap((c) => c.gameIds)).size).toBe(3);
    expect(clashes.some((c) => c.kind === 'field' && c.gameIds.includes(booked.id))).toBe(true);
    expect(clashes.every((c) => c.gameIds[0] !== c.gameIds[1])).toBe(true);
    const unknown = await send('GET', '/api/games/clashes?season=999999', orgAdmin);
    expect(unknown.statusCode).toBe(404);
  });

  it('takes an edit and a field change of one game sent at once, one after the other', async () => {
    const created = json<Game>(await addGame({ ...pair(1), fieldId: null, scheduledTime: at(booked.scheduledTime, 72 * HOUR) }));
    const pickable = json<Field[]>(await send('GET', `/api/fields?divisionId=${division.id}&selector=true`, admin));
    const answers = await Promise.all([
      send('PATCH', `/api/games/${created.id}`, admin, { ...pair(1), fieldId: null, scheduledTime: at(booked.scheduledTime, 73 * HOUR) }),
      send('PATCH', `/api/games/${created.id}/field`, admin, { fieldId: pickable[0]?.id }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
  });

  it('takes only one of two games sent at once for the same slot', async () => {
    const body = { ...pair(0), fieldId: null, scheduledTime: at(booked.scheduledTime, 48 * HOUR) };
    const answers = await Promise.all([addGame(body), addGame(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});
