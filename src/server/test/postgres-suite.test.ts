import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ON_POSTGRES, SQLITE_ONLY } from './postgres-suite';

/** How a test file asks which engines to run on (this file names them too, and is left out). */
const ASKS_FOR_ENGINES = /testEngines\(|TEST_DATABASE_URL/;
const SELF = 'src/server/test/postgres-suite.test.ts';

function testFiles(): string[] {
  return readdirSync('src', { recursive: true })
    .map((path) => `src/${String(path)}`)
    .filter((path) => /\.test\.tsx?$/.test(path) && path !== SELF)
    .sort();
}

describe('the PostgreSQL pass', () => {
  it('places every test file that asks for the engines on PostgreSQL or, with a reason, on SQLite only', () => {
    const engineAware = testFiles().filter((path) => ASKS_FOR_ENGINES.test(readFileSync(path, 'utf8')));
    expect(engineAware.length).toBeGreaterThan(0);
    expect([...ON_POSTGRES, ...Object.keys(SQLITE_ONLY)].sort()).toEqual(engineAware);
  });

  it('names each file once', () => {
    expect(new Set(ON_POSTGRES).size).toBe(ON_POSTGRES.length);
    expect(ON_POSTGRES.filter((path) => path in SQLITE_ONLY)).toEqual([]);
  });
});
