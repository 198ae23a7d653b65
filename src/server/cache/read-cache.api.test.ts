import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Division } from '../../shared/schemas/league';
import { write, type AreaVersion } from '../db/write';
import { createTestApp, json, siblingApp, signIn, testEngines, type TestApp } from '../test/harness';
import { performance } from 'node:perf_hooks';
import { pollUntil } from '../../../scripts/lib/poll';
import pino from 'pino';
import { runOnPostgres } from '../db/postgres-admin';
import { startPeerCoherence, type CoherenceTiming, type PeerCoherence } from './peer-coherence';

describe.each(testEngines())('cached public reads (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  const renameFirstTeam = (name: string) =>
    write(t.ctx, ['teams'], async (trx) => {
      const team = await trx.selectFrom('teams').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
      await trx.updateTable('teams').set({ name }).where('id', '=', team.id).execute();
    });

  it('answers a repeated read with the same ETag and a conditional read with 304 and no body', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/divisions' });
    const second = await t.app.inject({ method: 'GET', url: '/api/divisions' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBeTruthy();
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    expect(first.headers['cache-control']).toBe('no-cache');

    const conditional = await t.app.inject({
      method: 'GET',
      url: '/api/divisions',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(conditional.statusCode).toBe(304);
    expect(conditional.body).toBe('');
  });

  it('shows a write to the very next read, with a new ETag', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/divisions' });
    await renameFirstTeam('Renamed Rockets');
    const after = await t.app.inject({ method: 'GET', url: '/api/divisions' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(json<Division[]>(after).flatMap((d) => d.teams.map((team) => team.name))).toContain('Renamed Rockets');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/divisions',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('keeps answers of areas a write did not touch', async () => {
    const formats = await t.app.inject({ method: 'GET', url: '/api/playoff-formats' });
    await write(t.ctx, ['fields'], async (trx) => {
      await trx.updateTable('fields').set({ notes: 'Gate code 1234' }).where('id', '=', 1).execute();
    });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/playoff-formats',
      headers: { 'if-none-match': String(formats.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const fields = await t.app.inject({ method: 'GET', url: '/api/fields' });
    expect(fields.body).toContain('Gate code 1234');
  });

  it('sends cached answers compressed when the client accepts it', async () => {
    await t.app.inject({ method: 'GET', url: '/api/games' });
    const compressed = await t.app.inject({ method: 'GET', url: '/api/games', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ method: 'GET', url: '/api/games' });
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps the signed-in and the anonymous coach list apart', async () => {
    const cookie = await signIn(t.app, 'sam.rivera@example.com', 'coach2025');
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/coaches', headers: { cookie } });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/coaches' });
    const again = await t.app.inject({ method: 'GET', url: '/api/coaches', headers: { cookie } });
    expect(signedIn.body).toContain('sam.rivera@example.com');
    expect(anonymous.body).not.toContain('@example.com');
    expect(again.body).toBe(signedIn.body);
  });

  it('caches each query separately', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/games' });
    const one = await t.app.inject({ method: 'GET', url: '/api/games?divisionId=2' });
    expect(json<unknown[]>(one).length).toBeLessThan(json<unknown[]>(all).length);
    expect(one.headers.etag).not.toBe(all.headers.etag);
  });
});

// One SQLite file belongs to one process; several processes share a league on PostgreSQL.
describe.each(testEngines().filter((e) => e === 'postgres'))('reads in two processes (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  it('lets another process on the same database see a write at once', async () => {
    const other = await siblingApp(t);
    try {
      const warm = await other.app.inject({ method: 'GET', url: '/api/divisions' });
      expect(warm.statusCode).toBe(200);
      await write(t.ctx, ['teams'], async (trx) => {
        await trx.updateTable('teams').set({ name: 'Sibling Seen Sharks' }).where('id', '=', 1).execute();
      });
      const read = await other.app.inject({ method: 'GET', url: '/api/divisions' });
      expect(read.body).toContain('Sibling Seen Sharks');
    } finally {
      await other.close();
    }
  });
});

const TIMING: CoherenceTiming = { heartbeatMs: 50, freshForMs: 400, renewEveryMs: 200, leaseMs: 800 };

/** Polls a process's coherence state until it holds. */
const until = (condition: () => boolean, timeoutMs = 5000) => pollUntil('the coherence state', condition, { timeoutMs, everyMs: 20 });

describe.each(testEngines().filter((e) => e === 'postgres'))('processes sharing a league (%s)', () => {
  let t: TestApp;
  const started: PeerCoherence[] = [];
  beforeAll(async () => {
    t = await createTestApp({ engine: 'postgres', seed: 'none' });
  });
  afterAll(async () => {
    await Promise.all(started.map((p) => p.close()));
    await t.close();
  });

  /** A process's view of a league: the versions it was told of, and its coherence. */
  const startProcess = (league: TestApp = t) => {
    const heard: AreaVersion[] = [];
    const peer = startPeerCoherence({
      url: league.ctx.config.DATABASE_URL,
      schema: league.handle.schema ?? 'public',
      db: league.handle.db,
      log: pino({ level: 'silent' }),
      onVersions: (versions) => heard.push(...versions),
      timing: TIMING,
    });
    started.push(peer);
    return { peer, heard, version: (area: string) => Math.max(0, ...heard.filter((v) => v.area === area).map((v) => v.version)) };
  };

  const writeThrough = (peer: PeerCoherence, league: TestApp = t) =>
    write({ ...league.ctx, peers: peer, onDataChanged: undefined }, ['teams'], async (trx) => {
      await trx.selectFrom('teams').select('id').execute();
    });

  it("trusts its versions once it hears the database, and takes another process's write before that write answers", async () => {
    const one = startProcess();
    const two = startProcess();
    await until(() => one.peer.isFresh() && two.peer.isFresh());
    const before = two.version('teams');
    const startedAt = performance.now();
    await writeThrough(one.peer);
    // The write answered only after the other process took it, well before the time limit.
    expect(two.version('teams')).toBe(before + 1);
    expect(performance.now() - startedAt).toBeLessThan(TIMING.freshForMs);
  });

  it('keeps nothing for the writes of others in a process that only reads, however many there are', async () => {
    const reader = startProcess();
    const writer = startProcess();
    await until(() => reader.peer.isFresh() && writer.peer.isFresh());
    const before = reader.version('teams');
    for (let i = 0; i < 60; i++) await writeThrough(writer.peer);
    expect(reader.version('teams')).toBe(before + 60);
    expect(reader.peer.awaitedWrites()).toBe(0);
    expect(writer.peer.awaitedWrites()).toBe(0);
  });

  it('waits for a process with a live lease that does not confirm, for as long as that process may trust its versions', async () => {
    const one = startProcess();
    await until(() => one.peer.isFresh());
    const silentLease = `(extract(epoch from clock_timestamp()) * 1000)::bigint + 5000`;
    await runOnPostgres(t.ctx.config.DATABASE_URL, `insert into "${t.handle.schema}".cache_peers values ('silent', ${silentLease})`);
    try {
      const startedAt = performance.now();
      await writeThrough(one.peer);
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(TIMING.freshForMs - 5);
    } finally {
      await runOnPostgres(t.ctx.config.DATABASE_URL, `delete from "${t.handle.schema}".cache_peers where peer = 'silent'`);
    }
    // A lease that has run out is not waited for.
    await runOnPostgres(t.ctx.config.DATABASE_URL, `insert into "${t.handle.schema}".cache_peers values ('gone', 0)`);
    const startedAt = performance.now();
    await writeThrough(one.peer);
    expect(performance.now() - startedAt).toBeLessThan(TIMING.freshForMs);
  });

  it('stops trusting its versions the moment it loses the database, and catches up when it is back', async () => {
    const one = startProcess();
    const two = startProcess();
    await until(() => one.peer.isFresh() && two.peer.isFresh());
    const before = two.version('teams');
    // Cut the second process off: its listening connection ends.
    await runOnPostgres(
      t.ctx.config.DATABASE_URL,
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'dugout-cache ${two.peer.id}'`,
    );
    await until(() => !two.peer.isFresh(), 2000);
    expect(one.peer.isFresh()).toBe(true);
    // A write while it is away is not confirmed by it, and it does not trust what it holds.
    await writeThrough(one.peer);
    await until(() => two.peer.isFresh(), 5000);
    // Back: it read the versions as it reconnected, the write included.
    expect(two.version('teams')).toBeGreaterThanOrEqual(before + 1);
  });

  it('never takes the writes of a league in another schema of the same database', async () => {
    const other = await createTestApp({ engine: 'postgres', seed: 'none' });
    try {
      const here = startProcess();
      const there = startProcess(other);
      await until(() => here.peer.isFresh() && there.peer.isFresh());
      const heardBefore = here.heard.length;
      for (let i = 0; i < 5; i++) await writeThrough(there.peer, other);
      // A write in this league afterwards answers only once this process has taken it; notices
      // reach a listener in commit order, so any of the other league's would have come first.
      const marker = startProcess();
      await until(() => marker.peer.isFresh());
      await writeThrough(marker.peer);
      expect(here.heard.slice(heardBefore).map((v) => v.area)).toEqual(['teams']);
    } finally {
      await other.close();
    }
  });
});
