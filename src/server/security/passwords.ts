import argon2 from 'argon2';

/**
 * argon2id at the OWASP baseline (19 MiB, 2 passes, 1 lane): memory-hard, and about 25 ms per
 * hash, so two cores still sign in well over 20 people a second.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password. With no stored hash (unknown user, or an account without a password) a
 * decoy hash is still checked, so the answer takes the same time either way.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword('decoy-password-never-matches-1');
    await argon2.verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
