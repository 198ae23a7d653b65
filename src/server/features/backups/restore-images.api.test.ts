import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backup } from '../../../shared/schemas/backup';
import { imageUrls, type Field } from '../../../shared/schemas/field';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { countRows, createTestApp, errorMessage, json, signIn, TEST_TIMEZONE, testEngines, type TestApp } from '../../test/harness';
import { photoWithGps } from '../../test/photos';
import { restoreDatabase } from './restore-database';

type Line = Record<string, unknown>;

/** The backup's text with the rows of the photos `change` answers for rewritten by it. */
function rewritePhotos(text: string, change: (row: Line) => Line | undefined): string {
  let table = '';
  const lines = text
    .trim()
    .split('\n')
    .map((text) => {
      const line = JSON.parse(text) as Line;
      if (typeof line.table === 'string') table = line.table;
      else if (table === 'images' && line.end === undefined) return JSON.stringify(change(line) ?? line);
      return text;
    });
  return `${lines.join('\n')}\n`;
}

const pageBytes = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>').toString('base64');

describe.each(testEngines())("a backup's photos, restored on %s", (engine) => {
  let t: TestApp;
  let admin: string;
  let backupFile: string;
  let backupDate: string;
  let original: string;
  let pictured: Field;
  let photoIds: number[];
  let work: string;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const fields = json<Field[]>(await t.app.inject({ url: '/api/fields' }));
    const withPhoto = fields.find((f) => imageUrls(f).length > 0);
    if (!withPhoto) throw new Error('the demo league has a field with photos');
    pictured = withPhoto;
    const links = await t.handle.db.selectFrom('field_images').select('image_id').where('field_id', '=', pictured.id).execute();
    photoIds = links.map((l) => l.image_id);
    const backup = json<Backup>(await t.app.inject({ method: 'POST', url: '/api/admin/backup', headers: { cookie: admin } }));
    backupDate = backup.date;
    backupFile = join(t.ctx.config.BACKUP_DIR, `dugout-${backup.date}.json.gz`);
    original = gunzipSync(readFileSync(backupFile)).toString('utf8');
    work = mkdtempSync(join(tmpdir(), 'dugout-restore-images-'));
    // The field changes after the backup; a refused restore must leave it so.
    await t.handle.db.updateTable('fields').set({ name: 'Renamed After Backup' }).where('id', '=', pictured.id).execute();
  });
  afterAll(async () => {
    await t?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const restoreField = async (text: string) => {
    writeFileSync(backupFile, gzipSync(text));
    return t.app.inject({ method: 'POST', url: '/api/admin/restore', headers: { cookie: admin }, payload: { backupDate, fieldIds: [pictured.id] } });
  };
  const fieldName = async () => (await t.handle.db.selectFrom('fields').select('name').where('id', '=', pictured.id).executeTakeFirstOrThrow()).name;
  const isPhoto = (row: Line) => photoIds.includes(Number(row.id));

  it('refuses a photo whose type is not an image, restoring nothing', async () => {
    const response = await restoreField(rewritePhotos(original, (row) => (isPhoto(row) ? { ...row, content_type: 'text/html' } : undefined)));
    expect(response.statusCode).toBe(400);
    errorMessage(
      response,
      new RegExp(`^The backup of \\S+ cannot be restored: its photo \\d+ is marked as 'text/html', which is not an image type\\. Nothing was restored\\.$`),
    );
    expect(await fieldName()).toBe('Renamed After Backup');
  });

  it('refuses a photo whose bytes are not an image, restoring nothing and storing none of them', async () => {
    const images = await countRows(t.handle, 'images');
    const response = await restoreField(
      rewritePhotos(original, (row) => (isPhoto(row) ? { ...row, hash: 'f'.repeat(64), content_type: 'image/png', bytes: pageBytes } : undefined)),
    );
    expect(response.statusCode).toBe(400);
    errorMessage(response, /^The backup of \S+ cannot be restored: its photo \d+ is not a photo that can be restored \(.+\)\. Nothing was restored\.$/);
    expect(await fieldName()).toBe('Renamed After Backup');
    expect(await countRows(t.handle, 'images')).toBe(images);
  });

  it('re-encodes and renames a photo it stores, as an upload is: no camera data, named by its new bytes', async () => {
    const camera = (await photoWithGps(800, 600)).toString('base64');
    const response = await restoreField(
      rewritePhotos(original, (row) => (isPhoto(row) ? { ...row, hash: 'e'.repeat(64), content_type: 'image/jpeg', bytes: camera, size: 1 } : undefined)),
    );
    expect(response.statusCode).toBe(200);
    const field = json<Field[]>(await t.app.inject({ url: '/api/fields' })).find((f) => f.id === pictured.id);
    expect(field?.name).toBe(pictured.name);
    const urls = imageUrls(field ?? pictured);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(url).toBe(`/uploads/${createHash('sha256').update(served.rawPayload).digest('hex')}.jpg`);
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
      expect(served.rawPayload.includes('TestCam')).toBe(false);
    }
  });

  it('refuses a whole-league backup whose photo is a page, leaving the database empty', async () => {
    for (const [name, change] of [
      ['typed', (row: Line) => ({ ...row, content_type: 'text/html' })],
      ['bytes', (row: Line) => ({ ...row, bytes: pageBytes })],
    ] as const) {
      const crafted = join(work, `${name}.json.gz`);
      writeFileSync(crafted, gzipSync(rewritePhotos(original, (row) => (isPhoto(row) ? change(row) : undefined))));
      const target = await createTestApp({ engine, seed: 'none' });
      try {
        await expect(restoreDatabase(target.handle, crafted, { leagueTimeZone: TEST_TIMEZONE })).rejects.toThrow(
          /^its photo \d+ (is marked as 'text\/html'|is not a photo that can be restored)/,
        );
        expect(await countRows(target.handle, 'users')).toBe(0);
        expect(await countRows(target.handle, 'images')).toBe(0);
      } finally {
        await target.close();
      }
    }
  });
});
