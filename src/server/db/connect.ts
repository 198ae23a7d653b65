import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { takeTurnWhenDue } from './event-loop-turns';
import { Kysely, SqliteDialect, type LogEvent, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './postgres-introspector';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Where the data lives, for logs: a file path or the PostgreSQL host/database. */
  location: string;
  /** PostgreSQL only: the schema in use. */
  schema?: string;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL only: run every query in this schema (tests give each run its own). */
  schema?: string;
  /** Called after every query; used to count queries per request. */
  onQuery?: (event: LogEvent) => void;
  poolSize?: number;
}

export function engineOf(url: string): Engine {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  if (url.startsWith('sqlite:') || url === ':memory:') return 'sqlite';
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got '${url.split(':')[0]}:')`);
}

export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  const engine = engineOf(url);
  const log = options.onQuery;
  if (engine === 'sqlite') {
    const file = url === ':memory:' || url === 'sqlite::memory:' ? ':memory:' : resolve(url.replace(/^sqlite:/, ''));
    if (file !== ':memory:') createPrivately(file);
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    const dialect = new SqliteDialect({
      database: withStatementCache(sqlite),
      onCreateConnection: async (connection) => {
        const execute = connection.executeQuery.bind(connection);
        connection.executeQuery = async (query) => {
          await takeTurnWhenDue();
          return execute(query);
        };
      },
    });
    const db = new Kysely<Database>({ dialect, ...(log ? { log } : {}) });
    return {
      db,
      engine,
      location: file,
      close: () => db.destroy(),
    };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
    types: bigintAsNumber,
  });
  // A client that loses its server must not crash the process, whether idle in the pool (the pool's
  // 'error') or checked out between queries (the client's own 'error', which the pool does not
  // listen to then); the next query on it fails, and the request answers 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }), ...(log ? { log } : {}) });
  const where = new URL(url);
  return {
    db,
    engine,
    location: `${where.hostname}:${where.port || 5432}${where.pathname}${options.schema ? ` (schema ${options.schema})` : ''}`,
    schema: options.schema ?? 'public',
    close: () => db.destroy(),
  };
}

/**
 * A new database file is made readable by its owner only, in a folder of its own made likewise;
 * SQLite gives its -wal and -shm files the mode of the database file. An existing file is left as
 * it is. (An empty file is a valid new SQLite database.)
 */
function createPrivately(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
}

/**
 * Kysely prepares every statement it runs; preparing costs SQLite as much as running a small
 * query. The same SQL (the same query with other values) reuses its prepared statement; one that
 * is still being iterated gets a fresh one. The oldest of over 500 are let go.
 */
function withStatementCache(sqlite: SQLite.Database, size = 500): SqliteDatabase {
  const prepared = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      const cached = prepared.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (!cached) {
        prepared.set(sql, statement);
        if (prepared.size > size) prepared.delete(prepared.keys().next().value ?? '');
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/** int8 (counts, sums) as numbers: league figures stay far below 2^53. */
const defaultParser = pg.types.getTypeParser as (oid: number, format?: 'text' | 'binary') => (value: string) => unknown;
const bigintAsNumber = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === 20 ? (value: string) => Number(value) : defaultParser(oid, format)),
};

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Invalid schema name '${name}'`);
  return name;
}
