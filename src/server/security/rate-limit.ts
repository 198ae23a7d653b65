import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Failure } from '../errors';

export interface Limit {
  max: number;
  windowMs: number;
}

/** One counted attempt: the count within its window (this attempt included) and when the window ends. */
export interface Counted {
  key: string;
  hits: number;
  windowEndsAt: string;
}

/**
 * Counters live in the database, so every server process sharing it sees the same count.
 * `count` adds one and answers the count within the current window in a single statement, so of
 * many requests at once each sees a different count.
 */
export async function count(db: Kysely<Database>, key: string, limit: Limit, now: Date): Promise<Counted> {
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
        window_ends_at: eb.case().when('rate_limits.window_ends_at', '<=', nowIso).then(windowEnd).else(eb.ref('rate_limits.window_ends_at')).end(),
      })),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { key, hits: row.hits, windowEndsAt: row.window_ends_at };
}

/**
 * Counts an attempt and refuses it (429, with Retry-After) when it goes over the limit. Counting
 * comes first, so however many attempts arrive at once, no more than the limit get through.
 * `refusal` words the answer around 'Please wait N minutes'.
 */
export async function countWithin(db: Kysely<Database>, key: string, limit: Limit, now: Date, refusal: (pleaseWait: string) => string): Promise<Counted> {
  const counted = await count(db, key, limit, now);
  if (counted.hits <= limit.max) return counted;
  const seconds = Math.max(1, Math.ceil((new Date(counted.windowEndsAt).getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new Failure('rate_limited', refusal(`Please wait ${minutes} minute${minutes === 1 ? '' : 's'}`), seconds);
}

/**
 * Takes one counted attempt back (it turned out not to be one the limit is about), unless its
 * window has ended meanwhile and a new one began.
 */
export async function takeBack(db: Kysely<Database>, counted: Counted): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', counted.key)
    .where('window_ends_at', '=', counted.windowEndsAt)
    .where('hits', '>', 0)
    .execute();
}

export async function clear(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
