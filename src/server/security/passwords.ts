import argon2 from 'argon2';
import { Failure } from '../errors';
import { BoundedQueue } from './bounded-queue';

/**
 * argon2id at the OWASP baseline (19 MiB, 2 passes, 1 lane): memory-hard, and about 25 ms per
 * hash, so two cores still sign in well over 20 people a second.
 */
export const STANDARD_HASHING = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Still argon2id, at 1 MiB and one pass (well under a millisecond): for test runs, which sign in
 * and set passwords thousands of times. Never in production (see hashingFor).
 */
export const LIGHT_HASHING = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/** PASSWORD_HASHING=light picks the light parameters outside production; production always hashes at the standard. */
export function hashingFor(env: NodeJS.ProcessEnv): typeof STANDARD_HASHING | typeof LIGHT_HASHING {
  return env.NODE_ENV !== 'production' && env.PASSWORD_HASHING === 'light' ? LIGHT_HASHING : STANDARD_HASHING;
}

// Read once: every hash of a process uses the same parameters (verifying reads them from the hash).
const OPTIONS = hashingFor(process.env);

/**
 * Two hashes at a time (one a core; the rest of the thread pool stays free for files and photos)
 * and at most 100 waiting, about a second and a half of work: a flood of sign-ins or new
 * passwords gets 503 rather than holding every other request behind it.
 */
const hashing = new BoundedQueue(2, 100, () => new Failure('unavailable', 'The server is busy checking passwords. Please try again in a moment.', 5));

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => argon2.hash(password, OPTIONS));
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password. With no stored hash (unknown user, or an account without a password) a
 * decoy hash is still checked, so the answer takes the same time either way. A full queue is
 * refused (503), never taken for a wrong password.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  decoy ??= argon2.hash('decoy-password-never-matches-1', OPTIONS);
  const stored = hash || (await decoy);
  const matches = await hashing.run(() => argon2.verify(stored, password).catch(() => false));
  return Boolean(hash) && matches;
}
