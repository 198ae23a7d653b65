import { rm } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/connect';
import { latestMigrationName } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupWriter, encodeRow, type BackupHeader, type Row } from './format';
import { BACKED_UP_TABLES, type BackedUpTable } from './tables';
import { countRows, inReadSnapshot, pageOfRows } from './tables-repo';

const DEFAULT_PAGE = 1000;

/** Rows of one table, page by page in primary-key order (pages keep image bytes out of memory). */
async function* rowsOf(db: Kysely<Database>, table: BackedUpTable): AsyncGenerator<Row> {
  const size = table.pageSize ?? DEFAULT_PAGE;
  for (let offset = 0; ; offset += size) {
    const page = await pageOfRows(db, table, offset, size);
    yield* page;
    if (page.length < size) return;
  }
}

/**
 * Writes every backed-up table to `path` as one consistent snapshot: all reads happen in one
 * read-only transaction (repeatable read on PostgreSQL; one SQLite read transaction), so a write
 * made meanwhile is either wholly in the backup or wholly absent. A failed backup leaves no file.
 */
export async function writeSnapshot(handle: DatabaseHandle, path: string, now: Date): Promise<BackupHeader> {
  const writer = new BackupWriter(path);
  try {
    const header = await inReadSnapshot(handle.db, async (trx) => {
      const tables: BackupHeader['tables'] = [];
      for (const table of BACKED_UP_TABLES) tables.push({ name: table.name, rows: await countRows(trx, table) });
      const head: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        createdAt: now.toISOString(),
        schema: latestMigrationName(handle),
        sourceEngine: handle.engine,
        tables,
      };
      await writer.line(head);
      let total = 0;
      for (const [index, table] of BACKED_UP_TABLES.entries()) {
        const expected = tables[index]?.rows ?? 0;
        await writer.line({ table: table.name, rows: expected });
        let written = 0;
        for await (const row of rowsOf(trx, table)) {
          await writer.line(encodeRow(table, row));
          written++;
        }
        if (written !== expected) throw new Error(`${table.name} changed while it was read (${expected} then ${written} rows)`);
        total += written;
      }
      await writer.line({ end: true, rows: total });
      return head;
    });
    await writer.finish();
    return header;
  } catch (error) {
    writer.abort();
    await rm(path, { force: true });
    throw error;
  }
}
