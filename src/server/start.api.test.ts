import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_AS_STARTED, startServerProcess, type ServerProcess } from '../../scripts/lib/server-process';

/** The command line of the process `npm start` runs the server in (Linux). */
function serverCommandLine(startPid: number): string[] {
  const [serverPid] = readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim().split(' ');
  return readFileSync(`/proc/${serverPid}/cmdline`, 'utf8').split('\0').filter(Boolean);
}

describe('npm start', () => {
  let dir: string;
  let server: ServerProcess;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dugout-start-'));
    const clientDir = join(dir, 'client');
    mkdirSync(clientDir);
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Dugout</title>');
    // Built first when dist/server is missing or older than the sources, as on a fresh clone.
    server = await startServerProcess(
      {
        DATABASE_URL: `sqlite:${join(dir, 'league.db')}`,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        CLIENT_DIR: clientDir,
        BACKUP_DIR: join(dir, 'backups'),
      },
      SERVER_AS_STARTED,
    );
  }, 120_000);

  afterEach(async () => {
    // SIGKILL would end `npm start` alone and leave the server it started running.
    await server.stop('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs the server built into dist/server: migrated, the demo league loaded, the API and the pages served, SIGTERM passed on', async () => {
    expect(serverCommandLine(server.process.pid ?? 0).slice(1)).toEqual([resolve('dist/server/main.js')]);

    const divisions = (await (await fetch(`${server.baseURL}/api/divisions`)).json()) as { name: string }[];
    expect(divisions.map((d) => d.name)).toEqual(['8U', '9U', '10U', '11U', '12U']);
    const signIn = await fetch(`${server.baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin2025' }),
    });
    expect(signIn.status).toBe(200);
    const home = await fetch(`${server.baseURL}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>Dugout</title>');

    // SIGTERM to `npm start` reaches the server, which finishes and exits 0.
    expect(await server.stop('SIGTERM')).toBe(0);
  });
});
