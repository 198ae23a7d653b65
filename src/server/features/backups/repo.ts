import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function allBackups(db: Kysely<Database>) {
  return db.selectFrom('backups').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function findBackup(db: Kysely<Database>, date: string) {
  return db.selectFrom('backups').selectAll().where('date', '=', date).executeTakeFirst();
}

export async function insertBackup(
  db: Kysely<Database>,
  backup: { date: string; fileName: string; size: number; formatVersion: number; createdAt: string },
): Promise<void> {
  await db
    .insertInto('backups')
    .values({
      date: backup.date,
      file_name: backup.fileName,
      size: backup.size,
      kind: 'database',
      format_version: backup.formatVersion,
      created_at: backup.createdAt,
    })
    .execute();
}

export async function deleteBackups(db: Kysely<Database>, dates: string[]): Promise<void> {
  if (dates.length > 0) await db.deleteFrom('backups').where('date', 'in', dates).execute();
}
