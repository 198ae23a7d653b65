import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countWithin, type Limit } from '../../security/rate-limit';

/**
 * Uses of mailed links (a password reset, a magic link's first password) per address: a person
 * with typos and a few refused passwords stays far below it; a flood of made-up links does not.
 * Both kinds share one counter, so switching between them gains nothing.
 */
const LINK_USE_LIMIT: Limit = { max: 20, windowMs: 15 * 60 * 1000 };

export async function refuseFloodOfLinkUses(db: Kysely<Database>, address: string, now: Date): Promise<void> {
  await countWithin(db, `link-use:address:${address}`, LINK_USE_LIMIT, now, (pleaseWait) => `Too many attempts to use a link. ${pleaseWait} and try again.`);
}
