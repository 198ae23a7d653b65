import { resolve, sep } from 'node:path';
import { BACKUP_DATE_PATTERN } from '../../../shared/schemas/backup';

/**
 * A backup is named by the instant it was taken, in UTC, with '-' for the clock's colons so the
 * name is safe in a path and a url: 2025-05-20T04-00-00-000Z.
 */
export function backupDateOf(instant: Date): string {
  return instant.toISOString().replace(/[:.]/g, '-');
}

export function backupFileName(date: string): string {
  return `dugout-${date}.json.gz`;
}

/**
 * The absolute path of a backup file inside the backup folder. Only names this code makes are
 * accepted, and the result must lie inside the folder, so no request can reach another file.
 */
export function backupPath(backupDir: string, fileName: string): string {
  const match = /^dugout-(.+)\.json\.gz$/.exec(fileName);
  if (!match?.[1] || !BACKUP_DATE_PATTERN.test(match[1])) throw new Error(`Not a backup file name: ${fileName}`);
  const dir = resolve(backupDir);
  const path = resolve(dir, fileName);
  if (!path.startsWith(dir + sep)) throw new Error(`Backup path escapes the backup folder: ${fileName}`);
  return path;
}
