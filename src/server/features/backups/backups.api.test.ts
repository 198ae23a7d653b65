import { existsSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backup, BackupField } from '../../../shared/schemas/backup';
import { imageUrls, type Field } from '../../../shared/schemas/field';
import { latestMigrationName } from '../../db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { countRows, createTestApp, errorMessage, json, signIn, testEngines, type TestApp, signInDemoRoles } from '../../test/harness';
import { NO_CODE_IN_BACKUPS } from './service';

describe.each(testEngines())('backups API on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orgAdmin: string;
  let coach: string;
  // The league's clock, moved ahead by the tests that need a later moment (backups are named by the millisecond).
  let ahead = 0;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: () => new Date(Date.now() + ahead) });
    ({ admin, orgAdmin, coach } = await signInDemoRoles(t.app));
  });
  afterAll(async () => {
    await t?.close();
  });

  const createBackup = async (cookie = admin) => t.app.inject({ method: 'POST', url: '/api/admin/backup', headers: { cookie } });
  const backupFiles = () => (existsSync(t.ctx.config.BACKUP_DIR) ? readdirSync(t.ctx.config.BACKUP_DIR).sort() : []);
  const fieldsNow = async () => json<Field[]>(await t.app.inject({ url: '/api/fields' }));

  it('lets only administrators list, create, download and restore backups', async () => {
    const calls = [
      { method: 'GET', url: '/api/admin/backups' },
      { method: 'POST', url: '/api/admin/backup' },
      { method: 'GET', url: '/api/admin/backups/2025-05-20T04-00-00-000Z/download' },
      { method: 'GET', url: '/api/admin/backups/2025-05-20T04-00-00-000Z/fields' },
      { method: 'POST', url: '/api/admin/restore', payload: { backupDate: '2025-05-20T04-00-00-000Z', fieldIds: [1] } },
    ] as const;
    for (const call of calls) {
      const anonymous = await t.app.inject({ ...call });
      expect(anonymous.statusCode, `${call.method} ${call.url} anonymous`).toBe(401);
      for (const cookie of [orgAdmin, coach]) {
        const refused = await t.app.inject({ ...call, headers: { cookie } });
        expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
        errorMessage(refused);
      }
    }
    expect(backupFiles()).toEqual([]);
  });

  it('creates a backup file, lists it newest first and records who took it', async () => {
    const response = await createBackup();
    expect(response.statusCode).toBe(201);
    const created = json<Backup>(response);
    expect(created).toMatchObject({ hasDatabase: true, hasCode: false, hasFields: true });
    expect(created.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/);
    expect(created.size).toBeGreaterThan(10_000);
    expect(backupFiles()).toEqual([`dugout-${created.date}.json.gz`]);

    ahead += 1000;
    const second = json<Backup>(await createBackup());
    const list = json<Backup[]>(await t.app.inject({ url: '/api/admin/backups', headers: { cookie: admin } }));
    expect(list.map((b) => b.date)).toEqual([second.date, created.date]);

    const audit = await t.handle.db.selectFrom('audit_log').selectAll().where('action', '=', 'backup.create').orderBy('id').execute();
    expect(audit.map((a) => a.entity_id)).toEqual([created.date, second.date]);
    const adminId = (await t.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect(audit[0]?.actor_user_id).toBe(adminId);
  });

  it('downloads a backup as the gzipped, versioned JSON Lines file it wrote', async () => {
    const [latest] = json<Backup[]>(await t.app.inject({ url: '/api/admin/backups', headers: { cookie: admin } }));
    if (!latest) throw new Error('no backup');
    const response = await t.app.inject({ url: `/api/admin/backups/${latest.date}/download?type=database`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="dugout-${latest.date}.json.gz"`);
    expect(response.rawPayload.length).toBe(latest.size);
    const lines = gunzipSync(response.rawPayload).toString('utf8').trimEnd().split('\n');
    const header = JSON.parse(lines[0] ?? '{}') as { format: string; version: number; schema: string; tables: { name: string; rows: number }[] };
    expect(header).toMatchObject({ format: 'dugout-backup', version: 1, schema: latestMigrationName(t.handle) });
    expect(header.tables.find((x) => x.name === 'users')?.rows).toBe(await countRows(t.handle, 'users'));
    expect(JSON.parse(lines[lines.length - 1] ?? '{}')).toMatchObject({ end: true });
    expect(response.body).not.toContain('session');

    const defaultType = await t.app.inject({ url: `/api/admin/backups/${latest.date}/download`, headers: { cookie: admin } });
    expect(defaultType.rawPayload.equals(response.rawPayload)).toBe(true);
    const downloads = await countRowsWhere('backup.download');
    expect(downloads).toBe(2);
  });

  async function countRowsWhere(action: string): Promise<number> {
    return (await t.handle.db.selectFrom('audit_log').select('id').where('action', '=', action).execute()).length;
  }

  it('answers 404 with the reason for a code download, and for a backup that does not exist', async () => {
    const [latest] = json<Backup[]>(await t.app.inject({ url: '/api/admin/backups', headers: { cookie: admin } }));
    const code = await t.app.inject({ url: `/api/admin/backups/${latest?.date}/download?type=code`, headers: { cookie: admin } });
    expect(code.statusCode).toBe(404);
    errorMessage(code, NO_CODE_IN_BACKUPS);
    const unknown = await t.app.inject({ url: '/api/admin/backups/2020-01-01T00-00-00-000Z/download', headers: { cookie: admin } });
    expect(unknown.statusCode).toBe(404);
    errorMessage(unknown, 'Backup not found');
    const badType = await t.app.inject({ url: `/api/admin/backups/${latest?.date}/download?type=everything`, headers: { cookie: admin } });
    expect(badType.statusCode).toBe(400);
    errorMessage(badType, "type must be 'database' or 'code'");
  });

  it("says when a listed backup's file is not in this server's backup folder", async () => {
    const taken = json<Backup>(await t.app.inject({ method: 'POST', url: '/api/admin/backup', headers: { cookie: admin } }));
    const file = join(t.ctx.config.BACKUP_DIR, `dugout-${taken.date}.json.gz`);
    renameSync(file, `${file}.elsewhere`);
    try {
      const download = await t.app.inject({ url: `/api/admin/backups/${taken.date}/download`, headers: { cookie: admin } });
      expect(download.statusCode).toBe(404);
      errorMessage(
        download,
        /^The file of this backup is not in this server's backup folder \(BACKUP_DIR\)\. Every server of the league must use the same backup folder\.$/,
      );
    } finally {
      renameSync(`${file}.elsewhere`, file);
    }
  });

  it('cannot be steered to a file outside the backup folder', async () => {
    const attempts = [
      '..%2F..%2Fpackage.json',
      '..%2f..%2fdata%2fleague.db',
      '%2e%2e%2f%2e%2e%2fpackage.json',
      '..',
      '%2E%2E',
      'dugout-2025-05-20T04-00-00-000Z.json.gz',
      '2025-05-20T04-00-00-000Z%2F..%2F..%2Fpackage.json',
      '2025-05-20T04-00-00-000Z%00',
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ url: `/api/admin/backups/${attempt}/download`, headers: { cookie: admin } });
      expect([400, 404], attempt).toContain(response.statusCode);
      expect(response.body, attempt).not.toContain('"name": "dugout"');
      expect(response.headers['content-type'], attempt).toMatch(/^application\/json/);
    }
    const dotted = await t.app.inject({ url: '/api/admin/backups/../../package.json', headers: { cookie: admin } });
    expect(dotted.statusCode).toBeGreaterThanOrEqual(400);
    expect(dotted.body).not.toContain('"name": "dugout"');
  });

  describe('restoring fields', () => {
    let backup: Backup;
    let before: Field[];
    let pictured: Field;
    let plain: Field;

    beforeAll(async () => {
      before = await fieldsNow();
      // A field with two photos, one of them shown by no other field.
      const shownElsewhere = (field: Field, url: string) => before.some((f) => f.id !== field.id && imageUrls(f).includes(url));
      const withTwoImages = before.find((f) => imageUrls(f).length > 1 && f.teams.length > 0 && imageUrls(f).some((url) => !shownElsewhere(f, url)));
      const withoutImages = before.find((f) => f.image_url === null);
      if (!withTwoImages || !withoutImages) throw new Error('the demo league needs a field with photos and one without');
      pictured = withTwoImages;
      plain = withoutImages;
      backup = json<Backup>(await createBackup());
    });

    it('lists the fields a backup holds, for choosing what to restore', async () => {
      const response = await t.app.inject({ url: `/api/admin/backups/${backup.date}/fields`, headers: { cookie: admin } });
      expect(response.statusCode).toBe(200);
      const fields = json<BackupField[]>(response);
      expect(fields.map((f) => f.id).sort((a, b) => a - b)).toEqual(before.map((f) => f.id).sort((a, b) => a - b));
      expect(fields.find((f) => f.id === pictured.id)).toEqual({ id: pictured.id, name: pictured.name, address: pictured.address });
    });

    it('puts back the chosen fields as they were, and leaves the others as they are now', async () => {
      const { db } = t.handle;
      await db.updateTable('fields').set({ name: 'Renamed Park', address: '1 Elsewhere Rd', notes: 'changed' }).where('id', '=', pictured.id).execute();
      await db.deleteFrom('field_teams').where('field_id', '=', pictured.id).execute();
      await db.deleteFrom('field_images').where('field_id', '=', pictured.id).execute();
      await db.updateTable('fields').set({ name: 'Also Renamed' }).where('id', '=', plain.id).execute();

      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/restore',
        headers: { cookie: admin },
        payload: { backupDate: backup.date, fieldIds: [pictured.id] },
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ restoredFields: 1, gamesGivenField: 0 });

      const after = await fieldsNow();
      expect(after.find((f) => f.id === pictured.id)).toEqual(pictured);
      expect(after.find((f) => f.id === plain.id)?.name).toBe('Also Renamed');
      const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'field.restore').execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]?.entity_id).toBe(String(pictured.id));
      expect(JSON.parse(audit[0]?.before_state ?? '{}')).toMatchObject({ name: 'Renamed Park', teamIds: [], images: [] });
      expect(JSON.parse(audit[0]?.after_state ?? '{}')).toMatchObject({ name: pictured.name, backup: backup.date });
    });

    it('re-creates a field deleted since the backup, with its id, teams and photos', async () => {
      const { db } = t.handle;
      const images = await db.selectFrom('field_images').select('image_id').where('field_id', '=', pictured.id).execute();
      await db.deleteFrom('fields').where('id', '=', pictured.id).execute();
      // The photos only this field showed go with it, as they do when a field is deleted.
      for (const { image_id } of images) {
        const used = await db.selectFrom('field_images').select('field_id').where('image_id', '=', image_id).executeTakeFirst();
        if (!used) await db.deleteFrom('images').where('id', '=', image_id).execute();
      }
      const gone: string[] = [];
      for (const url of imageUrls(pictured)) if ((await t.app.inject({ url })).statusCode === 404) gone.push(url);
      expect(gone.length).toBeGreaterThan(0);

      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/restore',
        headers: { cookie: admin },
        payload: { backupDate: backup.date, fieldIds: [pictured.id, plain.id] },
      });
      expect(json(response)).toMatchObject({ restoredFields: 2 });
      const after = await fieldsNow();
      const restored = after.find((f) => f.id === pictured.id);
      if (!restored) throw new Error('the field was not restored');
      // Photos that were gone come back re-encoded as uploads are, so under new names.
      const kept = imageUrls(pictured).filter((url) => !gone.includes(url));
      expect(imageUrls(restored).filter((url) => kept.includes(url))).toEqual(kept);
      expect(imageUrls(restored)).toHaveLength(imageUrls(pictured).length);
      expect({ ...restored, image_url: pictured.image_url }).toEqual(pictured);
      expect(after.find((f) => f.id === plain.id)).toEqual(plain);
      for (const url of imageUrls(restored)) {
        const served = await t.app.inject({ url });
        expect(served.statusCode, url).toBe(200);
        expect([...served.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      }
      // New fields still get fresh ids after a field was written back with its own.
      const fresh = await db
        .insertInto('fields')
        .values({ name: 'New Park', address: '2 Main St', special_instructions: null, notes: null, division_id: null, created_at: 'x', updated_at: 'x' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(fresh.id).toBeGreaterThan(Math.max(...before.map((f) => f.id)));
    });

    it('refuses fields the backup does not hold, an empty choice and unknown backups, changing nothing', async () => {
      const auditRows = await countRows(t.handle, 'audit_log');
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/admin/restore',
        headers: { cookie: admin },
        payload: { backupDate: backup.date, fieldIds: [plain.id, 99999] },
      });
      expect(missing.statusCode).toBe(400);
      errorMessage(missing, `The backup of ${backup.date} does not hold field 99999.`);

      const none = await t.app.inject({
        method: 'POST',
        url: '/api/admin/restore',
        headers: { cookie: admin },
        payload: { backupDate: backup.date, fieldIds: [] },
      });
      expect(none.statusCode).toBe(400);
      errorMessage(none, 'Please select at least one field to restore');

      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/admin/restore',
        headers: { cookie: admin },
        payload: { backupDate: '2001-01-01T00-00-00-000Z', fieldIds: [plain.id] },
      });
      expect(unknown.statusCode).toBe(404);
      errorMessage(unknown, 'Backup not found');

      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/admin/restore',
        headers: { cookie: admin },
        payload: { backupDate: '../../etc/passwd', fieldIds: ['x'] },
      });
      expect(malformed.statusCode).toBe(400);
      errorMessage(malformed);
      expect(await countRows(t.handle, 'audit_log')).toBe(auditRows);
    });

    it('reports a damaged backup file instead of failing', async () => {
      const damaged = json<Backup>(await createBackup());
      writeFileSync(join(t.ctx.config.BACKUP_DIR, `dugout-${damaged.date}.json.gz`), 'not gzip at all');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/restore',
        headers: { cookie: admin },
        payload: { backupDate: damaged.date, fieldIds: [plain.id] },
      });
      expect(response.statusCode).toBe(409);
      errorMessage(response, new RegExp(`^The backup of ${damaged.date} cannot be read: the file is damaged`));
    });
  });

  it('leaves only complete backup files in the folder', () => {
    expect(backupFiles().length).toBeGreaterThan(2);
    for (const name of backupFiles()) expect(name).toMatch(/^dugout-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json\.gz$/);
  });
});

describe.each(testEngines())('backup retention on %s', (engine) => {
  let t: TestApp;
  let clock = new Date('2025-09-02T12:00:00.000Z');
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: () => clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  const takeBackupAt = async (instant: string) => {
    clock = new Date(instant);
    // Weeks pass between backups: the administrator signs in each time.
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/backup', headers: { cookie: admin } });
    expect(response.statusCode).toBe(201);
    return json<Backup>(response).date;
  };

  it('keeps the last 14 days and the newest backup of each older month, deleting the files of the rest', async () => {
    const listed = async () => json<Backup[]>(await t.app.inject({ url: '/api/admin/backups', headers: { cookie: admin } })).map((b) => b.date);
    const files = () => readdirSync(t.ctx.config.BACKUP_DIR).sort();
    const prunedBy = async (date: string) => {
      const audit = await t.handle.db.selectFrom('audit_log').select('after_state').where('entity_id', '=', date).executeTakeFirstOrThrow();
      return (JSON.parse(audit.after_state ?? '{}') as { pruned: string[] }).pruned;
    };

    const first = await takeBackupAt('2025-10-01T12:00:00.000Z');
    const second = await takeBackupAt('2025-10-12T12:00:00.000Z');
    expect(await listed()).toEqual([second, first]);

    // 19 days later the first is past the fortnight, and not October's newest.
    const third = await takeBackupAt('2025-10-20T12:00:00.000Z');
    expect(await listed()).toEqual([third, second]);
    expect(await prunedBy(third)).toEqual([first]);

    // In December, October keeps only its newest backup.
    const fourth = await takeBackupAt('2025-12-01T12:00:00.000Z');
    expect(await listed()).toEqual([fourth, third]);
    expect(await prunedBy(fourth)).toEqual([second]);
    expect(files()).toEqual([`dugout-${third}.json.gz`, `dugout-${fourth}.json.gz`]);
  });
});
