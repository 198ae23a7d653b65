import { describe, expect, it } from 'vitest';
import { preferredCompression } from './accept-encoding';

describe('preferredCompression', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', null],
    ['gzip;q=0, br;q=0', null],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['BR; Q=0, GZIP', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
    [undefined, null],
  ])('%s gives %s', (header, expected) => {
    expect(preferredCompression(header)).toBe(expected);
  });
});
