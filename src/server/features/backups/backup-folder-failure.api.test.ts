import { readdirSync, rmSync, writeFileSync, type PathLike } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backup } from '../../../shared/schemas/backup';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { startScheduledJobs } from '../../jobs/scheduler';
import { runNightlyBackup } from './nightly-backup';
import { countRows, createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';

/** Files opened for writing under this folder fail as on a full disk, after being created. */
const disk = vi.hoisted(() => ({ fullUnder: null as string | null }));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const { Writable } = await import('node:stream');
  const noSpace = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  return {
    ...fs,
    createWriteStream: (path: PathLike, options?: Parameters<typeof fs.createWriteStream>[1]) => {
      if (disk.fullUnder === null || !String(path).startsWith(disk.fullUnder)) return fs.createWriteStream(path, options);
      fs.writeFileSync(path, '');
      return new Writable({ write: (_chunk, _encoding, callback) => callback(noSpace()) });
    },
  };
});

const BACKUP_FOLDER_LOG = 'the backup could not be written to the backup folder';

describe.each(testEngines())('a backup folder that cannot be written, on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    folder = t.ctx.config.BACKUP_DIR;
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    disk.fullUnder = null;
    rmSync(folder, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  const createBackup = () => t.app.inject({ method: 'POST', url: '/api/admin/backup', headers: { cookie: admin } });

  async function expectLeagueStillWorks(): Promise<void> {
    expect((await t.app.inject({ url: '/api/games' })).statusCode).toBe(200);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/divisions/1/teams/1',
      headers: { cookie: admin },
      payload: { name: `Renamed Rockets ${Date.now()}` },
    });
    expect(renamed.statusCode).toBe(200);
    expect(json<Backup[]>(await t.app.inject({ url: '/api/admin/backups', headers: { cookie: admin } }))).toEqual([]);
  }

  it('tells the administrator why, logs it, records nothing, and the league keeps working', async () => {
    // BACKUP_DIR names a regular file: no permission bits involved, so it holds for root too.
    writeFileSync(folder, 'not a folder');
    const logged = vi.spyOn(t.ctx.log, 'error');
    const audits = await countRows(t.handle, 'audit_log');

    const response = await createBackup();
    expect(response.statusCode).toBe(503);
    errorMessage(response, /^The backup could not be saved: the backup folder setting \(BACKUP_DIR\) names a file, not a folder\./);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ dir: folder }), BACKUP_FOLDER_LOG);
    expect(await countRows(t.handle, 'backups')).toBe(0);
    expect(await countRows(t.handle, 'audit_log')).toBe(audits);
    await expectLeagueStillWorks();

    rmSync(folder);
    expect((await createBackup()).statusCode).toBe(201);
    await t.handle.db.deleteFrom('backups').execute();
  });

  it('reports a full disk and leaves no half-written file behind', async () => {
    disk.fullUnder = folder;
    const logged = vi.spyOn(t.ctx.log, 'error');
    const response = await createBackup();
    expect(response.statusCode).toBe(503);
    errorMessage(response, /^The backup could not be saved: the disk that holds the backup folder is full\./);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ dir: folder }), BACKUP_FOLDER_LOG);
    expect(readdirSync(folder)).toEqual([]);
    await expectLeagueStillWorks();
  });

  it('fails the nightly backup with the same reason, logs it at every tick and keeps the server running', async () => {
    writeFileSync(folder, 'not a folder');
    await expect(runNightlyBackup(t.ctx, 'this-process')).rejects.toThrow(/names a file, not a folder/);

    const ctx = { ...t.ctx, config: { ...t.ctx.config, NIGHTLY_BACKUP_CRON: '* * * * * *' } };
    const logged = vi.spyOn(t.ctx.log, 'error');
    const jobs = startScheduledJobs(ctx, runNightlyBackup);
    try {
      // A failed night frees its lease, so the next tick tries again (and fails again) instead of giving up.
      await vi.waitFor(
        () => expect(logged.mock.calls.filter(([, message]) => String(message).startsWith('nightly backup failed')).length).toBeGreaterThanOrEqual(2),
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      jobs.stop();
    }
    expect(await countRows(t.handle, 'backups')).toBe(0);
    await expectLeagueStillWorks();
  });
});
