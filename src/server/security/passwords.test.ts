import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { hashingFor, LIGHT_HASHING, STANDARD_HASHING } from './passwords';

describe('password hashing parameters', () => {
  it('hashes at the OWASP argon2id baseline in production, whatever PASSWORD_HASHING says', async () => {
    expect(STANDARD_HASHING).toEqual({ type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(hashingFor({ NODE_ENV: 'production' })).toBe(STANDARD_HASHING);
    expect(hashingFor({ NODE_ENV: 'production', PASSWORD_HASHING: 'light' })).toBe(STANDARD_HASHING);
    expect(await argon2.hash('Cutoff-Man-Relay-1988', hashingFor({ NODE_ENV: 'production', PASSWORD_HASHING: 'light' }))).toMatch(
      /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/,
    );
  });

  it('hashes with light argon2id parameters only when a run outside production asks for them', () => {
    expect(hashingFor({})).toBe(STANDARD_HASHING);
    expect(hashingFor({ NODE_ENV: 'test' })).toBe(STANDARD_HASHING);
    expect(hashingFor({ NODE_ENV: 'test', PASSWORD_HASHING: 'light' })).toBe(LIGHT_HASHING);
    expect(LIGHT_HASHING.type).toBe(argon2.argon2id);
  });
});
