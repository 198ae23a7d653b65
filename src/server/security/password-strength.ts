import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { UserRole } from '../../shared/roles';
import { invalid } from '../errors';

/** zxcvbn scores 0-4; 3 means about 10^8 guesses or more ("safely unguessable" online). */
const MIN_SCORE = 3;
export const ADMIN_PASSWORD_MIN = 12;

export const PASSWORD_TOO_GUESSABLE =
  'This password is too easy to guess: it is a common password, or close to one, or follows a common pattern (a name, a word with a year, keys in a row). Choose a longer one, for example three or four unrelated words.';
export const ADMIN_PASSWORD_TOO_SHORT = `An administrator's password must be at least ${ADMIN_PASSWORD_MIN} characters`;

/** Words of the league that make a password easier to guess on this site. */
const LEAGUE_WORDS = ['dugout', 'league', 'baseball', 'coach', 'admin'];

// The common-password list is loaded once, at the first check.
let estimator: ZxcvbnFactory | undefined;

/** Whose password it is: the role sets the length, the names count as guessable words. */
export interface PasswordOwner {
  role: UserRole;
  names?: readonly (string | null | undefined)[];
}

/** 'Sam Rivera' and 'sam.rivera@example.com' give 'sam', 'rivera' and 'samrivera'. */
function guessableWordsOf(name: string | null | undefined): string[] {
  const words = (name ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);
  const [local = ''] = (name ?? '').toLowerCase().split('@');
  return [...words, words.join(''), local.replace(/[^\p{L}\p{N}]+/gu, '')];
}

/** Why a new password is refused, or null when it is fine (beyond the form's own rules). */
export function weakPasswordReason(password: string, owner: PasswordOwner): string | null {
  if (owner.role === 'admin' && password.length < ADMIN_PASSWORD_MIN) return ADMIN_PASSWORD_TOO_SHORT;
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, [...LEAGUE_WORDS, ...(owner.names ?? []).flatMap(guessableWordsOf)]).score < MIN_SCORE ? PASSWORD_TOO_GUESSABLE : null;
}

/** Refuses (400) a new password that is common, follows a common pattern, or is short for an administrator. */
export function requireStrongPassword(password: string, owner: PasswordOwner): void {
  const reason = weakPasswordReason(password, owner);
  if (reason !== null) throw invalid(reason);
}
