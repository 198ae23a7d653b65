import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_TIMEZONE, testEngines } from '../test/harness';
import { connectDatabase } from './connect';
import { appliedMigrations, latestMigrationName, migrateToLatest, migrationsAreCurrent } from './migrate';
import { runOnPostgres } from './postgres-admin';

const url = process.env.TEST_DATABASE_URL ?? '';
describe.each(testEngines())('migrations (%s)', (engine) => {
  it('are applied once: a second start finds the database current and changes nothing', async () => {
    const t = await createTestApp({ engine, seed: 'none' });
    try {
      const applied = await appliedMigrations(t.handle);
      expect(applied.at(-1)).toBe(latestMigrationName(t.handle));
      await migrateToLatest(t.handle, { leagueTimeZone: TEST_TIMEZONE });
      expect(await appliedMigrations(t.handle)).toEqual(applied);
      expect(await migrationsAreCurrent(t.handle)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

// Schemas come and go on a shared PostgreSQL server (parallel test runs, other applications).
const engines = testEngines().filter((engine) => engine === 'postgres');

describe.each(engines)('migrations on a shared server (%s)', () => {
  it('succeed while other schemas of the database are being dropped', async () => {
    const tag = randomBytes(4).toString('hex');
    let churning = true;
    const churn = (async () => {
      for (let round = 0; churning; round++) {
        const other = `churn_${tag}_${round}`;
        const tables = Array.from({ length: 20 }, (_, t) => `create table ${other}.t${t} (id serial primary key, a int, b text)`);
        await runOnPostgres(url, [`create schema ${other}`, ...tables].join(';'));
        await runOnPostgres(url, `drop schema ${other} cascade`);
      }
    })();
    try {
      for (let run = 0; run < 15; run++) {
        const schema = `migrate_${tag}_${run}`;
        await runOnPostgres(url, `create schema ${schema}`);
        const handle = connectDatabase(url, { schema });
        try {
          await migrateToLatest(handle, { leagueTimeZone: TEST_TIMEZONE });
          expect(await migrationsAreCurrent(handle)).toBe(true);
        } finally {
          await handle.close();
          await runOnPostgres(url, `drop schema ${schema} cascade`);
        }
      }
    } finally {
      churning = false;
      await churn;
    }
  }, 60_000);
});
