import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A scheduled job runs once per run key (the night's date) even when several processes share the
 * database: each process tries to take the job's lease row with one conditional update, and only
 * the one whose update changed the row runs it. A holder that dies leaves a lease that expires, so
 * a later tick can run the job that night after all.
 */
export async function claimRun(db: Kysely<Database>, job: string, runKey: string, holder: string, now: Date, leaseMs: number): Promise<boolean> {
  await db
    .insertInto('job_leases')
    .values({ name: job, holder: '', leased_until: new Date(0).toISOString(), last_run_key: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('job_leases')
    .set({ holder, leased_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('name', '=', job)
    .where('leased_until', '<=', now.toISOString())
    .where((eb) => eb.or([eb('last_run_key', 'is', null), eb('last_run_key', '<>', runKey)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Marks the run key done and frees the lease. */
async function finishRun(db: Kysely<Database>, job: string, runKey: string, holder: string, now: Date): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ last_run_key: runKey, leased_until: now.toISOString() })
    .where('name', '=', job)
    .where('holder', '=', holder)
    .execute();
}

/** Frees the lease after a failed run, so the next tick may try again. */
async function releaseRun(db: Kysely<Database>, job: string, holder: string, now: Date): Promise<void> {
  await db.updateTable('job_leases').set({ leased_until: now.toISOString() }).where('name', '=', job).where('holder', '=', holder).execute();
}

export interface LeasedJob {
  name: string;
  /** Longer than the job ever takes: a lease this old belongs to a process that died. */
  leaseMs: number;
}

/**
 * Runs the job for this run key in this process, unless another process has run it or is running
 * it: answers what the work answered, or null when it did not run here. A failed run frees the lease.
 */
export async function runLeased<T>(
  db: Kysely<Database>,
  clock: () => Date,
  job: LeasedJob,
  runKey: string,
  holder: string,
  work: () => Promise<T>,
): Promise<T | null> {
  if (!(await claimRun(db, job.name, runKey, holder, clock(), job.leaseMs))) return null;
  try {
    const result = await work();
    await finishRun(db, job.name, runKey, holder, clock());
    return result;
  } catch (error) {
    await releaseRun(db, job.name, holder, clock());
    throw error;
  }
}
