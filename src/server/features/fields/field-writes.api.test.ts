import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrls, type Field, type FieldInput } from '../../../shared/schemas/field';
import type { Game } from '../../../shared/schemas/game';
import type { SessionUser } from '../../../shared/schemas/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { countRows, createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';
import { multipart, photoWithGps } from '../../test/photos';
import { createAccount } from '../users/service';

describe.each(testEngines())('field writes on %s', (engine) => {
  let t: TestApp;
  let sam: string;
  let jordan: string;
  let admin: string;
  let ops: string;
  let samTeamId: number;
  let jordanTeamIds: number[];
  let fields: Field[];
  beforeAll(async () => {
    t = await createTestApp({ engine });
    sam = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    jordan = await signIn(t.app, DEMO_ACCOUNTS.multiTeamCoach, DEMO_PASSWORDS.coach);
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    ops = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    const me = async (cookie: string) => json<SessionUser>(await t.app.inject({ url: '/api/user', headers: { cookie } }));
    samTeamId = (await me(sam)).teamStaff[0]?.teamId ?? -1;
    jordanTeamIds = (await me(jordan)).teamStaff.map((s) => s.teamId);
    fields = json<Field[]>(await t.app.inject({ url: '/api/fields' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string | undefined, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const create = (cookie: string | undefined, payload: unknown) => send('POST', '/api/fields', cookie, payload);
  const update = (id: number, cookie: string | undefined, payload: unknown) => send('PATCH', `/api/fields/${id}`, cookie, payload);
  const remove = (id: number, cookie: string | undefined) => send('DELETE', `/api/fields/${id}`, cookie);

  async function uploaded(cookie: string, width: number): Promise<string> {
    const body = multipart([{ name: 'image', filename: 'p.jpg', contentType: 'image/jpeg', data: await photoWithGps(width, 100) }]);
    const response = await t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...body.headers, cookie }, payload: body.payload });
    expect(response.statusCode).toBe(200);
    return json<{ url: string }>(response).url;
  }

  const served = async (url: string) => (await t.app.inject({ url })).statusCode;

  const fieldNamed = (name: string) => {
    const found = fields.find((f) => f.name === name);
    if (!found) throw new Error(`no field ${name}`);
    return found;
  };

  const base = (extra: Partial<FieldInput> = {}): FieldInput => ({
    name: 'Riverbend Park',
    address: '12 River Rd, Highland',
    specialInstructions: 'Park by the boathouse',
    notes: '',
    teamIds: [samTeamId],
    image_url: null,
    ...extra,
  });

  it("lets a coach add a field for their team, with photos, in their team's division", async () => {
    const photo = await uploaded(sam, 200);
    const response = await create(sam, base({ image_url: photo }));
    expect(response.statusCode).toBe(201);
    const created = json<Field>(response);
    expect(created).toMatchObject({
      name: 'Riverbend Park',
      address: '12 River Rd, Highland',
      specialInstructions: 'Park by the boathouse',
      notes: null,
      divisionId: 3,
      image_url: photo,
      teams: [{ id: samTeamId, name: 'Highland Falcons', divisionId: 3, division: { id: 3, name: '10U' } }],
    });
    const detail = await t.app.inject({ url: `/api/fields/${created.id}` });
    expect(detail.statusCode).toBe(200);
    expect(json<Field>(detail)).toEqual(created);
    const tenU = json<Field[]>(await t.app.inject({ url: '/api/fields?divisionId=3' }));
    expect(tenU.map((f) => f.id)).toContain(created.id);
    const picker = json<Field[]>(await t.app.inject({ url: `/api/fields?teamId=${samTeamId}&selector=true` }));
    expect(picker.map((f) => f.name)).toEqual(expect.arrayContaining(['Highland Complex', 'Riverbend Park']));
    const audit = await t.handle.db.selectFrom('audit_log').selectAll().where('action', '=', 'field.create').execute();
    expect(audit.map((a) => a.entity_id)).toContain(String(created.id));
  });

  it("gives the field form's messages for a missing name, address or team", async () => {
    const cases: [Partial<FieldInput>, string][] = [
      [{ name: '' }, 'Field name is required'],
      [{ name: '   ' }, 'Field name is required'],
      [{ address: '' }, 'Field address is required'],
      [{ teamIds: [] }, 'At least one team must be selected'],
      [{ name: 'x'.repeat(121) }, 'Field name must be at most 120 characters'],
    ];
    for (const [change, message] of cases) {
      const response = await create(sam, base(change));
      expect(response.statusCode, message).toBe(400);
      errorMessage(response, message);
    }
    const noName = await create(sam, { address: 'somewhere', teamIds: [samTeamId] });
    expect(noName.statusCode).toBe(400);
    errorMessage(noName, 'Field name is required');
  });

  it('lets a coach link only their own teams', async () => {
    const otherTeam = fieldNamed('Kingston Field').teams[0]?.id ?? -1;
    const response = await create(sam, base({ teamIds: [samTeamId, otherTeam] }));
    expect(response.statusCode).toBe(403);
    errorMessage(response, 'You can only link your own teams to a field');
    const unknown = await create(sam, base({ teamIds: [samTeamId, 999_999] }));
    expect(unknown.statusCode).toBe(404);
    errorMessage(unknown, 'Team not found');
  });

  it("lets a coach change only their teams' fields, keeping other teams' links", async () => {
    const greenville = fieldNamed('Greenville Field');
    const refused = await update(greenville.id, sam, base({ name: 'Mine now' }));
    expect(refused.statusCode).toBe(403);
    errorMessage(refused, 'You can only manage fields used by one of your teams');
    const refusedDelete = await remove(greenville.id, sam);
    expect(refusedDelete.statusCode).toBe(403);
    errorMessage(refusedDelete, 'You can only manage fields used by one of your teams');

    const mine = json<Field>(await create(sam, base({ name: 'Shared Diamond' })));
    const linked = await update(mine.id, admin, { ...base({ name: 'Shared Diamond' }), divisionId: 3, teamIds: [samTeamId, jordanTeamIds[0]] });
    expect(linked.statusCode).toBe(200);
    const renamed = await update(mine.id, sam, base({ name: 'Shared Diamond East' }));
    expect(renamed.statusCode).toBe(200);
    expect(json<Field>(renamed).name).toBe('Shared Diamond East');
    expect(
      json<Field>(renamed)
        .teams.map((team) => team.id)
        .sort(),
    ).toEqual([samTeamId, jordanTeamIds[0]].sort());
    const dropOthers = await update(mine.id, jordan, { ...base({ name: 'Shared Diamond East' }), teamIds: [jordanTeamIds[0]] });
    expect(dropOthers.statusCode).toBe(200);
    expect(
      json<Field>(dropOthers)
        .teams.map((team) => team.id)
        .sort(),
    ).toEqual([samTeamId, jordanTeamIds[0]].sort());
    const withoutOwn = await update(mine.id, sam, base({ teamIds: [jordanTeamIds[0] ?? -1] }));
    expect(withoutOwn.statusCode).toBe(400);
    errorMessage(withoutOwn, 'At least one team must be selected');
  });

  it('tells visitors and coaches without a team why they may not manage fields', async () => {
    for (const response of [await create(undefined, base()), await update(1, undefined, base()), await remove(1, undefined)]) {
      expect(response.statusCode).toBe(401);
      errorMessage(response, 'You must be logged in to manage fields');
    }
    await createAccount(
      t.handle.db,
      { username: 'teamless@example.com', password: 'coach2025', name: 'Teamless', email: 'teamless@example.com', role: 'coach' },
      new Date(),
    );
    const teamless = await signIn(t.app, 'teamless@example.com', 'coach2025');
    for (const response of [await create(teamless, base()), await update(1, teamless, base()), await remove(1, teamless)]) {
      expect(response.statusCode).toBe(403);
      errorMessage(response, 'You must have an active team assignment to manage fields');
    }
  });

  it('lets league staff place any field in a division with any teams', async () => {
    const kingstonTeam = fieldNamed('Kingston Field').teams[0]?.id ?? -1;
    const response = await create(admin, { ...base({ name: 'League Park' }), divisionId: 5, teamIds: [kingstonTeam, samTeamId] });
    expect(response.statusCode).toBe(201);
    const created = json<Field>(response);
    expect(created.divisionId).toBe(5);
    expect(created.teams.map((team) => team.id).sort()).toEqual([kingstonTeam, samTeamId].sort());
    const moved = await update(created.id, ops, { ...base({ name: 'League Park' }), divisionId: 1, teamIds: [kingstonTeam] });
    expect(moved.statusCode).toBe(200);
    expect(json<Field>(moved)).toMatchObject({ divisionId: 1, teams: [{ id: kingstonTeam }] });
    const eightU = json<Field[]>(await t.app.inject({ url: '/api/fields?divisionId=1' }));
    expect(eightU.map((f) => f.id)).toContain(created.id);

    const noDivision = await create(admin, base({ name: 'No Division' }));
    expect(noDivision.statusCode).toBe(400);
    errorMessage(noDivision, 'Division is required');
    const noTeams = await create(admin, { ...base(), divisionId: 1, teamIds: [] });
    expect(noTeams.statusCode).toBe(400);
    errorMessage(noTeams, 'At least one team must be selected');
    const unknownDivision = await create(admin, { ...base(), divisionId: 999 });
    expect(unknownDivision.statusCode).toBe(404);
    errorMessage(unknownDivision, 'Division not found');
    expect((await remove(created.id, ops)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/fields/${created.id}` })).statusCode).toBe(404);
  });

  it('removes a photo nothing uses any more, and keeps one another field still shows', async () => {
    const [first, second] = [await uploaded(sam, 210), await uploaded(sam, 220)];
    const field = json<Field>(await create(sam, base({ name: 'Photo Park', image_url: `${first},${second}` })));
    expect(imageUrls(field)).toEqual([first, second]);
    const reordered = json<Field>(await update(field.id, sam, base({ name: 'Photo Park', image_url: `${second},${first}` })));
    expect(imageUrls(reordered)).toEqual([second, first]);

    const other = json<Field>(await create(sam, base({ name: 'Twin Park', image_url: first })));
    const dropped = await update(field.id, sam, base({ name: 'Photo Park', image_url: first }));
    expect(dropped.statusCode).toBe(200);
    expect(await served(second)).toBe(404);
    expect(await served(first)).toBe(200);

    expect((await remove(field.id, sam)).statusCode).toBe(200);
    expect(await served(first)).toBe(200);
    expect((await remove(other.id, sam)).statusCode).toBe(200);
    expect(await served(first)).toBe(404);
  });

  it('refuses image urls that are not uploads of this site, gone, or too many', async () => {
    const bad = await create(sam, base({ image_url: 'https://example.com/evil.jpg' }));
    expect(bad.statusCode).toBe(400);
    errorMessage(bad, "'https://example.com/evil.jpg' is not an image uploaded to this site");
    const gone = await create(sam, base({ image_url: `/uploads/${'a'.repeat(64)}.jpg` }));
    expect(gone.statusCode).toBe(400);
    errorMessage(gone, 'An image of this field is no longer available. Please upload it again.');
    // One after another, as the field form sends them: the server processes only a few photos at once.
    const urls: string[] = [];
    for (let i = 0; i < 11; i++) urls.push(await uploaded(sam, 230 + i));
    const tooMany = await create(sam, base({ image_url: urls.join(',') }));
    expect(tooMany.statusCode).toBe(400);
    errorMessage(tooMany, 'A field can have at most 10 images');
  });

  it("deletes a field with its photos and leaves its games' field to be decided", async () => {
    const home = fieldNamed('Highland Complex');
    const photo = await uploaded(sam, 250);
    expect((await update(home.id, sam, { ...base({ name: home.name, address: home.address }), image_url: photo })).statusCode).toBe(200);
    const gamesThere = json<Game[]>(await t.app.inject({ url: '/api/games' })).filter((g) => g.fieldId === home.id);
    expect(gamesThere.length).toBeGreaterThan(0);
    const imagesBefore = await countRows(t.handle, 'images');

    const response = await remove(home.id, sam);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ok: true });
    expect(await served(photo)).toBe(404);
    expect(await countRows(t.handle, 'images')).toBe(imagesBefore - 1);
    const after = json<Game[]>(await t.app.inject({ url: '/api/games' }));
    for (const game of gamesThere) expect(after.find((g) => g.id === game.id)).toMatchObject({ fieldId: null, field: null });
    expect((await remove(home.id, sam)).statusCode).toBe(404);
    const audit = await t.handle.db.selectFrom('audit_log').selectAll().where('action', '=', 'field.delete').where('entity_id', '=', String(home.id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before_state).toContain('Highland Complex');
    // The games that lost their field are named, so they can be put back.
    expect(JSON.parse(audit[0]?.after_state ?? '{}')).toEqual({ gamesMovedToTbd: gamesThere.map((g) => g.id).sort((a, b) => a - b) });
  });

  it('answers 404 for an unknown field and 400 for a malformed id', async () => {
    expect((await t.app.inject({ url: '/api/fields/999999' })).statusCode).toBe(404);
    expect((await update(999_999, admin, { ...base(), divisionId: 1 })).statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'PATCH', url: '/api/fields/abc', headers: { cookie: admin }, payload: base() });
    expect(malformed.statusCode).toBe(400);
    errorMessage(malformed);
  });
});
