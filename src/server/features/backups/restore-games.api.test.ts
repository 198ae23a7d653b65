import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backup, RestorePreview } from '../../../shared/schemas/backup';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';

const HOUR = 3600_000;

describe.each(testEngines())('restoring a field puts it back on its games on %s', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, cookie = admin) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const fieldOf = async (gameId: number) =>
    (await t.handle.db.selectFrom('games').select('field_id').where('id', '=', gameId).executeTakeFirstOrThrow()).field_id;

  it('gives the field back to the games that had it and are TBD now, says how many first, and leaves the rest', async () => {
    const { db } = t.handle;
    // A field with scheduled games: one of them alone on it within four hours (it can have the field back).
    const onFields = await db
      .selectFrom('games')
      .select(['id', 'field_id', 'scheduled_time', 'status', 'home_team_id', 'away_team_id', 'date_tbd', 'time_tbd'])
      .where('field_id', 'is not', null)
      .orderBy('id')
      .execute();
    const byField = new Map<number, typeof onFields>();
    for (const game of onFields) byField.set(game.field_id ?? 0, [...(byField.get(game.field_id ?? 0) ?? []), game]);
    const alone = (g: (typeof onFields)[number], all: typeof onFields) =>
      Number(g.date_tbd) === 0 &&
      Number(g.time_tbd) === 0 &&
      all.every((o) => o.id === g.id || Math.abs(Date.parse(o.scheduled_time) - Date.parse(g.scheduled_time)) >= 4 * HOUR);
    const chosen = [...byField.entries()].find(
      ([, games]) => games.filter((g) => g.status === 'scheduled' && alone(g, games)).length >= 2 && games.length >= 4,
    );
    if (!chosen) throw new Error('the demo league needs a field with four games, two of them alone in their slot');
    const [fieldId, games] = chosen;
    const [given, crowded] = games.filter((g) => g.status === 'scheduled' && alone(g, games));
    const [rematched, kept] = games.filter((g) => g.id !== given?.id && g.id !== crowded?.id);
    const teamsOf = (g: (typeof onFields)[number]) => [g.home_team_id, g.away_team_id];
    const outsider = onFields.find(
      (g) =>
        g.field_id !== fieldId &&
        g.status === 'scheduled' &&
        Number(g.time_tbd) === 0 &&
        crowded &&
        !teamsOf(g).some((team) => teamsOf(crowded).includes(team)),
    );
    if (!given || !crowded || !rematched || !kept || !outsider) throw new Error('not enough games');

    const backup = json<Backup>(await t.app.inject({ method: 'POST', url: '/api/admin/backup', headers: { cookie: admin } }));

    // Since the backup: three games lost the field; one of them now has other teams; another game took the slot of one.
    await db.updateTable('games').set({ field_id: null }).where('id', 'in', [given.id, crowded.id, rematched.id]).execute();
    const otherTeam = await db
      .selectFrom('teams')
      .select('id')
      .where('id', 'not in', [rematched.home_team_id, rematched.away_team_id])
      .executeTakeFirstOrThrow();
    await db.updateTable('games').set({ away_team_id: otherTeam.id }).where('id', '=', rematched.id).execute();
    await db.updateTable('games').set({ field_id: fieldId, scheduled_time: crowded.scheduled_time }).where('id', '=', outsider.id).execute();
    await db.updateTable('fields').set({ name: 'Renamed Since' }).where('id', '=', fieldId).execute();

    const body = { backupDate: backup.date, fieldIds: [fieldId] };
    const preview = await post('/api/admin/restore/preview', body);
    expect(preview.statusCode).toBe(200);
    // The crowded game would get it back too, but the outsider holds the field at its time now.
    expect(json<RestorePreview>(preview)).toEqual({ fieldsOverwritten: 1, fieldsRecreated: 0, gamesGivenField: 1, gamesFieldBusy: 1 });
    expect(await fieldOf(given.id)).toBeNull();

    const restored = await post('/api/admin/restore', body);
    expect(restored.statusCode).toBe(200);
    expect(json(restored)).toEqual({ restoredFields: 1, gamesGivenField: 1 });
    expect(await fieldOf(given.id)).toBe(fieldId);
    expect(await fieldOf(crowded.id)).toBeNull();
    expect(await fieldOf(rematched.id)).toBeNull();
    expect(await fieldOf(kept.id)).toBe(fieldId);
    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'field.restore').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_state ?? '{}')).toMatchObject({ gamesGivenField: [given.id], backup: backup.date });

    // Restoring again finds nothing more to give back.
    expect(json<RestorePreview>(await post('/api/admin/restore/preview', body))).toEqual({
      fieldsOverwritten: 1,
      fieldsRecreated: 0,
      gamesGivenField: 0,
      gamesFieldBusy: 1,
    });
  });

  it('counts a field deleted since as re-created, and refuses what the restore refuses', async () => {
    const backup = json<Backup>(await t.app.inject({ method: 'POST', url: '/api/admin/backup', headers: { cookie: admin } }));
    const field = await t.handle.db.selectFrom('fields').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/fields/${field.id}`, headers: { cookie: admin } });
    expect(deleted.statusCode).toBe(200);
    const preview = json<RestorePreview>(await post('/api/admin/restore/preview', { backupDate: backup.date, fieldIds: [field.id] }));
    expect(preview).toMatchObject({ fieldsOverwritten: 0, fieldsRecreated: 1 });
    const restored = json<{ restoredFields: number; gamesGivenField: number }>(
      await post('/api/admin/restore', { backupDate: backup.date, fieldIds: [field.id] }),
    );
    expect(restored).toEqual({ restoredFields: 1, gamesGivenField: preview.gamesGivenField });

    errorMessage(await post('/api/admin/restore/preview', { backupDate: backup.date, fieldIds: [] }), 'Please select at least one field to restore');
    errorMessage(
      await post('/api/admin/restore/preview', { backupDate: backup.date, fieldIds: [999999] }),
      `The backup of ${backup.date} does not hold field 999999.`,
    );
    const orgAdmin = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    expect((await post('/api/admin/restore/preview', { backupDate: backup.date, fieldIds: [field.id] }, orgAdmin)).statusCode).toBe(403);
  });
});
