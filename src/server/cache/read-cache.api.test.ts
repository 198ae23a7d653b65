import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Division } from '../../shared/schemas/league';
import { write } from '../db/write';
import { createTestApp, json, siblingApp, signIn, testEngines, type TestApp } from '../test/harness';

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
