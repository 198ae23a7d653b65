import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backup } from '../../shared/schemas/backup';
import { buildApp } from '../app';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../seed/demo';
import { createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../test/harness';

/** Ways to write "somewhere else" inside one path segment: dots, encoded and double-encoded separators, absolute paths. */
const ELSEWHERE = [
  '..',
  '.%2e',
  '%2e%2e',
  '%2E%2E',
  '..%2F..%2Fpackage.json',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '%252e%252e%252fpackage.json',
  '..%255c..%255cpackage.json',
  '..%5C..%5Cpackage.json',
  '..%5c..%5c..%5cetc%5cpasswd',
  '%c0%ae%c0%ae%c0%afpackage.json',
  '....%2F%2F....%2F%2Fpackage.json',
  '%2Fetc%2Fpasswd',
  '%2F%2Fetc%2Fpasswd',
  '%5Cetc%5Cpasswd',
  'C%3A%5CWindows%5Cwin.ini',
  'file%3A%2F%2F%2Fetc%2Fpasswd',
  '2025-05-20T04-00-00-000Z%2F..%2F..%2Fpackage.json',
  '2025-05-20T04-00-00-000Z%00.json.gz',
  '2025-05-20T04-00-00-000Z%5C..%5C..%5Cpackage.json',
];

/** Whole paths that climb out with raw dots and backslashes, for routers that normalise them. */
const RAW_CLIMBS = ['/../../package.json', '/..\\..\\package.json', '/.%2e/.%2e/package.json', '//etc/passwd'];

const SECRET_FILE_TEXT = 'outside-the-folder: not for download';

/** Contents of files a request steered elsewhere could reach. */
const FOREIGN_CONTENT = [/"name":\s*"dugout"/, /root:.*:0:0:/, /SQLite format 3/, new RegExp(SECRET_FILE_TEXT)];

/** A path segment as the server sees it once decoded (as given when it does not decode). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function expectNothingElse(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what} answered ${response.statusCode}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${what} answered ${response.statusCode}`).toBeLessThan(500);
  for (const pattern of FOREIGN_CONTENT) expect(response.body, what).not.toMatch(pattern);
}

describe.each(testEngines())('downloads cannot be steered to another file (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let backup: Backup;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    backup = json<Backup>(await t.app.inject({ method: 'POST', url: '/api/admin/backup', headers: { cookie: admin } }));
    // A file beside the backup folder, as the database or the secret would be.
    writeFileSync(join(t.ctx.config.BACKUP_DIR, '..', `beside-${backup.date}.txt`), SECRET_FILE_TEXT);
  });
  afterAll(async () => {
    rmSync(join(t.ctx.config.BACKUP_DIR, '..', `beside-${backup.date}.txt`), { force: true });
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ url, headers: { cookie: admin } });

  it('downloads the real backup, and only it', async () => {
    const response = await get(`/api/admin/backups/${backup.date}/download`);
    expect(response.statusCode).toBe(200);
    expect([...response.rawPayload.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  });

  it('refuses every other name for a backup, its download, its fields and a restore of it', async () => {
    const attempts = [...ELSEWHERE, `beside-${backup.date}.txt`, `..%2Fbeside-${backup.date}.txt`, `${backup.date}%2F..%2F..%2Fbeside-${backup.date}.txt`];
    for (const attempt of attempts) {
      for (const url of [`/api/admin/backups/${attempt}/download`, `/api/admin/backups/${attempt}/fields`]) {
        expectNothingElse(await get(url), url);
      }
      const restore = await t.app.inject({
        method: 'POST',
        url: '/api/admin/restore',
        headers: { cookie: admin },
        payload: { backupDate: decoded(attempt), fieldIds: [1] },
      });
      expectNothingElse(restore, `restore of ${attempt}`);
    }
    for (const type of ['../../package.json', '..%2F..%2Fpackage.json', '/etc/passwd', '..\\..\\package.json']) {
      const url = `/api/admin/backups/${backup.date}/download?type=${encodeURIComponent(type)}`;
      expectNothingElse(await get(url), url);
    }
    for (const climb of RAW_CLIMBS) {
      const url = `/api/admin/backups${climb}`;
      expectNothingElse(await get(url), url);
    }
  });

  it('serves uploaded photos only by their content hash', async () => {
    for (const attempt of [...ELSEWHERE, `${'a'.repeat(64)}.jpg%2F..%2F..%2Fpackage.json`]) {
      expectNothingElse(await get(`/uploads/${attempt}`), `/uploads/${attempt}`);
    }
    for (const climb of RAW_CLIMBS) expectNothingElse(await get(`/uploads${climb}`), `/uploads${climb}`);
  });

  it('exports sign-in links as CSV only, and refuses a query string that names a path', async () => {
    const steered = await get('/api/magic-links/export?file=..%2F..%2Fpackage.json&path=%2Fetc%2Fpasswd');
    expect(steered.statusCode).toBe(400);
    errorMessage(steered, 'Unknown query parameter: file, path');
    for (const pattern of FOREIGN_CONTENT) expect(steered.body).not.toMatch(pattern);
    const response = await get('/api/magic-links/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="magic-links-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.split('\r\n')[0]).toBe('Email,Name,Magic Link');
    for (const pattern of FOREIGN_CONTENT) expect(response.body).not.toMatch(pattern);
  });

  describe('the files of the browser application', () => {
    let root: string;
    let site: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      root = mkdtempSync(join(tmpdir(), 'dugout-client-'));
      mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
      writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>Dugout</title>');
      writeFileSync(join(root, 'dist', 'assets', 'app.js'), 'console.log("app")');
      writeFileSync(join(root, 'package.json'), '{ "name": "dugout" }');
      writeFileSync(join(root, 'secret.txt'), SECRET_FILE_TEXT);
      site = await buildApp({ ...t.ctx, onDataChanged: undefined }, { clientDir: join(root, 'dist') });
      await site.ready();
    });
    afterAll(async () => {
      await site?.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('are served from their folder and nowhere else', async () => {
      expect((await site.inject({ url: '/assets/app.js' })).body).toBe('console.log("app")');
      for (const attempt of ELSEWHERE.flatMap((a) => [a, `${a}%2Fsecret.txt`, `${a}%2F..%2Fsecret.txt`])) {
        for (const url of [`/${attempt}`, `/assets/${attempt}`, `/assets/..%2F${attempt}`]) {
          const response = await site.inject({ url });
          expect(response.statusCode, url).toBeLessThan(500);
          for (const pattern of FOREIGN_CONTENT) expect(response.body, url).not.toMatch(pattern);
        }
      }
      for (const climb of [...RAW_CLIMBS, '/assets/../../secret.txt', '/assets/..\\..\\secret.txt', '/../secret.txt']) {
        const response = await site.inject({ url: climb });
        expect(response.statusCode, climb).toBeLessThan(500);
        for (const pattern of FOREIGN_CONTENT) expect(response.body, climb).not.toMatch(pattern);
      }
    });
  });
});
