import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import type { Engine } from '../../db/connect';
import { dbBool, toBool } from '../../db/schema';
import { backedUpTable, LEFT_OUT_TABLES, type BackedUpTable, type TableName } from './tables';

/**
 * The backup file (docs/backup-format.md): gzip-compressed JSON Lines. A header line, then for
 * each table a line naming it and its row count followed by one line per row, then an end line.
 * Version 1.
 */
export const BACKUP_FORMAT = 'dugout-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The last migration applied to the database the backup was taken from. */
  schema: string;
  sourceEngine: Engine;
  tables: { name: TableName; rows: number }[];
}

interface TableLine {
  table: TableName;
  rows: number;
}

interface EndLine {
  end: true;
  rows: number;
}

export type Row = Record<string, unknown>;

/** A backup that cannot be read: damaged, cut short, or not a backup at all. */
export class UnreadableBackup extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadableBackup';
  }
}

/** A database row as the file holds it: booleans as true/false, bytes as base64. */
export function encodeRow(table: BackedUpTable, row: Row): Row {
  const out: Row = { ...row };
  for (const column of table.booleans ?? []) out[column] = toBool(row[column] as number | boolean);
  for (const column of table.bytes ?? []) out[column] = Buffer.from(row[column] as Uint8Array).toString('base64');
  return out;
}

/** A row of the file as the given engine stores it. */
export function decodeRow(table: BackedUpTable, row: Row, engine: Engine): Row {
  const out: Row = { ...row };
  for (const column of table.booleans ?? []) {
    const value = row[column] === true;
    out[column] = engine === 'sqlite' ? dbBool(value) : value;
  }
  for (const column of table.bytes ?? []) out[column] = Buffer.from(String(row[column]), 'base64');
  return out;
}

/** Writes a backup file line by line, honouring back-pressure so large images do not pile up in memory. */
export class BackupWriter {
  private readonly gzip = createGzip();
  private readonly done: Promise<void>;
  private failure: Error | null = null;

  /** Refuses to overwrite: the file must not exist yet. */
  constructor(path: string) {
    this.done = pipeline(this.gzip, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    this.done.catch((error: unknown) => {
      this.failure = error instanceof Error ? error : new Error('writing the backup failed');
    });
  }

  async line(value: BackupHeader | TableLine | Row | EndLine): Promise<void> {
    if (this.failure) throw this.failure;
    if (!this.gzip.write(`${JSON.stringify(value)}\n`)) await Promise.race([once(this.gzip, 'drain'), this.done]);
  }

  async finish(): Promise<void> {
    this.gzip.end();
    await this.done;
  }

  abort(): void {
    this.gzip.destroy();
  }
}

/** The text lines of a stream; a read error ends the iteration with that error. */
async function* linesOf(stream: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  for await (const chunk of stream) {
    const text = decoder.write(chunk);
    let start = 0;
    for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', start)) {
      yield pending + text.slice(start, newline);
      pending = '';
      start = newline + 1;
    }
    pending += text.slice(start);
  }
  pending += decoder.end();
  if (pending.length > 0) yield pending;
}

export type BackupEntry = { kind: 'header'; header: BackupHeader } | { kind: 'row'; table: BackedUpTable; row: Row };

function parseLine(text: string, lineNumber: number): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new UnreadableBackup(`line ${lineNumber} is not a JSON object`);
}

function checkHeader(value: Record<string, unknown>): BackupHeader {
  if (value.format !== BACKUP_FORMAT) throw new UnreadableBackup('it is not a Dugout backup');
  if (typeof value.version !== 'number' || value.version > BACKUP_FORMAT_VERSION) {
    throw new UnreadableBackup(`it was written in format version ${String(value.version)}, newer than this version of Dugout reads`);
  }
  if (typeof value.schema !== 'string' || !Array.isArray(value.tables)) throw new UnreadableBackup('its header is incomplete');
  return value as unknown as BackupHeader;
}

/**
 * Reads a backup file entry by entry. Throws UnreadableBackup when the file is not a backup, is
 * damaged, or ends before its end line (a backup cut short is never half-read as if complete).
 */
export async function* readBackup(path: string): AsyncGenerator<BackupEntry> {
  const file = createReadStream(path);
  const input = createGunzip();
  file.on('error', (error) => input.destroy(error));
  file.pipe(input);
  const lines = linesOf(input);
  let header: BackupHeader | null = null;
  let table: BackedUpTable | null = null;
  let remaining = 0;
  let total = 0;
  let lineNumber = 0;
  let ended = false;
  try {
    for await (const text of lines) {
      lineNumber++;
      if (ended) throw new UnreadableBackup('it continues after its end line');
      const value = parseLine(text, lineNumber);
      if (!header) {
        header = checkHeader(value);
        yield { kind: 'header', header };
      } else if (remaining > 0 && table) {
        remaining--;
        total++;
        yield { kind: 'row', table, row: value };
      } else if (remaining > 0) {
        // A row of a table backups now leave out (an older backup held it): passed over.
        remaining--;
        total++;
      } else if (value.end === true) {
        if (value.rows !== total) throw new UnreadableBackup(`it holds ${total} rows but its end line says ${String(value.rows)}`);
        ended = true;
      } else if (typeof value.table === 'string' && typeof value.rows === 'number') {
        table = backedUpTable(value.table) ?? null;
        if (!table && !Object.hasOwn(LEFT_OUT_TABLES, value.table)) throw new UnreadableBackup(`it holds a table this version does not know: ${value.table}`);
        remaining = value.rows;
      } else {
        throw new UnreadableBackup(`line ${lineNumber} is out of place`);
      }
    }
  } catch (error) {
    if (error instanceof UnreadableBackup) throw error;
    throw new UnreadableBackup(`the file is damaged (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    file.destroy();
    input.destroy();
  }
  if (!header) throw new UnreadableBackup('the file is empty');
  if (!ended) throw new UnreadableBackup('the file ends early; it may have been cut short');
}
