import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { clear, countWithin, takeBack, type Counted, type Limit } from '../../security/rate-limit';
import { normalizeLogin } from '../users/service';

/** README: 10 attempts per account and 50 per address within 15 minutes. */
const ACCOUNT_LIMIT: Limit = { max: 10, windowMs: 15 * 60 * 1000 };
const ADDRESS_LIMIT: Limit = { max: 50, windowMs: 15 * 60 * 1000 };

/**
 * The counter of the account a sign-in name finds: by its id, so the username, the email and
 * every case or spacing of them share one. A name without an account is counted by itself, so it
 * is throttled exactly like one with an account and the answers tell nothing apart.
 */
function accountKey(user: UserRow | undefined, login: string): string {
  return user ? `login:account:${user.id}` : `login:name:${normalizeLogin(login)}`;
}

/** The attempts a sign-in counted, so a successful one can be taken back. */
export type CountedAttempt = readonly Counted[];

const tooMany = (pleaseWait: string) =>
  `Too many sign-in attempts. ${pleaseWait} and try again, or use 'Forgot password?' to get a password reset link by mail.`;

/**
 * Counts a sign-in attempt before its password is checked, and refuses it (429) when it goes over
 * the address's or the account's limit. Counting first, in one statement per counter, means that
 * however many attempts arrive at once, no more than the limit are ever checked against the
 * password. An address already over its limit is refused without touching the account's counter.
 */
export async function countSignInAttempt(db: Kysely<Database>, user: UserRow | undefined, login: string, address: string, now: Date): Promise<CountedAttempt> {
  const byAddress = await countWithin(db, `login:address:${address}`, ADDRESS_LIMIT, now, tooMany);
  const byAccount = await countWithin(db, accountKey(user, login), ACCOUNT_LIMIT, now, tooMany);
  return [byAddress, byAccount];
}

/**
 * A check of the current password (to choose a new one on the profile) is a guess at the
 * account's password like a sign-in: it counts on the account's sign-in counter first, so a
 * session left open gives no more guesses than the sign-in form.
 */
export async function countPasswordCheck(db: Kysely<Database>, user: UserRow, now: Date): Promise<CountedAttempt> {
  return [await countWithin(db, accountKey(user, user.username), ACCOUNT_LIMIT, now, tooMany)];
}

/**
 * A sign-in with the right password is not an attempt the limits are about: it is taken back.
 * Failed attempts by anyone else stay counted (a success does not wipe them), so the owner
 * signing in never gives a guesser a fresh allowance.
 */
export async function forgiveSignIn(db: Kysely<Database>, attempt: CountedAttempt): Promise<void> {
  for (const counted of attempt) await takeBack(db, counted);
}

/**
 * After a new password was set through a mailed link (whoever set it holds the mailbox), the
 * guesses made at the old one no longer matter: the account's counter starts again.
 */
export async function clearSignInLimit(db: Kysely<Database>, userId: number): Promise<void> {
  await clear(db, `login:account:${userId}`);
}
