import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Counters live in the database, so every server process sharing it sees the same count.
 * `hit` adds one and answers the count within the current window in a single statement.
 */
export async function hit(db: Kysely<Database>, key: string, limit: Limit, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const windowEnd = new Date(now.getTime() + limit.windowMs).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, window_ends_at: windowEnd })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when('rate_limits.window_ends_at', '<=', nowIso)
          .then(1)
          .else(eb('rate_limits.hits', '+', 1))
          .end(),
        window_ends_at: eb
          .case()
          .when('rate_limits.window_ends_at', '<=', nowIso)
          .then(windowEnd)
          .else(eb.ref('rate_limits.window_ends_at'))
          .end(),
      })),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return row.hits;
}

/** Seconds until the window of `key` ends, or 0 when it is not over its limit. */
export async function blockedFor(db: Kysely<Database>, key: string, limit: Limit, now: Date): Promise<number> {
  const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row || row.hits < limit.max) return 0;
  const remaining = new Date(row.window_ends_at).getTime() - now.getTime();
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}

export async function clear(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
