import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { DEMO_PASSWORDS } from '../../seed/demo';
import { write } from '../../db/write';
import { verifyPassword } from '../../security/passwords';
import { readSetting, writeSetting } from '../settings/service';
import { usersWithPasswords } from './repo';

/** Hashes already found to hold none of the demo passwords, remembered by a digest of the hash. */
const CHECKED_HASHES = 'hashes_without_demo_passwords';
const NAMED = 20;
/** Administrators are named first: they matter most. */
const ROLES_FIRST = ['admin', 'org_admin', 'coach'];

/** A hash's remembered form: 128 bits of its SHA-256, enough to tell hashes apart and no use to sign in. */
const memoOf = (hash: string) => createHash('sha256').update(hash).digest('hex').slice(0, 32);

/**
 * In production no account may keep a password the README publishes. Checking every account
 * against every demo password with argon2 takes seconds per hundred distinct hashes, so each
 * distinct hash is checked once (the seeded league shares one hash per role) and the hashes found
 * clean are remembered: later starts check only passwords set since. Throws, naming the accounts
 * and what to do, when one holds a demo password.
 */
export async function refuseDemoPasswords(ctx: AppContext): Promise<void> {
  const users = await usersWithPasswords(ctx.handle.db);
  const checked = new Set(await readSetting(ctx.handle.db, CHECKED_HASHES, z.array(z.string())));
  const unchecked = [...new Set(users.map((u) => u.password_hash ?? ''))].filter((hash) => !checked.has(memoOf(hash)));
  if (unchecked.length > 0) ctx.log.info(`checking ${unchecked.length} passwords against the published demo passwords (once)`);

  const demo = new Set<string>();
  const passwords = [DEMO_PASSWORDS.admin, DEMO_PASSWORDS.org_admin, DEMO_PASSWORDS.coach];
  const holdsDemoPassword = async (hash: string) => {
    for (const password of passwords) if (await verifyPassword(hash, password)) return true;
    return false;
  };
  // Two checks at a time, as many as the password hashing runs at once (security/passwords.ts):
  // more would only wait in its queue, and past its bound be refused.
  const queue = [...unchecked];
  const checker = async () => {
    for (;;) {
      const hash = queue.shift();
      if (hash === undefined) return;
      if (await holdsDemoPassword(hash)) demo.add(hash);
    }
  };
  await Promise.all(Array.from({ length: 2 }, checker));

  const offenders = users
    .filter((u) => demo.has(u.password_hash ?? ''))
    .sort((a, b) => ROLES_FIRST.indexOf(a.role) - ROLES_FIRST.indexOf(b.role))
    .map((u) => u.username);
  if (offenders.length > 0) {
    const named = offenders.slice(0, NAMED).join(', ') + (offenders.length > NAMED ? ` and ${offenders.length - NAMED} more` : '');
    throw new Error(
      `Refusing to start in production: ${offenders.length} account(s) have a password published in the README's demo sign-ins ` +
        `(${named}); anyone could sign in to them. Give each a new password or delete it: start once without NODE_ENV=production ` +
        'where the server cannot be reached from the internet and use the Users and Coaches pages (ADMIN_USERNAME with ADMIN_PASSWORD ' +
        'sets the password of an administrator), or start the real league on an empty database (another DATABASE_URL).',
    );
  }
  // Nothing new was checked: what is remembered still holds, and a start writes nothing.
  if (unchecked.length === 0) return;
  const clean = [...new Set(users.map((u) => memoOf(u.password_hash ?? '')))];
  await write(ctx, ['settings'], (trx) => writeSetting(trx, CHECKED_HASHES, clean));
}
