import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { advance, tagOf, type VersionSource } from './versions';

/**
 * PostgreSQL, possibly shared by several processes: a write of another process is seen by no
 * message, so the versions are read from the database for every request. No process serves a
 * cached answer older than a write that has returned, wherever that write was made. Requests that
 * arrive while a read of the versions is under way wait for the next one, which starts after they
 * arrived, and share it: one small query per batch of requests.
 */
export function sharedVersions(db: Kysely<Database>): VersionSource {
  const latest = new Map<string, number>();
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  // Built once: it runs for every batch of requests.
  const query = db.selectFrom('data_versions').select(['area', 'version']).compile();
  const readOnce = (): Promise<void> =>
    db.executeQuery(query).then(({ rows }) => {
      advance(
        latest,
        rows.map((r) => ({ area: r.area, version: Number(r.version) })),
      );
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
    tag: (areas) => fresh().then(() => tagOf(latest, areas)),
    trustedGeneration: () => null,
    // The next read of the versions sees this process's writes as it sees the others'.
    changed: () => undefined,
    close: () => Promise.resolve(),
  };
}
