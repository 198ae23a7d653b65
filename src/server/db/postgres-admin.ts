import pg from 'pg';

/**
 * Runs one statement on its own short-lived connection (creating or dropping a database, say,
 * which no pool should do) and answers how many rows it touched.
 */
export async function runOnPostgres(url: string, text: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** The same server address with another database name. */
export function inDatabase(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}
