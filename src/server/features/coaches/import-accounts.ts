import type { Kysely } from 'kysely';
import type { CheckedCoachRow } from '../../../shared/coach-csv';
import type { Database, UserRow } from '../../db/schema';
import { createAccounts, normalizeLogin, usersByLogins } from '../users/service';

export interface ImportAccounts {
  /** The account each row's email signs in to, by normalised email. */
  byLogin: Map<string, UserRow>;
  /** The ids of the accounts this import created. */
  created: Set<number>;
}

/**
 * Finds the account of every row's email (any case), and creates a coach account for each email
 * that has none, named as on its first row: a few statements for the whole import, not a few per
 * row. New accounts get the default password (to change at first sign-in) when there is one.
 */
export async function importAccounts(
  trx: Kysely<Database>,
  rows: readonly CheckedCoachRow[],
  passwordHash: string | null,
  now: Date,
): Promise<ImportAccounts> {
  const byLogin = await usersByLogins(
    trx,
    rows.map((row) => normalizeLogin(row.email)),
  );
  const firstRowOf = new Map<string, CheckedCoachRow>();
  for (const row of rows) {
    const login = normalizeLogin(row.email);
    if (!byLogin.has(login) && !firstRowOf.has(login)) firstRowOf.set(login, row);
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
  return { byLogin, created: new Set(inserted.map((user) => user.id)) };
}
