import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NEEDS_OWN_MODULES } from './module-isolation';

/** How a test file replaces a module (this file names it too, and is left out). */
const REPLACES_A_MODULE = /\bvi\.(mock|doMock)\(/;
const SELF = 'src/server/test/module-isolation.test.ts';

describe('test files that replace modules', () => {
  it('are exactly those that run with modules of their own', () => {
    const mocking = readdirSync('src', { recursive: true })
      .map((path) => `src/${String(path)}`)
      .filter((path) => /\.test\.tsx?$/.test(path) && path !== SELF && REPLACES_A_MODULE.test(readFileSync(path, 'utf8')))
      .sort();
    expect(mocking.length).toBeGreaterThan(0);
    expect([...NEEDS_OWN_MODULES].sort()).toEqual(mocking);
  });
});
