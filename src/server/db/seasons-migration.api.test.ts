import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/schemas/game';
import type { Division, SeasonInfo } from '../../shared/schemas/league';
import type { SeasonSummary } from '../../shared/schemas/season';
import { readBackup, type Row } from '../features/backups/format';
import { restoreDatabase } from '../features/backups/restore-database';
import { createTestApp, json, TEST_TIMEZONE, testEngines, type TestApp } from '../test/harness';
import { connectDatabase, type DatabaseHandle } from './connect';
import { runOnPostgres } from './postgres-admin';

// The demo league as release 1.5 wrote it (one season, before seasons were rows): its SQLite file,
// and a backup that release took of it.
const RELEASE_FILE = join(import.meta.dirname, 'fixtures/release-1.5-demo.db.gz');
const RELEASE_BACKUP = join(import.meta.dirname, 'fixtures/release-1.5-demo-backup.json.gz');

type Contents = Record<string, Row[]>;

/**
 * What later releases change in a release's rows: divisions gain their season, the stored season
 * year goes, new columns start empty (accounts' last sign-in aside, and a game's calendar
 * SEQUENCE, which starts at 0).
 */
function asMigrated(contents: Contents, seasonId: number): Contents {
  const lastSignIn = (userId: unknown) =>
    (contents.sessions ?? [])
      .filter((s) => s.user_id === userId && s.impersonator_user_id === null)
      .map((s) => String(s.created_at))
      .sort()
      .at(-1) ?? null;
  return {
    ...contents,
    divisions: (contents.divisions ?? []).map((row) => ({ ...row, season_id: seasonId })),
    settings: (contents.settings ?? []).filter((row) => row.key !== 'season'),
    users: (contents.users ?? []).map((row) => ({ ...row, last_signed_in_at: lastSignIn(row.id), calendar_key: null })),
    games: (contents.games ?? []).map((row) => ({ ...row, forfeited_by: null, sequence: 0, final_from_report: null })),
    mail_outbox: (contents.mail_outbox ?? []).map((row) => ({ ...row, headers: null })),
  };
}

/** The release's own tables and rows, read from its file. */
function releaseContents(): Contents {
  const dir = mkdtempSync(join(tmpdir(), 'dugout-release-'));
  try {
    const file = join(dir, 'league.db');
    writeFileSync(file, gunzipSync(readFileSync(RELEASE_FILE)));
    const db = new SQLite(file, { readonly: true });
    const tables = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'").all() as {
      name: string;
    }[];
    const contents: Contents = {};
    for (const { name } of tables) contents[name] = db.prepare(`select * from "${name}" order by rowid`).all() as Row[];
    db.close();
    return contents;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every row of the tables, in the order SQLite keeps them (the migration keeps every row's id). */
async function contentsOf(handle: DatabaseHandle, tables: string[]): Promise<Contents> {
  const contents: Contents = {};
  for (const name of tables) contents[name] = (await sql<Row>`select * from ${sql.table(name)} order by rowid`.execute(handle.db)).rows;
  return contents;
}

describe.runIf(testEngines().includes('sqlite'))('a league written by release 1.5, on SQLite', () => {
  let t: TestApp;
  let before: Contents;
  beforeAll(async () => {
    before = releaseContents();
    t = await createTestApp({ engine: 'sqlite', seed: { sqliteFile: RELEASE_FILE } });
  });
  afterAll(() => t.close());

  it('becomes the 2025 season, current, on the calendar the spec gives', async () => {
    const seasons = json<SeasonSummary[]>(await t.app.inject({ url: '/api/seasons' }));
    expect(seasons).toEqual([{ id: expect.any(Number) as number, name: '2025', start: '2025-04-01', end: '2025-07-06', current: true, archived: false }]);
    const season = json<SeasonInfo>(await t.app.inject({ url: '/api/season' }));
    expect(season).toMatchObject({ name: '2025', timeZone: TEST_TIMEZONE, phase2Availability: { start: '2025-05-26', end: '2025-06-23' } });
    expect(season.weeks).toHaveLength(14);
    expect(season.holidays).toEqual(['2025-05-26', '2025-06-19', '2025-07-04']);
  });

  it('keeps every row of every table, each division now in that season', async () => {
    const [season] = json<SeasonSummary[]>(await t.app.inject({ url: '/api/seasons' }));
    const tables = Object.keys(before).filter((name) => name !== 'kysely_migration');
    const after = await contentsOf(t.handle, tables);
    const expected = asMigrated(before, season?.id ?? -1);
    for (const name of tables) expect(after[name], name).toEqual(expected[name]);
  });

  it('reads as it did: every division, team and game of the league', async () => {
    const divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
    expect(divisions.map((d) => d.name)).toEqual(['8U', '9U', '10U', '11U', '12U']);
    expect(divisions.flatMap((d) => d.teams)).toHaveLength(before.teams?.length ?? -1);
    const games = json<Game[]>(await t.app.inject({ url: '/api/games' }));
    expect(games).toHaveLength(before.games?.length ?? -1);
  });

  it('leaves the database sound: no row refers to a missing one', async () => {
    const broken = await sql`pragma foreign_key_check`.execute(t.handle.db);
    expect(broken.rows).toEqual([]);
  });
});

describe.each(testEngines())("release 1.5's backup, restored onto an empty %s database", (engine) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    if (engine === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'dugout-release-restore-'));
      handle = connectDatabase(`sqlite:${join(dir, 'league.db')}`);
      dispose = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      const url = process.env.TEST_DATABASE_URL ?? '';
      const schema = `t_release_${randomBytes(6).toString('hex')}`;
      await runOnPostgres(url, `create schema "${schema}"`);
      handle = connectDatabase(url, { schema, poolSize: 2 });
      dispose = async () => void (await runOnPostgres(url, `drop schema if exists "${schema}" cascade`));
    }
    await restoreDatabase(handle, RELEASE_BACKUP, { leagueTimeZone: TEST_TIMEZONE });
  });
  afterAll(async () => {
    await handle.close();
    await dispose();
  });

  it('holds every row the backup held, in the 2025 season', async () => {
    const held = new Map<string, number>();
    for await (const entry of readBackup(RELEASE_BACKUP)) {
      if (entry.kind === 'row') held.set(entry.table.name, (held.get(entry.table.name) ?? 0) + 1);
    }
    for (const [name, rows] of held) {
      const count = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(handle.db);
      expect(Number(count.rows[0]?.n), name).toBe(name === 'settings' ? rows - 1 : rows);
    }
    const seasons = await handle.db.selectFrom('seasons').select(['id', 'name', 'first_day', 'last_day']).execute();
    expect(seasons).toEqual([{ id: expect.any(Number) as number, name: '2025', first_day: '2025-04-01', last_day: '2025-07-06' }]);
    const outside = await handle.db
      .selectFrom('divisions')
      .select('id')
      .where('season_id', '!=', seasons[0]?.id ?? -1)
      .execute();
    expect(outside).toEqual([]);
  });

  it('holds each row as the release had it, with what seasons change', async () => {
    const [season] = await handle.db.selectFrom('seasons').select('id').execute();
    const expected = asMigrated(releaseContents(), season?.id ?? -1);
    // Rows compared whatever order each engine answers them in.
    const inOrder = (rows: Row[]) => rows.map((row) => JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))).sort();
    for (const [name, rows] of Object.entries(expected)) {
      // A restore re-encodes photos as uploads are (restore-images.api.test.ts), and keeps no sessions.
      if (['kysely_migration', 'kysely_migration_lock', 'sessions', 'images'].includes(name)) continue;
      // PostgreSQL answers its boolean columns as booleans where SQLite keeps 0 and 1.
      const restored = (await sql<Row>`select * from ${sql.table(name)}`.execute(handle.db)).rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([column, value]) => [column, typeof value === 'boolean' ? Number(value) : value])),
      );
      expect(inOrder(restored), name).toEqual(inOrder(rows));
    }
  });
});
