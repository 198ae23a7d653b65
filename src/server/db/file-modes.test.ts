import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSecret } from '../security/secret';
import { connectDatabase } from './connect';

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('files that hold the league or its secret', () => {
  let work: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'dugout-modes-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('creates the SQLite database, its WAL and shared-memory files for their owner only, in a private folder', async () => {
    const file = join(work, 'data', 'league.db');
    const handle = connectDatabase(`sqlite:${file}`);
    try {
      await sql`create table t (x integer)`.execute(handle.db);
      await sql`insert into t values (1)`.execute(handle.db);
      expect(modeOf(join(work, 'data'))).toBe('700');
      expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual(['600', '600', '600']);
    } finally {
      await handle.close();
    }
  });

  it('creates the session secret for its owner only, in a private folder', () => {
    const file = join(work, 'data', 'session-secret');
    const secret = loadSecret(undefined, file);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(modeOf(join(work, 'data'))).toBe('700');
    expect(modeOf(file)).toBe('600');
    expect(loadSecret(undefined, file)).toBe(secret);
  });
});
