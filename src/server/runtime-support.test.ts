import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The project promises to run on the lowest Node its `engines` field names; a dependency whose own
 * `engines` leaves that version out (a patch release moving to a newer Node) breaks the promise
 * without breaking a test on the newer Node of a developer's machine.
 */
interface LockedPackage {
  readonly engines?: { readonly node?: string } | readonly string[];
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };

describe('the locked dependencies', () => {
  it('all run on the lowest Node the project supports', () => {
    const lowest = semver.minVersion(manifest.engines.node);
    expect(lowest?.version).toBe('20.19.0');
    const leftOut = Object.entries(lock.packages).flatMap(([path, locked]) => {
      const range = Array.isArray(locked.engines) ? undefined : (locked.engines as { node?: string } | undefined)?.node;
      return range && lowest && !semver.satisfies(lowest, range) ? [`${path.replace(/^.*node_modules\//, '')} needs Node ${range}`] : [];
    });
    expect(leftOut).toEqual([]);
  });
});
