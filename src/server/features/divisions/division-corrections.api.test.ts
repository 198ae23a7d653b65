import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DivisionDeletePreview, TeamDeletePreview, TeamMovePreview } from '../../../shared/schemas/division-admin';
import type { Field } from '../../../shared/schemas/field';
import type { Division, Team, TeamRef } from '../../../shared/schemas/league';
import { DEMO_ACCOUNTS } from '../../seed/demo';
import { createTestApp, errorMessage, json, testEngines, type TestApp, signInDemoRoles } from '../../test/harness';
import { divisionOfAnotherSeason } from '../../test/other-season';

describe.each(testEngines())('renaming divisions and moving teams on %s', (engine) => {
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

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const divisions = async () => json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
  const divisionNamed = async (name: string) => {
    const found = (await divisions()).find((d) => d.name === name);
    if (!found) throw new Error(`no division ${name}`);
    return found;
  };
  const lastAudit = () => t.handle.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  const addTeam = async (divisionId: number, name: string) => json<TeamRef>(await send('POST', `/api/divisions/${divisionId}/teams`, admin, { name }));
  /** A game between two teams, straight into the schedule, with the status a test needs. */
  const addGame = async (homeTeamId: number, awayTeamId: number, status: 'scheduled' | 'cancelled' | 'completed', day: number) => {
    const stamp = new Date().toISOString();
    const row = await t.handle.db
      .insertInto('games')
      .values({
        home_team_id: homeTeamId,
        away_team_id: awayTeamId,
        field_id: null,
        scheduled_time: `2025-05-${String(day).padStart(2, '0')}T22:00:00.000Z`,
        date_tbd: 0,
        time_tbd: 0,
        status,
        phase: 1,
        home_score: status === 'completed' ? 5 : null,
        away_score: status === 'completed' ? 3 : null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  describe('renaming a division', () => {
    it('renames it for league staff, audited, and every read names it anew at once', async () => {
      const tenU = await divisionNamed('10U');
      // Read first, so the caches hold the old name.
      expect((await t.app.inject({ url: '/api/teams' })).statusCode).toBe(200);
      const response = await send('PATCH', `/api/divisions/${tenU.id}`, orgAdmin, { name: '  10U Majors ' });
      expect(response.statusCode).toBe(200);
      expect(json<Division>(response)).toEqual({ id: tenU.id, name: '10U Majors', teams: tenU.teams });
      expect((await divisions()).map((d) => d.name)).toEqual(['8U', '9U', '10U Majors', '11U', '12U']);
      const teams = json<Team[]>(await t.app.inject({ url: '/api/teams' }));
      expect(teams.filter((team) => team.divisionId === tenU.id).every((team) => team.division.name === '10U Majors')).toBe(true);
      const fields = json<Field[]>(await t.app.inject({ url: '/api/fields' }));
      expect(JSON.stringify(fields)).not.toMatch(/"10U"/);
      expect(await lastAudit()).toMatchObject({ action: 'division.rename', entity: 'division', entity_id: String(tenU.id) });
      expect(JSON.parse((await lastAudit()).before_state ?? '{}')).toEqual({ name: '10U' });

      // Another letter case of its own name is its own name.
      expect((await send('PATCH', `/api/divisions/${tenU.id}`, admin, { name: '10U' })).statusCode).toBe(200);
    });

    it('refuses a name another division of the season has, whatever its letter case, and bad names', async () => {
      const tenU = await divisionNamed('10U');
      const taken = await send('PATCH', `/api/divisions/${tenU.id}`, admin, { name: '9u' });
      expect(taken.statusCode).toBe(409);
      errorMessage(taken, 'A division named 9U already exists');
      errorMessage(await send('PATCH', `/api/divisions/${tenU.id}`, admin, { name: '   ' }), 'Division name is required');
      errorMessage(await send('PATCH', `/api/divisions/${tenU.id}`, admin, { name: 'x'.repeat(41) }), 'Division name must be at most 40 characters');
      expect((await send('PATCH', `/api/divisions/${tenU.id}`, admin, {})).statusCode).toBe(400);
      expect((await send('PATCH', '/api/divisions/999999', admin, { name: '13U' })).statusCode).toBe(404);
      expect((await send('PATCH', `/api/divisions/${tenU.id}`, coach, { name: '13U' })).statusCode).toBe(403);
      expect((await divisionNamed('10U')).id).toBe(tenU.id);
    });
  });

  describe('moving a team to another division', () => {
    it('shows its games first, then moves it with its coaches and fields, taking its unplayed games off the schedule', async () => {
      const eightU = await divisionNamed('8U');
      const twelveU = await divisionNamed('12U');
      const movers = await addTeam(eightU.id, 'Valley Movers');
      const rival = eightU.teams[0];
      if (!rival) throw new Error('8U has no team');
      const gameIds = [
        await addGame(movers.id, rival.id, 'scheduled', 20),
        await addGame(rival.id, movers.id, 'scheduled', 21),
        await addGame(movers.id, rival.id, 'cancelled', 22),
      ];
      const { db } = t.handle;
      const coachUser = await db.selectFrom('users').select('id').where('username', '=', DEMO_ACCOUNTS.oneTeamCoach).executeTakeFirstOrThrow();
      await db.insertInto('team_staff').values({ team_id: movers.id, user_id: coachUser.id, role: 'assistant_coach' }).execute();
      const field = await db.selectFrom('fields').select('id').orderBy('id').executeTakeFirstOrThrow();
      await db.insertInto('field_teams').values({ field_id: field.id, team_id: movers.id }).execute();

      const preview = await send('GET', `/api/divisions/${eightU.id}/teams/${movers.id}/move-preview?to=${twelveU.id}`, orgAdmin);
      expect(preview.statusCode).toBe(200);
      expect(json<TeamMovePreview>(preview)).toEqual({
        team: { id: movers.id, name: 'Valley Movers' },
        from: { id: eightU.id, name: '8U' },
        to: { id: twelveU.id, name: '12U' },
        scheduledGames: 3,
        completedGames: 0,
        coachPlaces: 1,
        fields: 1,
        refusal: null,
      });
      // The preview writes nothing.
      expect(await db.selectFrom('games').select('id').where('id', 'in', gameIds).execute()).toHaveLength(3);

      const moved = await send('POST', `/api/divisions/${eightU.id}/teams/${movers.id}/move`, orgAdmin, { divisionId: twelveU.id });
      expect(moved.statusCode).toBe(200);
      expect(json<TeamRef>(moved)).toEqual({ id: movers.id, name: 'Valley Movers', divisionId: twelveU.id });
      expect((await divisionNamed('12U')).teams.map((x) => x.id)).toContain(movers.id);
      expect((await divisionNamed('8U')).teams.map((x) => x.id)).not.toContain(movers.id);
      expect(await db.selectFrom('games').select('id').where('id', 'in', gameIds).execute()).toEqual([]);
      expect(await db.selectFrom('team_staff').select('user_id').where('team_id', '=', movers.id).execute()).toEqual([{ user_id: coachUser.id }]);
      expect(await db.selectFrom('field_teams').select('field_id').where('team_id', '=', movers.id).execute()).toEqual([{ field_id: field.id }]);
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'team.move', entity: 'team', entity_id: String(movers.id) });
      expect(JSON.parse(audit.before_state ?? '{}')).toMatchObject({ divisionId: eightU.id, division: '8U' });
      const after = JSON.parse(audit.after_state ?? '{}') as { divisionId: number; removedGames: { id: number }[] };
      expect(after.divisionId).toBe(twelveU.id);
      expect(after.removedGames.map((g) => g.id)).toEqual(gameIds);
    });

    it('refuses a team with played games or a fixed seed, naming why, in the preview and the move', async () => {
      const nineU = await divisionNamed('9U');
      const twelveU = await divisionNamed('12U');
      const [first, second] = nineU.teams;
      if (!first || !second) throw new Error('9U needs two teams');
      const played = await addTeam(nineU.id, 'Played Pirates');
      await addGame(played.id, first.id, 'completed', 10);
      await addGame(second.id, played.id, 'scheduled', 11);
      const preview = json<TeamMovePreview>(await send('GET', `/api/divisions/${nineU.id}/teams/${played.id}/move-preview?to=${twelveU.id}`, admin));
      expect(preview).toMatchObject({ scheduledGames: 1, completedGames: 1 });
      const playedMessage = 'Played Pirates cannot be moved: it has 1 game played or reported in 9U, which count in its standings';
      expect(preview.refusal).toBe(playedMessage);
      const refused = await send('POST', `/api/divisions/${nineU.id}/teams/${played.id}/move`, admin, { divisionId: twelveU.id });
      expect(refused.statusCode).toBe(409);
      errorMessage(refused, playedMessage);

      const seeded = await addTeam(nineU.id, 'Seeded Sparrows');
      await t.handle.db
        .updateTable('divisions')
        .set({ fixed_seed_team_ids: JSON.stringify([first.id, seeded.id]) })
        .where('id', '=', nineU.id)
        .execute();
      const seedRefusal = await send('POST', `/api/divisions/${nineU.id}/teams/${seeded.id}/move`, admin, { divisionId: twelveU.id });
      expect(seedRefusal.statusCode).toBe(409);
      errorMessage(seedRefusal, 'Seeded Sparrows cannot be moved: it is seed 2 of the fixed seed list of 9U');
      await t.handle.db.updateTable('divisions').set({ fixed_seed_team_ids: null }).where('id', '=', nineU.id).execute();
      expect((await divisionNamed('9U')).teams.map((x) => x.id)).toEqual(expect.arrayContaining([played.id, seeded.id]));
    });

    it('refuses a name the new division already has, the same division, another season, bad input and other roles', async () => {
      const eightU = await divisionNamed('8U');
      const twelveU = await divisionNamed('12U');
      await addTeam(twelveU.id, 'Harbor Twins');
      const twin = await addTeam(eightU.id, 'HARBOR TWINS');
      const url = `/api/divisions/${eightU.id}/teams/${twin.id}/move`;
      const duplicate = await send('POST', url, admin, { divisionId: twelveU.id });
      expect(duplicate.statusCode, duplicate.body).toBe(409);
      errorMessage(duplicate, '12U already has a team named Harbor Twins');
      errorMessage(await send('POST', url, admin, { divisionId: eightU.id }), `${twin.name} is already in 8U`);
      errorMessage(await send('POST', url, admin, {}), 'Choose the division the team moves to');
      errorMessage(await send('POST', url, admin, { divisionId: 'twelve' }), 'Choose the division the team moves to');
      expect((await send('POST', url, admin, { divisionId: 999999 })).statusCode).toBe(404);
      errorMessage(await send('GET', `/api/divisions/${eightU.id}/teams/${twin.id}/move-preview`, admin), 'The division to move to (to) must be a number');
      errorMessage(
        await send('GET', `/api/divisions/${eightU.id}/teams/${twin.id}/move-preview?to=7&to=8`, admin),
        'The division to move to (to) must be a number',
      );
      expect((await send('POST', `/api/divisions/${twelveU.id}/teams/${twin.id}/move`, admin, { divisionId: eightU.id })).statusCode).toBe(404);
      expect((await send('POST', url, coach, { divisionId: twelveU.id })).statusCode).toBe(403);

      const elsewhere = await divisionOfAnotherSeason(t.handle.db, '8U');
      errorMessage(await send('POST', url, admin, { divisionId: elsewhere.divisionId }), 'A team can move only to another division of the same season');
      expect((await divisionNamed('8U')).teams.map((x) => x.id)).toContain(twin.id);
    });
  });

  describe('what a deletion would take, before it is confirmed', () => {
    it('counts the teams, games, coach places and availability of a division, and of a team', async () => {
      const elevenU = await divisionNamed('11U');
      const teamIds = elevenU.teams.map((x) => x.id);
      const { db } = t.handle;
      const count = async (query: Promise<unknown[]>) => (await query).length;
      const games = await count(
        db
          .selectFrom('games')
          .select('id')
          .where((eb) => eb.or([eb('home_team_id', 'in', teamIds), eb('away_team_id', 'in', teamIds)]))
          .execute(),
      );
      const staff = await count(db.selectFrom('team_staff').select('id').where('team_id', 'in', teamIds).execute());
      const dates = await count(db.selectFrom('team_availability').select('id').where('team_id', 'in', teamIds).execute());
      const response = await send('GET', `/api/divisions/${elevenU.id}/delete-preview`, orgAdmin);
      expect(response.statusCode).toBe(200);
      expect(json<DivisionDeletePreview>(response)).toEqual({ teams: teamIds.length, games, coachPlaces: staff, availabilityDates: dates });
      expect(games).toBeGreaterThan(0);

      const team = elevenU.teams[0];
      if (!team) throw new Error('11U has no team');
      const teamPreview = json<TeamDeletePreview>(await send('GET', `/api/divisions/${elevenU.id}/teams/${team.id}/delete-preview`, admin));
      expect(teamPreview.games).toBeGreaterThan(0);
      expect(teamPreview).toEqual({
        games: expect.any(Number) as number,
        coachPlaces: await count(db.selectFrom('team_staff').select('id').where('team_id', '=', team.id).execute()),
        availabilityDates: await count(db.selectFrom('team_availability').select('id').where('team_id', '=', team.id).execute()),
        fields: await count(db.selectFrom('field_teams').select('field_id').where('team_id', '=', team.id).execute()),
      });
      expect((await send('GET', `/api/divisions/999999/delete-preview`, admin)).statusCode).toBe(404);
      expect((await send('GET', `/api/divisions/${elevenU.id}/delete-preview`, coach)).statusCode).toBe(403);
    });
    it('counts the games a field would leave TBD and its photos, and what a season would take', async () => {
      const { db } = t.handle;
      const onField = await db.selectFrom('games').select(['field_id', 'status']).where('field_id', 'is not', null).execute();
      const fieldId = onField[0]?.field_id ?? 0;
      const games = onField.filter((g) => g.field_id === fieldId);
      const photos = await db.selectFrom('field_images').select('image_id').where('field_id', '=', fieldId).execute();
      const field = await send('GET', `/api/fields/${fieldId}/delete-preview`, orgAdmin);
      expect(field.statusCode).toBe(200);
      expect(json(field)).toEqual({ games: games.length, scheduledGames: games.filter((g) => g.status === 'scheduled').length, photos: photos.length });
      expect((await send('GET', '/api/fields/999999/delete-preview', admin)).statusCode).toBe(404);

      const current = await db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow();
      const all = await divisions();
      const season = await send('GET', `/api/seasons/${current.id}/delete-preview`, admin);
      expect(season.statusCode).toBe(200);
      expect(json(season)).toMatchObject({ divisions: all.length, teams: all.reduce((n, d) => n + d.teams.length, 0) });
      expect((await send('GET', `/api/seasons/${current.id}/delete-preview`, orgAdmin)).statusCode).toBe(403);
    });
  });
});
