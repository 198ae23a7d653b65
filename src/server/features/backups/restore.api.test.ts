import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backup } from '../../../shared/schemas/backup';
import { connectDatabase, type DatabaseHandle } from '../../db/connect';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { countRows, createTestApp, json, signIn, TEST_TIMEZONE, testEngines, type TestApp } from '../../test/harness';
import { processImage } from '../uploads/image-service';
import { encodeRow, type Row } from './format';
import { DatabaseNotEmpty, restoreDatabase } from './restore-database';
import { BACKED_UP_TABLES, LEFT_OUT_TABLES } from './tables';

/** Every backed-up table, read the same way on both engines (booleans and bytes made comparable). */
async function contentsOf(handle: DatabaseHandle): Promise<Record<string, Row[]>> {
  const contents: Record<string, Row[]> = {};
  for (const table of BACKED_UP_TABLES) {
    const order = sql.join(table.orderBy.map((c) => sql.ref(c)));
    const result = await sql<Row>`select * from ${sql.table(table.name)} order by ${order}`.execute(handle.db);
    contents[table.name] = result.rows.map((row) => encodeRow(table, row));
  }
  return contents;
}

/** The league as a restore writes it back: every photo re-encoded as an upload is. */
async function asRestored(contents: Record<string, Row[]>): Promise<Record<string, Row[]>> {
  const images: Row[] = [];
  for (const row of contents.images ?? []) {
    const image = await processImage(Buffer.from(String(row.bytes), 'base64'));
    images.push({
      ...row,
      hash: image.hash,
      content_type: image.contentType,
      extension: image.extension,
      bytes: image.bytes.toString('base64'),
      size: image.bytes.length,
      width: image.width,
      height: image.height,
    });
  }
  return { ...contents, images };
}

async function tablesOf(handle: DatabaseHandle): Promise<string[]> {
  const result =
    handle.engine === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(handle.db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(handle.db);
  return result.rows
    .map((r) => r.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

describe('a backup taken on SQLite', () => {
  let source: TestApp;
  let file: string;
  let work: string;
  /** The league as the backup saw it (the backup's own audit row comes after). */
  let original: Record<string, Row[]>;
  /** The same league as restored: its photos re-encoded. */
  let restoredLeague: Record<string, Row[]>;
  beforeAll(async () => {
    source = await createTestApp({ engine: 'sqlite' });
    const { db } = source.handle;
    // Values that are easy to get wrong between engines: a true boolean, text with line breaks and
    // characters beyond ASCII, an empty string.
    await db.updateTable('users').set({ must_change_password: 1 }).where('username', '=', DEMO_ACCOUNTS.incompleteCoach).execute();
    await db.updateTable('fields').set({ notes: 'Gate code 1234\nAsk for José — 🧢', special_instructions: '' }).where('id', '=', 1).execute();
    const admin = await signIn(source.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    original = await contentsOf(source.handle);
    restoredLeague = await asRestored(original);
    const backup = json<Backup>(await source.app.inject({ method: 'POST', url: '/api/admin/backup', headers: { cookie: admin } }));
    file = join(source.ctx.config.BACKUP_DIR, `dugout-${backup.date}.json.gz`);
    work = mkdtempSync(join(tmpdir(), 'dugout-restore-'));
  });
  afterAll(async () => {
    await source?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('holds every table of the schema except the ones left out on purpose', async () => {
    const backedUp = BACKED_UP_TABLES.map((t) => t.name);
    expect([...backedUp, ...Object.keys(LEFT_OUT_TABLES)].sort()).toEqual(await tablesOf(source.handle));
    expect(Object.keys(LEFT_OUT_TABLES).sort()).toEqual([
      'backups',
      'cache_peers',
      'data_versions',
      'job_leases',
      'magic_links',
      'mail_outbox',
      'notification_events',
      'password_resets',
      'rate_limits',
      'sessions',
    ]);
  });

  describe.each(testEngines())('restored onto an empty %s database', (engine) => {
    let target: TestApp;
    beforeAll(async () => {
      // A database that has been started once with SEED=none: migrated, empty.
      target = await createTestApp({ engine, seed: 'none' });
    });
    afterAll(async () => {
      await target?.close();
    });

    it('has every row equal to the original, its photos re-encoded as uploads are', async () => {
      const summary = await restoreDatabase(target.handle, file, { leagueTimeZone: TEST_TIMEZONE });
      const restored = await contentsOf(target.handle);
      for (const table of BACKED_UP_TABLES) {
        expect(restored[table.name], table.name).toEqual(restoredLeague[table.name]);
      }
      expect(summary.rows).toBe(Object.values(original).reduce((n, rows) => n + rows.length, 0));
      expect(original.images?.length).toBeGreaterThan(0);
      expect(original.users?.some((u) => u.must_change_password === true)).toBe(true);
    });

    it('works as the league: people sign in, pages read, and new records get new ids', async () => {
      const cookie = await signIn(target.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
      const games = await target.app.inject({ url: '/api/games' });
      expect(games.statusCode).toBe(200);
      expect(json<unknown[]>(games)).toHaveLength(await countRows(source.handle, 'games'));
      const backup = await target.app.inject({ method: 'POST', url: '/api/admin/backup', headers: { cookie } });
      expect(backup.statusCode).toBe(201);
      const maxUser = (
        await target.handle.db
          .selectFrom('users')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id;
      const inserted = await target.handle.db
        .insertInto('users')
        .values({
          username: 'after.restore@example.com',
          email: 'after.restore@example.com',
          password_hash: null,
          name: 'After Restore',
          phone: null,
          role: 'coach',
          game_changer_team_name: null,
          must_change_password: engine === 'sqlite' ? 0 : (false as unknown as number),
          created_at: 'x',
          updated_at: 'x',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(inserted.id).toBe(Number(maxUser) + 1);
    });

    it('refuses to restore onto a database that holds league data, changing nothing', async () => {
      const users = await countRows(target.handle, 'users');
      await expect(restoreDatabase(target.handle, file, { leagueTimeZone: TEST_TIMEZONE })).rejects.toBeInstanceOf(DatabaseNotEmpty);
      await expect(restoreDatabase(target.handle, file, { leagueTimeZone: TEST_TIMEZONE })).rejects.toThrow(
        /^The database already holds league data \(\d+ users, /,
      );
      expect(await countRows(target.handle, 'users')).toBe(users);
    });
  });

  it('carries no open sign-in or reset link, and still restores an older backup that did, passing them over', async () => {
    const lines = gunzipSync(readFileSync(file)).toString().trim().split('\n');
    const leftOut = /"table":"(sessions|magic_links|password_resets|mail_outbox)"/;
    expect(lines.filter((line) => leftOut.test(line))).toEqual([]);
    const end = JSON.parse(lines.at(-1) ?? '{}') as { end: true; rows: number };
    const mail = {
      id: 1,
      to_address: 'coach@example.com',
      subject: 'Your sign-in link',
      text_body: 'https://example.com/auth?token=abc',
      html_body: null,
      created_at: '2025-04-01T00:00:00.000Z',
      sent_at: null,
    };
    const older = [
      ...lines.slice(0, -1),
      JSON.stringify({ table: 'mail_outbox', rows: 1 }),
      JSON.stringify(mail),
      JSON.stringify({ ...end, rows: end.rows + 1 }),
    ];
    const olderFile = join(work, 'older.json.gz');
    writeFileSync(olderFile, gzipSync(`${older.join('\n')}\n`));
    const handle = connectDatabase(`sqlite:${join(work, 'older.db')}`);
    try {
      await restoreDatabase(handle, olderFile, { leagueTimeZone: TEST_TIMEZONE });
      expect(await contentsOf(handle)).toEqual(restoredLeague);
      expect(await countRows(handle, 'mail_outbox')).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it('onto a database that was never started: creates the tables too', async () => {
    const handle = connectDatabase(`sqlite:${join(work, 'never-started.db')}`);
    try {
      await restoreDatabase(handle, file, { leagueTimeZone: TEST_TIMEZONE });
      expect(await contentsOf(handle)).toEqual(restoredLeague);
    } finally {
      await handle.close();
    }
  });

  it('refuses a backup cut short and leaves the database empty', async () => {
    const whole = gunzipSync(readFileSync(file)).toString('utf8');
    const cut = join(work, 'cut.json.gz');
    writeFileSync(cut, gzipSync(whole.slice(0, Math.floor(whole.length * 0.6)).replace(/\n[^\n]*$/, '\n')));
    const handle = connectDatabase(`sqlite:${join(work, 'cut-target.db')}`);
    try {
      await expect(restoreDatabase(handle, cut, { leagueTimeZone: TEST_TIMEZONE })).rejects.toThrow('the file ends early; it may have been cut short');
      expect(await countRows(handle, 'users')).toBe(0);
      expect(await countRows(handle, 'games')).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it('refuses a file that is not a backup', async () => {
    const other = join(work, 'other.json.gz');
    writeFileSync(other, gzipSync('{"hello":"world"}\n'));
    const handle = connectDatabase(`sqlite:${join(work, 'other-target.db')}`);
    try {
      await expect(restoreDatabase(handle, other, { leagueTimeZone: TEST_TIMEZONE })).rejects.toThrow('it is not a Dugout backup');
    } finally {
      await handle.close();
    }
  });

  it('is restored by `npm run restore -- FILE` onto the database named by DATABASE_URL', () => {
    const target = join(work, 'cli.db');
    const run = spawnSync(process.execPath, ['scripts/run.mjs', 'restore', file], {
      env: { ...process.env, DATABASE_URL: `sqlite:${target}` },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // Each table with rows as it begins, in the backup's order, then what was restored (the built
    // command: the server is built first when dist/server is missing or stale).
    const lines = run.stdout.trim().split('\n');
    const begun = lines.flatMap((line) => /^Restoring (\w+)\.\.\.$/.exec(line)?.[1] ?? []);
    expect(begun).toContain('users');
    expect(begun).toEqual(BACKED_UP_TABLES.map((t) => t.name).filter((name) => begun.includes(name)));
    expect(lines.at(-1)).toMatch(new RegExp(`^Restored \\d+ rows in ${BACKED_UP_TABLES.length} tables from the backup of \\S+ onto sqlite `));

    const again = spawnSync(process.execPath, ['scripts/run.mjs', 'restore', file], {
      env: { ...process.env, DATABASE_URL: `sqlite:${target}` },
      encoding: 'utf8',
    });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/^The database already holds league data/);
    // Two runs of the command, each starting node on the built server: seconds of CPU each.
  }, 120_000);
});
