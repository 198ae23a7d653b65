import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The parts of the league a write can change. Every write names the areas it touches, so that
 * cached reads of those areas (in this process and in others on the same database) are rebuilt.
 */
export type DataArea = 'seasons' | 'divisions' | 'teams' | 'games' | 'fields' | 'playoffs' | 'users' | 'availability' | 'settings' | 'announcements';

/** What a write needs: the league's database, and who to tell which versions it moved. */
export interface WriteTarget {
  handle: { db: Kysely<Database> };
  /** Told after the write commits (this process's read cache). */
  onDataChanged?: (bumped: readonly AreaVersion[]) => void;
  /** PostgreSQL: tells the other processes sharing the database of each write. */
  peers?: WriteAnnouncer;
}

/**
 * Runs one service write in one transaction: it either happens whole or leaves the database as it
 * was. The version of every named area moves on inside the same transaction.
 */
export async function write<T>(target: WriteTarget, areas: readonly DataArea[], work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  const { value, bumped, announced } = await target.handle.db.transaction().execute(async (trx) => {
    const done = await work(trx);
    const moved = await bumpVersions(trx, areas);
    return { value: done, bumped: moved, announced: target.peers && moved.length > 0 ? await target.peers.announce(trx, moved) : null };
  });
  target.onDataChanged?.(bumped);
  // The answer goes out once the other processes sharing the database have seen the write.
  if (announced !== null) await target.peers?.awaitPeers(announced);
  return value;
}

/** Tells the other processes sharing the database of a write (PostgreSQL; cache/peer-coherence.ts). */
export interface WriteAnnouncer {
  /** In the write's transaction: announces the versions it moves the areas to. Answers the write's id. */
  announce(trx: Kysely<Database>, versions: readonly AreaVersion[]): Promise<string>;
  /** After the commit: until every other live process has taken the write (or stopped trusting its cache). */
  awaitPeers(write: string): Promise<void>;
}

export interface AreaVersion {
  area: DataArea;
  version: number;
}

/** Moves the named areas to a new version, inside the write's transaction. */
export async function bumpVersions(trx: Kysely<Database>, areas: readonly DataArea[]): Promise<AreaVersion[]> {
  const bumped: AreaVersion[] = [];
  // Always in the same order, so two writes never wait on each other's version rows crosswise.
  for (const area of [...new Set(areas)].sort()) {
    const row = await trx
      .insertInto('data_versions')
      .values({ area, version: 1 })
      .onConflict((oc) => oc.column('area').doUpdateSet((eb) => ({ version: eb('data_versions.version', '+', 1) })))
      .returning(['area', 'version'])
      .executeTakeFirstOrThrow();
    bumped.push({ area, version: Number(row.version) });
  }
  return bumped;
}
