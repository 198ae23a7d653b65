import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { advance, tagOf, type VersionSource } from './versions';

/**
 * PostgreSQL, possibly shared by several processes. While `trusted()` (peer-coherence.ts: this
 * process hears every write of the others), the versions held here are current and are answered
 * at once. Otherwise they are read from the database for every request, so no process serves a
 * cached answer older than a write that has returned, wherever that write was made; requests that
 * arrive while a read of the versions is under way wait for the next one, which starts after they
 * arrived, and share it.
 */
export function sharedVersions(db: Kysely<Database>, trusted: () => boolean): VersionSource {
  const latest = new Map<string, number>();
  let generation = 0;
  const take = (versions: ReadonlyArray<{ area: string; version: number }>) => {
    if (advance(latest, versions)) generation++;
  };
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  // Built once: it runs for every batch of requests.
  const query = db.selectFrom('data_versions').select(['area', 'version']).compile();
  const readOnce = (): Promise<void> =>
    db.executeQuery(query).then(({ rows }) => {
      take(rows.map((r) => ({ area: r.area, version: Number(r.version) })));
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
    tag: (areas) => (trusted() ? tagOf(latest, areas) : fresh().then(() => tagOf(latest, areas))),
    trustedGeneration: () => (trusted() ? generation : null),
    changed: take,
    close: () => Promise.resolve(),
  };
}
