import type { DatabaseHandle } from '../../db/connect';
import { appliedMigrations, isKnownMigration, migrateToLatest, migrateUpTo, type MigrationSettings } from '../../db/migrate';
import { resetIdSequences } from '../../db/sequences';
import { imageColumns } from '../uploads/image-service';
import { reencodeBackupImage } from './restored-image';
import { decodeRow, readBackup, UnreadableBackup, type BackupHeader, type Row } from './format';
import { BACKED_UP_TABLES, type BackedUpTable } from './tables';
import { countEmptySeasons, countRows, deleteEmptySeasons, inOneTransaction, insertRows, refreshStatistics } from './tables-repo';

/** Rows per insert: well under both engines' limits on bound parameters. */
const BATCH = 100;

/** The database a whole backup is restored onto must hold no league data. */
export class DatabaseNotEmpty extends Error {
  constructor(readonly occupied: string[]) {
    super(`The database already holds league data (${occupied.join(', ')}). Restore onto an empty database.`);
    this.name = 'DatabaseNotEmpty';
  }
}

export interface RestoreSummary {
  header: BackupHeader;
  rows: number;
}

/** The tables the backup holds: those its schema has (a table added later is not there yet). */
async function occupiedTables(handle: DatabaseHandle, header: BackupHeader): Promise<string[]> {
  const occupied: string[] = [];
  const held = new Set(header.tables.map((t) => t.name));
  for (const table of BACKED_UP_TABLES.filter((t) => held.has(t.name))) {
    const rows = (await countRows(handle.db, table)) - (table.name === 'seasons' ? await countEmptySeasons(handle.db) : 0);
    if (rows > 0) occupied.push(`${rows} ${table.name}`);
  }
  return occupied;
}

/** Brings an empty database to the schema the backup was taken in, refusing what cannot work. */
async function prepareSchema(handle: DatabaseHandle, header: BackupHeader, settings: MigrationSettings): Promise<void> {
  if (!isKnownMigration(handle, header.schema)) {
    throw new UnreadableBackup(`it was taken at schema ${header.schema}, which this version of Dugout does not know; use a newer version`);
  }
  const applied = await appliedMigrations(handle);
  const last = applied[applied.length - 1];
  if (last !== undefined && last !== header.schema && applied.includes(header.schema)) {
    throw new UnreadableBackup(
      `it was taken at schema ${header.schema}, but this database is already at ${last}; restore onto a database that has never been started`,
    );
  }
  await migrateUpTo(handle, header.schema, settings);
}

/**
 * A row as it is restored: photos are re-encoded as uploads are (their hash, type and size with
 * them), so a backup file that was edited cannot put anything but a real image in the database.
 */
async function restoredRow(table: BackedUpTable, row: Row, photoHashes: Set<string>): Promise<Row> {
  if (table.name !== 'images') return row;
  const image = await reencodeBackupImage(row, (reason) => new UnreadableBackup(`its photo ${String(row.id)} ${reason}`));
  if (photoHashes.has(image.hash)) throw new UnreadableBackup(`its photo ${String(row.id)} is the same picture as another of its photos`);
  photoHashes.add(image.hash);
  return { ...row, ...imageColumns(image) };
}

/**
 * Restores a whole backup onto an empty database of either engine: the schema of the backup, then
 * in one transaction every row with its own id and the id sequences moved past them, then the
 * migrations that came after the backup (also applied at the next start, if the restore was
 * stopped before them). Photos are re-encoded as uploads are. This is also how a league moves from
 * SQLite to PostgreSQL. `onTable` hears each table as its rows begin.
 */
export async function restoreDatabase(
  handle: DatabaseHandle,
  path: string,
  settings: MigrationSettings,
  onTable: (name: string) => void = () => {},
): Promise<RestoreSummary> {
  const entries = readBackup(path);
  const first = await entries.next();
  if (first.done || first.value.kind !== 'header') throw new UnreadableBackup('the file is empty');
  const header = first.value.header;
  await prepareSchema(handle, header, settings);
  const occupied = await occupiedTables(handle, header);
  if (occupied.length > 0) {
    await entries.return(undefined);
    throw new DatabaseNotEmpty(occupied);
  }

  let rows = 0;
  await inOneTransaction(handle.db, async (trx) => {
    if (header.tables.some((t) => t.name === 'seasons')) await deleteEmptySeasons(trx);
    let table: BackedUpTable | null = null;
    let batch: Row[] = [];
    const photoHashes = new Set<string>();
    for await (const entry of entries) {
      if (entry.kind !== 'row') continue;
      if (entry.table !== table || batch.length >= BATCH) {
        if (table) await insertRows(trx, table, batch);
        if (entry.table !== table) onTable(entry.table.name);
        table = entry.table;
        batch = [];
      }
      batch.push(await restoredRow(entry.table, decodeRow(entry.table, entry.row, handle.engine), photoHashes));
      rows++;
    }
    if (table) await insertRows(trx, table, batch);
    await resetIdSequences(handle, trx);
  });
  await migrateToLatest(handle, settings);
  if (handle.engine === 'postgres') await refreshStatistics(handle.db);
  return { header, rows };
}
