import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AreaVersion, DataArea } from '../db/write';

/**
 * What version each area of the league is at. Cached reads are keyed by the versions of the areas
 * they were built from; a write bumps its areas (db/write.ts), which retires those entries.
 */
export interface VersionSource {
  /** A tag naming the current version of each area; equal tags mean unchanged data. */
  tag(areas: readonly DataArea[]): string | Promise<string>;
  /**
   * A count of the changes to any area seen here, while the versions held here can be trusted
   * without reading them (null otherwise): an answer checked at this count is still current.
   */
  trustedGeneration(): number | null;
  /** A write of this process committed. */
  changed(bumped: readonly AreaVersion[]): void;
  close(): Promise<void>;
}

export function tagOf(versions: ReadonlyMap<string, number>, areas: readonly DataArea[]): string {
  return areas.map((a) => `${a}:${versions.get(a) ?? 0}`).join(',');
}

/** The part of a tag that names these areas, in the tag's order: what `tagOf` gives for them at the same versions. */
export function tagWithin(tag: string, areas: ReadonlySet<string>): string {
  return tag
    .split(',')
    .filter((part) => areas.has(part.slice(0, part.lastIndexOf(':'))))
    .join(',');
}

/** Newer versions win; a late or repeated notice never moves an area back. Answers whether any moved. */
export function advance(versions: Map<string, number>, bumped: ReadonlyArray<{ area: string; version: number }>): boolean {
  let moved = false;
  for (const { area, version } of bumped) {
    if (version > (versions.get(area) ?? 0)) {
      versions.set(area, version);
      moved = true;
    }
  }
  return moved;
}

/** The versions as stored, for processes that share a database. */
export async function storedVersions(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('data_versions').select(['area', 'version']).execute();
  return new Map(rows.map((r) => [r.area, Number(r.version)]));
}

/**
 * SQLite: one process owns the database and sees every write, so the versions it has read at
 * start and bumped since are exact.
 */
export async function localVersions(db: Kysely<Database>): Promise<VersionSource> {
  const versions = await storedVersions(db);
  let generation = 0;
  return {
    tag: (areas) => tagOf(versions, areas),
    trustedGeneration: () => generation,
    changed: (bumped) => {
      if (advance(versions, bumped)) generation++;
    },
    close: () => Promise.resolve(),
  };
}
