import { invalid } from '../../errors';
import { normalizeLogin } from '../users/service';

const ADDED_BY_STAFF = 'a league administrator adds your email address when they put you on a team.';

/**
 * Coach import and password reset trust an account's email column, so only an address someone
 * vouches for goes there (docs/decisions/0035): one league staff set, or the operator's own on
 * the first account of an empty installation. A person registering later cannot prove an address,
 * so they register without one, and a sign-in name that looks like an email address is always
 * the account's own email.
 */
export function refuseUnverifiedEmail(input: { username: string; email?: string | undefined }, first: boolean): void {
  if (!first && input.email) throw invalid(`Leave the email out: ${ADDED_BY_STAFF}`);
  if (!input.username.includes('@')) return;
  if (!first) throw invalid(`Choose a username that is not an email address: ${ADDED_BY_STAFF}`);
  if (normalizeLogin(input.username) !== normalizeLogin(input.email ?? '')) {
    throw invalid("A username that is an email address must be the account's email");
  }
}
