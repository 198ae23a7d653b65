import { randomBytes } from 'node:crypto';
import { runOnPostgres } from './postgres-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from '../../../scripts/lib/poll';
import { startServerProcess, type ServerProcess } from '../../../scripts/lib/server-process';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { isDatabaseUnavailable } from './availability';

const url = process.env.TEST_DATABASE_URL;
const wanted = process.env.TEST_ENGINES?.split(',') ?? ['sqlite', 'postgres'];
// The database going away is a PostgreSQL event: an embedded SQLite file cannot disappear this way.
const engines = url && wanted.includes('postgres') ? ['postgres'] : [];

const onServer = (text: string) => runOnPostgres(url ?? '', text);

describe('telling an unreachable database from a failing query', () => {
  it('counts lost connections and a server shutting down as unavailable, query errors not', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
  });
});

describe.each(engines)('the database goes away and comes back (%s)', () => {
  const database = `dugout_outage_${randomBytes(4).toString('hex')}`;
  let proxy: TcpProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    const target = new URL(url ?? '');
    await onServer(`create database ${database}`);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const through = new URL(url ?? '');
    through.host = `127.0.0.1:${proxy.port}`;
    through.pathname = `/${database}`;
    server = await startServerProcess({
      DATABASE_URL: through.toString(),
      SEED: 'none',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      CLIENT_DIR: '/nonexistent',
    });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await onServer(`drop database if exists ${database} with (force)`);
  });

  it('answers 503 with a message while it is gone, says so on /readyz, and recovers by itself', async () => {
    const divisions = () => fetch(`${server.baseURL}/api/divisions`);
    expect((await divisions()).status).toBe(200);

    await proxy.cut();
    // A read the cache cannot answer needs the database at once.
    const uncached = await fetch(`${server.baseURL}/api/teams`);
    expect(uncached.status).toBe(503);
    expect(((await uncached.json()) as { message: string }).message).toMatch(/database is unavailable/);
    // A cached answer may still go out while the process can vouch for it (at most a second,
    // cache/peer-coherence.ts); then it too needs the database.
    const during = await pollUntil(
      'the cached read to need the database',
      async () => {
        const answer = await divisions();
        return answer.status !== 200 && answer;
      },
      { timeoutMs: 5000, everyMs: 100 },
    );
    expect(during.status).toBe(503);
    expect(((await during.json()) as { message: string }).message).toMatch(/database is unavailable/);
    const ready = await fetch(`${server.baseURL}/readyz`);
    expect(ready.status).toBe(503);
    expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);

    await proxy.restore();
    await pollUntil('the server to answer from the database again', async () => (await divisions()).status === 200, { timeoutMs: 15_000, everyMs: 100 });
    expect((await fetch(`${server.baseURL}/readyz`)).status).toBe(200);
  }, 60_000);
});
