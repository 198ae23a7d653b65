import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Division, TeamRef } from '../../../shared/schemas/league';
import { DEMO_ACCOUNTS } from '../../seed/demo';
import { countRows, createTestApp, errorMessage, json, testEngines, type TestApp, signInDemoRoles } from '../../test/harness';

describe.each(testEngines())('division and team management API on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orgAdmin: string;
  let coach: string;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    ({ admin, orgAdmin, coach } = await signInDemoRoles(t.app));
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string | null, payload?: unknown) =>
    t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });
  const divisions = async () => json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
  const divisionNamed = async (name: string) => {
    const found = (await divisions()).find((d) => d.name === name);
    if (!found) throw new Error(`no division ${name}`);
    return found;
  };
  const lastAudit = () => t.handle.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('adds a division at the end of the list, then its teams one per call', async () => {
    const response = await send('POST', '/api/divisions', admin, { name: '  13U ' });
    expect(response.statusCode).toBe(201);
    const created = json<Division>(response);
    expect(created).toEqual({ id: expect.any(Number) as number, name: '13U', teams: [] });
    expect((await divisions()).map((d) => d.name)).toEqual(['8U', '9U', '10U', '11U', '12U', '13U']);
    expect(await lastAudit()).toMatchObject({ action: 'division.create', entity: 'division', entity_id: String(created.id) });

    for (const name of ['Riverside Owls', 'Lakeside Storm']) {
      const team = await send('POST', `/api/divisions/${created.id}/teams`, orgAdmin, { name });
      expect(team.statusCode).toBe(201);
      expect(json<TeamRef>(team)).toEqual({ id: expect.any(Number) as number, name, divisionId: created.id });
    }
    expect((await divisionNamed('13U')).teams.map((x) => x.name)).toEqual(['Lakeside Storm', 'Riverside Owls']);
    expect(await lastAudit()).toMatchObject({ action: 'team.create', entity: 'team' });
  });

  it('refuses a second division or team of the same name, whatever its letter case', async () => {
    const division = await send('POST', '/api/divisions', admin, { name: '10u' });
    expect(division.statusCode).toBe(409);
    errorMessage(division, 'A division named 10U already exists');
    const tenU = await divisionNamed('10U');
    const existing = tenU.teams[0]?.name ?? '';
    const team = await send('POST', `/api/divisions/${tenU.id}/teams`, admin, { name: existing.toUpperCase() });
    expect(team.statusCode).toBe(409);
    errorMessage(team, `10U already has a team named ${existing}`);
    expect((await divisionNamed('10U')).teams).toHaveLength(tenU.teams.length);
  });

  it('takes one of two identical team names sent at the same moment', async () => {
    const nineU = await divisionNamed('9U');
    const results = await Promise.all([
      send('POST', `/api/divisions/${nineU.id}/teams`, admin, { name: 'Twin Pines' }),
      send('POST', `/api/divisions/${nineU.id}/teams`, orgAdmin, { name: 'Twin Pines' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await divisionNamed('9U')).teams.filter((x) => x.name === 'Twin Pines')).toHaveLength(1);
  });

  it('requires names, and answers 404 for a division or team that does not exist', async () => {
    const blank = await send('POST', '/api/divisions', admin, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    errorMessage(blank, 'Division name is required');
    const tenU = await divisionNamed('10U');
    const blankTeam = await send('POST', `/api/divisions/${tenU.id}/teams`, admin, {});
    expect(blankTeam.statusCode).toBe(400);
    errorMessage(blankTeam, 'Team name is required');
    const missing = await send('POST', '/api/divisions/9999/teams', admin, { name: 'Ghosts' });
    expect(missing.statusCode).toBe(404);
    errorMessage(missing, 'Division not found');
    const otherDivisionTeam = (await divisionNamed('12U')).teams[0]?.id;
    const wrongPair = await send('PATCH', `/api/divisions/${tenU.id}/teams/${otherDivisionTeam}`, admin, { name: 'Moved' });
    expect(wrongPair.statusCode).toBe(404);
    errorMessage(wrongPair, 'Team not found');
    expect((await send('DELETE', '/api/divisions/abc', admin)).statusCode).toBe(400);
  });

  it('renames a team, and its games show the new name', async () => {
    const tenU = await divisionNamed('10U');
    const team = tenU.teams[0];
    if (!team) throw new Error('10U has teams');
    const response = await send('PATCH', `/api/divisions/${tenU.id}/teams/${team.id}`, admin, { name: 'Highland Hawks' });
    expect(response.statusCode).toBe(200);
    expect(json<TeamRef>(response)).toEqual({ id: team.id, name: 'Highland Hawks', divisionId: tenU.id });
    const games = json<{ homeTeamId: number; homeTeam: { name: string } }[]>(await t.app.inject({ url: `/api/games?divisionId=${tenU.id}` }));
    expect(games.filter((g) => g.homeTeamId === team.id).every((g) => g.homeTeam.name === 'Highland Hawks')).toBe(true);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'team.rename', entity_id: String(team.id) });
    expect(JSON.parse(audit.before_state ?? '{}')).toEqual({ name: team.name });
    const clash = await send('PATCH', `/api/divisions/${tenU.id}/teams/${team.id}`, admin, { name: tenU.teams[1]?.name });
    expect(clash.statusCode).toBe(409);
  });

  it('refuses to delete a team that plays in games, saying what depends on it', async () => {
    const tenU = await divisionNamed('10U');
    const team = tenU.teams[1];
    if (!team) throw new Error('10U has teams');
    const games = await countRows(t.handle, 'games');
    const response = await send('DELETE', `/api/divisions/${tenU.id}/teams/${team.id}`, admin);
    expect(response.statusCode).toBe(409);
    errorMessage(response, new RegExp(`^${team.name} cannot be deleted: it plays in \\d+ games, \\d+ of them with scores\\. Delete those games first\\.$`));
    expect((await divisionNamed('10U')).teams.map((x) => x.id)).toContain(team.id);
    expect(await countRows(t.handle, 'games')).toBe(games);
  });

  it('refuses to delete a team of the 11U fixed seed list', async () => {
    const elevenU = await divisionNamed('11U');
    const row = await t.handle.db.selectFrom('divisions').select('fixed_seed_team_ids').where('id', '=', elevenU.id).executeTakeFirstOrThrow();
    const seeds = JSON.parse(row.fixed_seed_team_ids ?? '[]') as number[];
    const seedTwo = seeds[1];
    // Take its games away first, so the seed list is the only thing that holds it.
    await t.handle.db
      .deleteFrom('games')
      .where((eb) => eb.or([eb('home_team_id', '=', seedTwo ?? 0), eb('away_team_id', '=', seedTwo ?? 0)]))
      .execute();
    const response = await send('DELETE', `/api/divisions/${elevenU.id}/teams/${seedTwo}`, admin);
    expect(response.statusCode).toBe(409);
    errorMessage(response, /cannot be deleted: it is seed 2 of the fixed seed list of 11U$/);
  });

  it('deletes a team without games with its coach assignments and availability', async () => {
    const tenU = await divisionNamed('10U');
    const created = json<TeamRef>(await send('POST', `/api/divisions/${tenU.id}/teams`, admin, { name: 'Short Lived' }));
    const coachId = (await t.handle.db.selectFrom('users').select('id').where('username', '=', DEMO_ACCOUNTS.oneTeamCoach).executeTakeFirstOrThrow()).id;
    await t.handle.db.insertInto('team_staff').values({ user_id: coachId, team_id: created.id, role: 'assistant_coach' }).execute();
    expect((await send('DELETE', `/api/divisions/${tenU.id}/teams/${created.id}`, coach)).statusCode).toBe(403);
    const response = await send('DELETE', `/api/divisions/${tenU.id}/teams/${created.id}`, orgAdmin);
    expect(response.statusCode).toBe(200);
    expect((await divisionNamed('10U')).teams.map((x) => x.id)).not.toContain(created.id);
    const staff = await t.handle.db.selectFrom('team_staff').select('id').where('team_id', '=', created.id).execute();
    expect(staff).toEqual([]);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'team.delete', entity_id: String(created.id) });
    expect(JSON.parse(audit.before_state ?? '{}')).toEqual({ name: 'Short Lived', divisionId: tenU.id, coachAssignments: 1, availabilityDates: 0 });
  });

  it('refuses to delete a division whose teams have games, and deletes one without', async () => {
    const eightU = await divisionNamed('8U');
    const refused = await send('DELETE', `/api/divisions/${eightU.id}`, admin);
    expect(refused.statusCode).toBe(409);
    errorMessage(refused, /^8U cannot be deleted: its teams have \d+ games, \d+ of them with scores\. Delete those games first\.$/);

    const created = json<Division>(await send('POST', '/api/divisions', admin, { name: '14U' }));
    await send('POST', `/api/divisions/${created.id}/teams`, admin, { name: 'Bay Comets' });
    expect((await send('DELETE', `/api/divisions/${created.id}`, coach)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/divisions/${created.id}`, null)).statusCode).toBe(401);
    const response = await send('DELETE', `/api/divisions/${created.id}`, orgAdmin);
    expect(response.statusCode).toBe(200);
    expect((await divisions()).map((d) => d.name)).not.toContain('14U');
    expect(JSON.parse((await lastAudit()).before_state ?? '{}')).toMatchObject({ name: '14U', teams: ['Bay Comets'] });
    const again = await send('DELETE', `/api/divisions/${created.id}`, admin);
    expect(again.statusCode).toBe(404);
  });
});
