import { Migrator, sql, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { DatabaseHandle } from './connect';
import { initialMigration } from './migrations/0001-initial';
import { cachePeersMigration } from './migrations/0002-cache-peers';
import { dropCachePeersMigration } from './migrations/0003-drop-cache-peers';
import { cachePeersAgainMigration } from './migrations/0004-cache-peers-again';
import { seasonsMigration } from './migrations/0005-seasons';
import { signInsAndForfeitsMigration } from './migrations/0006-sign-ins-and-forfeits';
import { calendarsMigration } from './migrations/0007-calendars';
import { notificationsMigration } from './migrations/0008-notifications';
import { announcementsMigration } from './migrations/0009-announcements';

/** What a migration takes from the installation's configuration. */
export interface MigrationSettings {
  /** The time zone of a season made from a league's older data (LEAGUE_TIMEZONE). */
  leagueTimeZone: string;
}

/** Numbered migrations, applied in order at start. Add new ones at the end; never edit old ones. */
function migrations(handle: DatabaseHandle, settings?: MigrationSettings): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(handle.engine),
    '0002-cache-peers': cachePeersMigration,
    '0003-drop-cache-peers': dropCachePeersMigration,
    '0004-cache-peers-again': cachePeersAgainMigration,
    '0005-seasons': seasonsMigration(handle.engine, settings?.leagueTimeZone ?? 'UTC'),
    '0006-sign-ins-and-forfeits': signInsAndForfeitsMigration,
    '0007-calendars': calendarsMigration(handle.engine),
    '0008-notifications': notificationsMigration(handle.engine),
    '0009-announcements': announcementsMigration(handle.engine),
  };
}

async function migrator(handle: DatabaseHandle, settings?: MigrationSettings): Promise<Migrator> {
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations(handle, settings)) };
  // Kysely looks for its migration tables in every schema unless told which one; on a PostgreSQL
  // database that holds other schemas (parallel tests, shared servers) it must look in its own.
  const schema = handle.engine === 'postgres' ? await currentSchema(handle) : undefined;
  return new Migrator({ db: handle.db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

async function currentSchema(handle: DatabaseHandle): Promise<string | undefined> {
  const result = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(handle.db);
  return result.rows[0]?.schema ?? undefined;
}

function throwIfFailed({ error, results }: MigrationResultSet): void {
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const detail = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${detail}`);
  }
}

export async function migrateToLatest(handle: DatabaseHandle, settings: MigrationSettings): Promise<void> {
  throwIfFailed(await (await migrator(handle, settings)).migrateToLatest());
}

/** The newest migration this version knows: the schema a backup taken now is in. */
export function latestMigrationName(handle: DatabaseHandle): string {
  const names = Object.keys(migrations(handle));
  const last = names[names.length - 1];
  if (!last) throw new Error('No migrations are defined');
  return last;
}

export function isKnownMigration(handle: DatabaseHandle, name: string): boolean {
  return Object.hasOwn(migrations(handle), name);
}

/** Applies the migrations up to and including `name` (a restore loads rows in their own schema). */
export async function migrateUpTo(handle: DatabaseHandle, name: string, settings: MigrationSettings): Promise<void> {
  throwIfFailed(await (await migrator(handle, settings)).migrateTo(name));
}

/** The migrations already applied to this database, oldest first. */
export async function appliedMigrations(handle: DatabaseHandle): Promise<string[]> {
  const all = await (await migrator(handle)).getMigrations();
  return all.filter((m) => m.executedAt !== undefined).map((m) => m.name);
}

/** True when every known migration has been applied (for /readyz). */
export async function migrationsAreCurrent(handle: DatabaseHandle): Promise<boolean> {
  const applied = await (await migrator(handle)).getMigrations();
  return applied.every((m) => m.executedAt !== undefined);
}
