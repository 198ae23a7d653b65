import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { advance, storedVersions, tagOf, type VersionSource } from './versions';

/**
 * PostgreSQL, possibly shared by several processes: versions are read from the database for every
 * request, so no process serves a cached answer older than a write that has returned, wherever
 * that write was made. Requests that arrive while a read of the versions is under way wait for the
 * next one, which starts after they arrived, and share it: under load one small query serves a
 * whole batch of requests.
 */
export function sharedVersions(db: Kysely<Database>): VersionSource {
  const latest = new Map<string, number>();
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  const readOnce = (): Promise<void> =>
    storedVersions(db).then((stored) => {
      advance(latest, [...stored].map(([area, version]) => ({ area, version })));
    });

  const fresh = (): Promise<void> => {
    if (!running) {
      running = readOnce().finally(() => {
        running = null;
      });
      return running;
    }
    // A read is under way but may have started before this request: wait for the following one.
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return fresh();
      });
    return next;
  };

  return {
    tag: async (areas) => {
      await fresh();
      return tagOf(latest, areas);
    },
    changed: (bumped) => advance(latest, bumped),
    close: () => Promise.resolve(),
  };
}
