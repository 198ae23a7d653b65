import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Field } from '../../../shared/schemas/field';
import type { Game } from '../../../shared/schemas/game';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { write } from '../../db/write';
import { createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';

describe.each(testEngines())('changing the field of a game on %s', (engine) => {
  let t: TestApp;
  let games: Game[];
  let fields: Field[];
  let sam: string;
  let jordan: string;
  let admin: string;
  let ops: string;
  /** Highland Falcons (Sam's team) at home against Greenville Bulldogs (Jordan's team). */
  let samHome: Game;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    games = json<Game[]>(await t.app.inject({ url: '/api/games' }));
    fields = json<Field[]>(await t.app.inject({ url: '/api/fields' }));
    sam = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    jordan = await signIn(t.app, DEMO_ACCOUNTS.multiTeamCoach, DEMO_PASSWORDS.coach);
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    ops = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    const found = games.find((g) => g.homeTeam.name === 'Highland Falcons' && g.awayTeam.name === 'Greenville Bulldogs');
    if (!found) throw new Error('the demo has no Highland Falcons home game against Greenville Bulldogs');
    samHome = found;
  });
  afterAll(async () => {
    await t?.close();
  });

  const change = (gameId: number | string, cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/games/${gameId}/field`,
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  const fieldOf = (name: string) => {
    const found = fields.find((f) => f.name === name);
    if (!found) throw new Error(`no field ${name}`);
    return found;
  };

  it("lets the home team's coach pick one of the home team's fields, or TBD", async () => {
    const home = fieldOf('Highland Complex');
    const toTbd = await change(samHome.id, sam, { fieldId: null });
    expect(toTbd.statusCode).toBe(200);
    expect(json<Game>(toTbd)).toMatchObject({ id: samHome.id, fieldId: null, field: null });
    const back = await change(samHome.id, sam, { fieldId: home.id });
    expect(back.statusCode).toBe(200);
    expect(json<Game>(back)).toMatchObject({ fieldId: home.id, field: { id: home.id, name: 'Highland Complex' } });
    // Choosing the field it already has is answered, and not recorded as a change.
    expect((await change(samHome.id, sam, { fieldId: home.id })).statusCode).toBe(200);
    const listed = json<Game[]>(await t.app.inject({ url: '/api/games' })).find((g) => g.id === samHome.id);
    expect(listed?.field?.name).toBe('Highland Complex');

    const audit = await t.handle.db
      .selectFrom('audit_log')
      .select(['before_state', 'after_state'])
      .where('action', '=', 'game.field')
      .where('entity_id', '=', String(samHome.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => JSON.parse(a.after_state ?? '{}') as unknown)).toEqual([{ fieldId: null }, { fieldId: home.id }]);
  });

  it("refuses a field that is not one of the home team's", async () => {
    const other = fieldOf('Greenville Field');
    const response = await change(samHome.id, sam, { fieldId: other.id });
    expect(response.statusCode).toBe(400);
    errorMessage(response, "Choose one of the home team's fields, or TBD");
    const missing = await change(samHome.id, sam, { fieldId: 999_999 });
    expect(missing.statusCode).toBe(404);
    errorMessage(missing, 'Field not found');
  });

  it('refuses the visiting coach, other coaches and visitors', async () => {
    const asAway = await change(samHome.id, jordan, { fieldId: null });
    expect(asAway.statusCode).toBe(403);
    errorMessage(asAway, "Only the home team's coach can change the field of this game");
    const casey = await signIn(t.app, DEMO_ACCOUNTS.incompleteCoach, DEMO_PASSWORDS.coach);
    expect((await change(samHome.id, casey, { fieldId: null })).statusCode).toBe(403);
    const anonymous = await change(samHome.id, undefined, { fieldId: null });
    expect(anonymous.statusCode).toBe(401);
    errorMessage(anonymous);
  });

  it('lets league staff pick a field of the division or one without teams, but not another division’s', async () => {
    const divisionField = fieldOf('Greenville Field');
    for (const cookie of [admin, ops]) {
      const response = await change(samHome.id, cookie, { fieldId: divisionField.id });
      expect(response.statusCode).toBe(200);
      expect(json<Game>(response).fieldId).toBe(divisionField.id);
    }
    const elsewhere = fieldOf('Kingston Field');
    expect(elsewhere.teams.every((team) => team.divisionId !== samHome.homeTeam.divisionId)).toBe(true);
    const refused = await change(samHome.id, admin, { fieldId: elsewhere.id });
    expect(refused.statusCode).toBe(400);
    errorMessage(refused, "Choose a field of this game's division, a field without teams, or TBD");

    const teamless = await write(t.ctx, ['fields'], (trx) =>
      trx
        .insertInto('fields')
        .values({ name: 'Town Common', address: '1 Green St', created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const picker = json<Field[]>(await t.app.inject({ url: `/api/fields?divisionId=${samHome.homeTeam.divisionId}&selector=true` }));
    expect(picker.map((f) => f.name)).toContain('Town Common');
    expect(picker.map((f) => f.name)).toContain('Greenville Field');
    expect(picker.map((f) => f.name)).not.toContain('Kingston Field');
    const plain = json<Field[]>(await t.app.inject({ url: `/api/fields?divisionId=${samHome.homeTeam.divisionId}` }));
    expect(plain.map((f) => f.name)).not.toContain('Town Common');
    const toTeamless = await change(samHome.id, ops, { fieldId: teamless.id });
    expect(toTeamless.statusCode).toBe(200);
    const coachToTeamless = await change(samHome.id, sam, { fieldId: teamless.id });
    expect(coachToTeamless.statusCode).toBe(400);
  });

  it('refuses malformed requests with 400 and unknown games with 404', async () => {
    for (const payload of [{}, { fieldId: 'abc' }, { fieldId: 0 }, { fieldId: 1.5 }, { fieldId: -4 }]) {
      const response = await change(samHome.id, sam, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      errorMessage(response, undefined, JSON.stringify(payload));
    }
    const malformed = await change('abc', sam, { fieldId: null });
    expect(malformed.statusCode).toBe(400);
    const unknown = await change(999_999, sam, { fieldId: null });
    expect(unknown.statusCode).toBe(404);
    errorMessage(unknown, 'Game not found');
  });
});
