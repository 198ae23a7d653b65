/**
 * Test-only: the demo league is seeded once per test run (seeding it, photos included, costs far
 * more than copying it), and each test database that wants it starts as a copy: the SQLite file
 * copied, or on PostgreSQL the rows copied from a template schema into the new one.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { runOnPostgres } from '../db/postgres-admin';
import { planSpecSeason, seedDemoIfEmpty } from '../seed/demo';
import { DEMO_LOADED_AT } from './demo-clock';
import { resetIdSequences } from '../db/sequences';
import { BACKED_UP_TABLES } from '../features/backups/tables';

export const TEST_TIMEZONE = 'America/New_York';

export interface LeagueTemplates {
  /** A closed SQLite file holding the migrated demo league. */
  sqlite: string;
  /** On TEST_DATABASE_URL, the schema holding the migrated demo league. */
  postgres: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    leagueTemplates: LeagueTemplates;
  }
}

async function seeded(handle: DatabaseHandle, timeZone: string): Promise<void> {
  try {
    await migrateToLatest(handle, { leagueTimeZone: timeZone });
    // The 2025 season of the specification: the season the tests were written against.
    await seedDemoIfEmpty(handle, timeZone, DEMO_LOADED_AT, planSpecSeason(timeZone));
  } finally {
    await handle.close();
  }
}

/** Seeds the templates of this run; `dispose` removes them. */
export async function createLeagueTemplates(
  postgresUrl: string | undefined,
  timeZone: string,
): Promise<{ templates: LeagueTemplates; dispose(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'dugout-test-template-'));
  const sqlite = join(dir, 'league.db');
  const schema = postgresUrl ? `t_template_${process.pid}_${Date.now().toString(36)}` : null;
  await seeded(connectDatabase(`sqlite:${sqlite}`), timeZone);
  if (postgresUrl && schema) {
    await runOnPostgres(postgresUrl, `create schema "${schema}"`);
    await seeded(connectDatabase(postgresUrl, { schema, poolSize: 1 }), timeZone);
  }
  return {
    templates: { sqlite, postgres: schema },
    dispose: async () => {
      if (postgresUrl && schema) await runOnPostgres(postgresUrl, `drop schema if exists "${schema}" cascade`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new SQLite database file that starts as the template's league. */
export function copySqliteTemplate(templates: LeagueTemplates, file: string): void {
  copyFileSync(templates.sqlite, file);
}

/**
 * Fills a freshly migrated PostgreSQL schema with the template's league: every table a backup
 * holds (all the seed writes), in an order where each comes after the tables it refers to.
 */
export async function copyPostgresTemplate(templates: LeagueTemplates, handle: DatabaseHandle): Promise<void> {
  const template = templates.postgres;
  if (!template) throw new Error('No PostgreSQL template: TEST_DATABASE_URL was not set when the run began');
  await handle.db.transaction().execute(async (trx) => {
    for (const { name } of BACKED_UP_TABLES) {
      await sql`insert into ${sql.table(name)} select * from ${sql.table(`${template}.${name}`)}`.execute(trx);
    }
    await resetIdSequences(handle, trx);
  });
}
