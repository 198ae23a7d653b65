import { Cron } from 'croner';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NIGHTLY_BACKUP_PATTERN } from '../../config';
import type { AppContext } from '../../context';
import { connectDatabase, type DatabaseHandle } from '../../db/connect';
import { claimRun } from '../../jobs/job-lease';
import { countRows, createTestApp, testEngines, TEST_TIMEZONE, type TestApp } from '../../test/harness';
import { NIGHTLY_BACKUP_JOB, runNightlyBackup } from './nightly-backup';

describe('the nightly backup schedule', () => {
  it('ticks first at midnight league time, then every 15 minutes until 05:45', () => {
    const cron = new Cron(NIGHTLY_BACKUP_PATTERN, { timezone: 'America/New_York', paused: true });
    // 23:50 on 4 March in New York is 04:50 UTC on 5 March.
    const runs = cron.nextRuns(26, new Date('2026-03-05T04:50:00Z')).map((d) => d.toISOString());
    cron.stop();
    expect(runs[0]).toBe('2026-03-05T05:00:00.000Z');
    expect(runs[1]).toBe('2026-03-05T05:15:00.000Z');
    expect(runs[23]).toBe('2026-03-05T10:45:00.000Z');
    expect(runs[24]).toBe('2026-03-06T05:00:00.000Z');
  });
});

/** A second connection to the same database, as another server process has. */
async function secondConnection(t: TestApp): Promise<DatabaseHandle> {
  if (t.handle.engine === 'sqlite') return connectDatabase(t.ctx.config.DATABASE_URL);
  const schema = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.handle.db);
  return connectDatabase(t.ctx.config.DATABASE_URL, { schema: schema.rows[0]?.schema ?? 'public', poolSize: 2 });
}

describe.each(testEngines())('the nightly backup on %s', (engine) => {
  let t: TestApp;
  let other: DatabaseHandle;
  let clock = new Date('2026-03-05T05:00:00.000Z');
  let processA: AppContext;
  let processB: AppContext;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: () => clock });
    other = await secondConnection(t);
    processA = t.ctx;
    processB = { ...t.ctx, handle: other };
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const backupCount = () => countRows(t.handle, 'backups');

  it('is taken once at midnight when two processes share the database', async () => {
    const results = await Promise.all([runNightlyBackup(processA, 'process-a'), runNightlyBackup(processB, 'process-b')]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await backupCount()).toBe(1);
    const audit = await t.handle.db.selectFrom('audit_log').selectAll().where('action', '=', 'backup.create').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_user_id).toBeNull();
    expect(results.find((r) => r !== null)?.created).toBe(clock.toISOString());
  });

  it("is not taken again by the same night's later ticks", async () => {
    clock = new Date('2026-03-05T05:15:00.000Z');
    expect(await runNightlyBackup(processA, 'process-a')).toBeNull();
    expect(await runNightlyBackup(processB, 'process-b')).toBeNull();
    expect(await backupCount()).toBe(1);
  });

  it('is taken again the next night', async () => {
    clock = new Date('2026-03-06T05:00:00.000Z');
    const [a, b] = await Promise.all([runNightlyBackup(processB, 'process-b'), runNightlyBackup(processA, 'process-a')]);
    expect([a, b].filter((r) => r !== null)).toHaveLength(1);
    expect(await backupCount()).toBe(2);
  });

  it('is taken by a later tick when the process that took the lease died', async () => {
    clock = new Date('2026-03-07T05:00:00.000Z');
    // A process takes the night's lease and dies before finishing.
    expect(await claimRun(t.handle.db, NIGHTLY_BACKUP_JOB, '2026-03-07', 'died', clock, 30 * 60 * 1000)).toBe(true);
    clock = new Date('2026-03-07T05:15:00.000Z');
    expect(await runNightlyBackup(processA, 'process-a')).toBeNull();
    clock = new Date('2026-03-07T05:30:00.000Z');
    expect(await runNightlyBackup(processB, 'process-b')).not.toBeNull();
    expect(await backupCount()).toBe(3);
  });

  it('goes by the league date: at 23:30 the night before, that night is already done', async () => {
    expect(TEST_TIMEZONE).toBe('America/New_York');
    // 04:30 UTC on 8 March is 23:30 on 7 March in New York: 7 March's backup exists.
    clock = new Date('2026-03-08T04:30:00.000Z');
    expect(await runNightlyBackup(processA, 'process-a')).toBeNull();
    // Half an hour later it is midnight in New York, and 8 March's backup is due.
    clock = new Date('2026-03-08T05:00:00.000Z');
    expect(await runNightlyBackup(processA, 'process-a')).not.toBeNull();
    expect(await backupCount()).toBe(4);
  });
});
