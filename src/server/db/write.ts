import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The parts of the league a write can change. Every write names the areas it touches, so that
 * cached reads of those areas (in this process and in others on the same database) are rebuilt.
 */
export type DataArea = 'divisions' | 'teams' | 'games' | 'fields' | 'playoffs' | 'users' | 'availability' | 'settings';

/** What a write needs: the league's database, and who to tell which versions it moved. */
export interface WriteTarget {
  handle: { db: Kysely<Database> };
  /** Told after the write commits (this process's read cache; other processes read the versions). */
  onDataChanged?: (bumped: readonly AreaVersion[]) => void;
}

/**
 * Runs one service write in one transaction: it either happens whole or leaves the database as it
 * was. The version of every named area moves on inside the same transaction, so a read of the
 * versions by any process after the commit retires the cached answers built from those areas.
 */
export async function write<T>(target: WriteTarget, areas: readonly DataArea[], work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  const { value, bumped } = await target.handle.db.transaction().execute(async (trx) => {
    const done = await work(trx);
    return { value: done, bumped: await bumpVersions(trx, areas) };
  });
  target.onDataChanged?.(bumped);
  return value;
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
