import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import { dbBool } from '../db/schema';
import { createTestApp, testEngines, type TestApp } from '../test/harness';
import { runHousekeeping } from './housekeeping';

const DAY = 24 * 60 * 60 * 1000;
const NIGHT = new Date('2026-03-05T07:00:00.000Z');
const ago = (ms: number) => new Date(NIGHT.getTime() - ms).toISOString();
const ahead = (ms: number) => new Date(NIGHT.getTime() + ms).toISOString();

/** One old and one current row of every kind the housekeeping looks after, each labelled by what it holds. */
async function fillRows(db: DatabaseHandle['db'], userId: number): Promise<void> {
  await db
    .insertInto('sessions')
    .values([
      {
        id: 'old-session',
        user_id: userId,
        impersonator_user_id: null,
        impersonation_expires_at: null,
        created_at: ago(40 * DAY),
        last_seen_at: ago(31 * DAY),
        expires_at: ago(DAY),
      },
      {
        id: 'new-session',
        user_id: userId,
        impersonator_user_id: null,
        impersonation_expires_at: null,
        created_at: ago(DAY),
        last_seen_at: ago(60_000),
        expires_at: ahead(DAY),
      },
    ])
    .execute();
  const link = (token: string, expires: string, used: string | null, revoked: string | null) => ({
    user_id: userId,
    token_hash: token,
    created_at: ago(20 * DAY),
    expires_at: expires,
    used_at: used,
    revoked_at: revoked,
  });
  await db
    .insertInto('magic_links')
    .values([
      link('old-expired-link', ago(8 * DAY), null, null),
      link('old-used-link', ahead(DAY), ago(8 * DAY), null),
      link('old-revoked-link', ahead(DAY), null, ago(8 * DAY)),
      link('new-used-link', ahead(DAY), ago(DAY), null),
      link('new-open-link', ahead(DAY), null, null),
    ])
    .execute();
  const { revoked_at: _, ...reset } = link('', '', null, null);
  await db
    .insertInto('password_resets')
    .values([
      { ...reset, token_hash: 'old-expired-reset', expires_at: ago(8 * DAY) },
      { ...reset, token_hash: 'old-used-reset', expires_at: ahead(DAY), used_at: ago(8 * DAY) },
      { ...reset, token_hash: 'new-open-reset', expires_at: ahead(60_000) },
    ])
    .execute();
  await db
    .insertInto('rate_limits')
    .values([
      { key: 'old-throttle', hits: 9, window_ends_at: ago(2 * DAY) },
      { key: 'new-throttle', hits: 3, window_ends_at: ahead(60_000) },
    ])
    .execute();
  await db
    .insertInto('cache_peers')
    .values([
      { peer: 'old-peer', lease_until_ms: NIGHT.getTime() - 2 * 60 * 60 * 1000 },
      { peer: 'new-peer', lease_until_ms: NIGHT.getTime() + 1000 },
    ])
    .execute();
  const mail = (subject: string, created: string, sent: string | null) => ({
    to_address: 'coach@example.com',
    subject,
    text_body: 'text',
    html_body: null,
    created_at: created,
    sent_at: sent,
  });
  await db
    .insertInto('mail_outbox')
    .values([mail('old-sent-mail', ago(31 * DAY), ago(31 * DAY)), mail('old-kept-mail', ago(31 * DAY), null), mail('new-mail', ago(29 * DAY), null)])
    .execute();
}

async function remaining(db: DatabaseHandle['db']) {
  return {
    sessions: (await db.selectFrom('sessions').select('id').orderBy('id').execute()).map((r) => r.id),
    magicLinks: (await db.selectFrom('magic_links').select('token_hash').orderBy('token_hash').execute()).map((r) => r.token_hash),
    passwordResets: (await db.selectFrom('password_resets').select('token_hash').orderBy('token_hash').execute()).map((r) => r.token_hash),
    rateLimits: (await db.selectFrom('rate_limits').select('key').orderBy('key').execute()).map((r) => r.key),
    // On PostgreSQL the test app's own process holds a row too.
    cachePeers: (await db.selectFrom('cache_peers').select('peer').where('peer', 'in', ['old-peer', 'new-peer']).orderBy('peer').execute()).map((r) => r.peer),
    mail: (await db.selectFrom('mail_outbox').select('subject').orderBy('subject').execute()).map((r) => r.subject),
  };
}

describe.each(testEngines())('the nightly housekeeping on %s', (engine) => {
  let t: TestApp;
  let other: DatabaseHandle;
  let clock = NIGHT;
  let processA: AppContext;
  let processB: AppContext;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: 'none', now: () => clock });
    other = connectDatabase(t.ctx.config.DATABASE_URL, engine === 'postgres' ? { schema: t.handle.schema, poolSize: 2 } : {});
    processA = t.ctx;
    processB = { ...t.ctx, handle: other };
    const user = await t.handle.db
      .insertInto('users')
      .values({
        username: 'coach',
        password_hash: null,
        game_changer_team_name: null,
        email: 'coach@example.com',
        role: 'coach',
        name: 'A Coach',
        phone: null,
        must_change_password: dbBool(false),
        created_at: ago(DAY),
        updated_at: ago(DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await fillRows(t.handle.db, user.id);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('runs once when two processes tick at once, and leaves only what can still be used', async () => {
    const results = await Promise.all([runHousekeeping(processA, 'process-a'), runHousekeeping(processB, 'process-b')]);
    expect(results.filter((r) => r !== null)).toEqual([{ sessions: 1, magicLinks: 3, passwordResets: 2, rateLimits: 1, cachePeers: 1, mail: 2 }]);
    expect(await remaining(t.handle.db)).toEqual({
      sessions: ['new-session'],
      magicLinks: ['new-open-link', 'new-used-link'],
      passwordResets: ['new-open-reset'],
      rateLimits: ['new-throttle'],
      cachePeers: ['new-peer'],
      mail: ['new-mail'],
    });
  });

  it("is not run again by the same night's later ticks, and runs the next night", async () => {
    clock = new Date(NIGHT.getTime() + 15 * 60 * 1000);
    expect(await runHousekeeping(processB, 'process-b')).toBeNull();
    clock = new Date(NIGHT.getTime() + DAY);
    expect(await runHousekeeping(processB, 'process-b')).not.toBeNull();
  });
});
