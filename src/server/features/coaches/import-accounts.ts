import type { Kysely } from 'kysely';
import type { CheckedCoachRow } from '../../../shared/coach-csv';
import type { Database, UserRow } from '../../db/schema';
import { accountsOfAddresses, createAccounts, normalizeLogin } from '../users/service';

export interface ImportAccounts {
  /** The account of each row's email, by normalised email. */
  byLogin: Map<string, UserRow>;
  /** The ids of the accounts this import created. */
  created: Set<number>;
  /**
   * Emails that are the username of an account whose email is another (or none): that account
   * is not this coach as far as anyone knows, and no account can be made with that sign-in name.
   */
  takenAsUsername: Set<string>;
}

/**
 * Finds the account of every row's email (any case) by the email column only, the address league
 * staff gave the account (docs/decisions/0035): a username that looks like the email proves
 * nothing, so its account is never put on a team. Creates a coach account for each email that is
 * neither, named as on its first row: a few statements for the whole import, not a few per row.
 * New accounts get the default password (to change at first sign-in) when there is one.
 */
export async function importAccounts(trx: Kysely<Database>, rows: readonly CheckedCoachRow[], passwordHash: string | null, now: Date): Promise<ImportAccounts> {
  const emails = rows.map((row) => normalizeLogin(row.email));
  const { byEmail: byLogin, usernames } = await accountsOfAddresses(trx, emails);
  const takenAsUsername = new Set(emails.filter((email) => !byLogin.has(email) && usernames.has(email)));
  const firstRowOf = new Map<string, CheckedCoachRow>();
  for (const row of rows) {
    const login = normalizeLogin(row.email);
    if (!byLogin.has(login) && !takenAsUsername.has(login) && !firstRowOf.has(login)) firstRowOf.set(login, row);
  }
  const inserted = await createAccounts(
    trx,
    [...firstRowOf].map(([login, row]) => ({
      username: login,
      email: login,
      password: null,
      ...(passwordHash ? { passwordHash, mustChangePassword: true } : {}),
      name: row.name,
      role: 'coach' as const,
    })),
    now,
  );
  for (const user of inserted) byLogin.set(user.username, user);
  return { byLogin, created: new Set(inserted.map((user) => user.id)), takenAsUsername };
}
