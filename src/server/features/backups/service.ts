import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { Backup, BackupField } from '../../../shared/schemas/backup';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { write } from '../../db/write';
import { conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit/service';
import { backupDateOf, backupFileName, backupPath } from './files';
import { backupFolderFailure } from './folder-failure';
import { BACKUP_FORMAT_VERSION, readBackup, UnreadableBackup, type BackupEntry } from './format';
import { allBackups, deleteBackups, findBackup, insertBackup } from './repo';
import { backupsToPrune } from './retention';
import { tableIndex } from './tables';
import { writeSnapshot } from './snapshot';

type BackupRow = Awaited<ReturnType<typeof allBackups>>[number];

export const NO_CODE_IN_BACKUPS = 'Backups hold the league’s data only. The code is kept in version control, so there is no code download.';

function present(row: BackupRow): Backup {
  return { date: row.date, created: row.created_at, size: row.size, hasDatabase: true, hasCode: false, hasFields: true };
}

export async function listBackups(db: Kysely<Database>): Promise<Backup[]> {
  return (await allBackups(db)).map(present);
}

function backupDir(ctx: AppContext): string {
  return resolve(ctx.config.BACKUP_DIR);
}

/** Refuses with the folder's problem (and logs it) when the backup folder or its disk failed. */
function reportFolderFailure(ctx: AppContext, dir: string, error: unknown): unknown {
  const failure = backupFolderFailure(error);
  if (failure) ctx.log.error({ err: error, dir }, 'the backup could not be written to the backup folder');
  return failure ?? error;
}

/**
 * Writes the backup file under a temporary name and renames it when complete, so the folder never
 * shows a half-written backup. Answers the rows it holds and its size.
 */
async function writeBackupFile(ctx: AppContext, dir: string, date: string, now: Date): Promise<{ rows: number; size: number }> {
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw reportFolderFailure(ctx, dir, error);
  }
  const path = backupPath(dir, backupFileName(date));
  const partial = `${path}.partial`;
  try {
    const header = await writeSnapshot(ctx.handle, partial, now);
    await rename(partial, path);
    const { size } = await stat(path);
    return { rows: header.tables.reduce((sum, t) => sum + t.rows, 0), size };
  } catch (error) {
    // The temporary name exists only while another request is writing this very backup.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw conflict('A backup is being taken at this moment. Please try again.');
    await rm(partial, { force: true }).catch(() => undefined);
    throw reportFolderFailure(ctx, dir, error);
  }
}

/**
 * Takes a backup of the whole league into BACKUP_DIR, records it, and prunes old backups by the
 * retention rule. A backup folder that cannot be written is reported to the administrator and in
 * the log; nothing is recorded then.
 */
export async function createBackup(ctx: AppContext, actor: Actor): Promise<Backup> {
  const now = ctx.now();
  const date = backupDateOf(now);
  const dir = backupDir(ctx);
  const { rows, size } = await writeBackupFile(ctx, dir, date, now);
  const path = backupPath(dir, backupFileName(date));

  let prunedFiles: string[] = [];
  const row = await write(ctx, [], async (trx) => {
    if (await findBackup(trx, date)) throw conflict('A backup is being taken at this moment. Please try again.');
    await insertBackup(trx, { date, fileName: backupFileName(date), size, formatVersion: BACKUP_FORMAT_VERSION, createdAt: now.toISOString() });
    const all = await allBackups(trx);
    const pruned = backupsToPrune(
      all.map((b) => ({ date: b.date, createdAt: b.created_at })),
      now,
      ctx.config.LEAGUE_TIMEZONE,
    );
    prunedFiles = all.filter((b) => pruned.includes(b.date)).map((b) => b.file_name);
    await deleteBackups(trx, pruned);
    await recordAudit(trx, actor, { action: 'backup.create', entity: 'backup', entityId: date, after: { date, size, rows, pruned } }, now);
    return all.find((b) => b.date === date);
  }).catch(async (error: unknown) => {
    await rm(path, { force: true });
    throw error;
  });
  for (const name of prunedFiles) {
    await rm(backupPath(dir, name), { force: true }).catch((error: unknown) =>
      ctx.log.warn({ err: error, file: name }, 'a pruned backup file could not be removed'),
    );
  }
  if (!row) throw new Error(`backup ${date} vanished while it was recorded`);
  return present(row);
}

/** The file of a recorded backup; a backup whose file has gone is reported as missing. */
async function backupFile(ctx: AppContext, date: string): Promise<{ path: string; fileName: string }> {
  const row = await findBackup(ctx.handle.db, date);
  if (!row) throw notFound('Backup not found');
  const path = backupPath(backupDir(ctx), row.file_name);
  // Listed from the database, kept in BACKUP_DIR: servers that share a league must share that folder.
  if (!existsSync(path))
    throw notFound("The file of this backup is not in this server's backup folder (BACKUP_DIR). Every server of the league must use the same backup folder.");
  return { path, fileName: row.file_name };
}

/** A backup to download. Downloads are audited: the file holds every account of the league. */
export async function backupForDownload(ctx: AppContext, actor: Actor, date: string, type: 'database' | 'code'): Promise<{ path: string; fileName: string }> {
  const file = await backupFile(ctx, date);
  if (type === 'code') throw notFound(NO_CODE_IN_BACKUPS);
  await write(ctx, [], (trx) => recordAudit(trx, actor, { action: 'backup.download', entity: 'backup', entityId: date }, ctx.now()));
  return file;
}

/** Reads a backup, turning a damaged file into a refusal the admin can read. */
export async function* entriesOfBackup(ctx: AppContext, date: string): AsyncGenerator<BackupEntry> {
  const { path } = await backupFile(ctx, date);
  try {
    yield* readBackup(path);
  } catch (error) {
    if (error instanceof UnreadableBackup) throw conflict(`The backup of ${date} cannot be read: ${error.message}.`);
    throw error;
  }
}

/** The fields a backup holds, by name, for choosing what to restore. */
export async function fieldsInBackup(ctx: AppContext, date: string): Promise<BackupField[]> {
  const fields: BackupField[] = [];
  for await (const entry of entriesOfBackup(ctx, date)) {
    if (entry.kind !== 'row') continue;
    // Tables come in a fixed order: once a later table starts, every field has been read.
    if (tableIndex(entry.table) > tableIndex('fields')) break;
    if (entry.table.name === 'fields') {
      fields.push({ id: Number(entry.row.id), name: String(entry.row.name), address: String(entry.row.address) });
    }
  }
  return fields.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
