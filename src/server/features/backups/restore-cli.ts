/**
 * `npm run restore -- FILE`: restores a whole backup onto the empty database named by
 * DATABASE_URL (SQLite or PostgreSQL). To move a league from SQLite to PostgreSQL, take a backup
 * on the old installation and restore it with DATABASE_URL=postgres://... before the first start.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readConfig } from '../../config';
import { connectDatabase } from '../../db/connect';
import { restoreDatabase } from './restore-database';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    throw new Error('Usage: npm run restore -- FILE   (restores FILE onto the empty database named by DATABASE_URL)');
  }
  const path = resolve(file);
  if (!existsSync(path)) throw new Error(`No such file: ${path}`);
  const config = readConfig();
  const handle = connectDatabase(config.DATABASE_URL);
  try {
    // A large league takes a while: the operator sees how far it has come.
    const { header, rows } = await restoreDatabase(handle, path, { leagueTimeZone: config.LEAGUE_TIMEZONE }, (table) => console.log(`Restoring ${table}...`));
    console.log(`Restored ${rows} rows in ${header.tables.length} tables from the backup of ${header.createdAt} onto ${handle.engine} ${handle.location}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof Error && error.name === 'UnreadableBackup' ? `This backup cannot be restored: ${message}` : message);
  process.exit(1);
});
