import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { write } from '../../db/write';
import { Failure } from '../../errors';
import { newToken, tokenDigest } from '../../security/tokens';
import { deleteSetting, readSetting, takeSetting, writeSetting } from '../settings/service';
import { countUsers } from '../users/service';

/** Digests of the setup tokens printed by the processes started on an empty installation. */
export const SETUP_TOKENS_KEY = 'setup_tokens';
const setupTokenDigests = z.array(z.string());
/** Processes that may start on one empty installation before its first account exists. */
const KEPT = 20;

export const SETUP_TOKEN_NEEDED =
  "That is not this installation's setup token: copy the one-time setup token from the server log to create the administrator account.";

/**
 * On an installation without accounts: a new one-time setup token (its digest kept beside those
 * of other processes, so any of the printed tokens works), or nothing once an account exists, when
 * the tokens left over are removed.
 */
export async function issueSetupToken(ctx: AppContext): Promise<string | null> {
  return write(ctx, ['settings'], async (trx) => {
    if ((await countUsers(trx)) > 0) {
      await deleteSetting(trx, SETUP_TOKENS_KEY);
      return null;
    }
    const token = newToken();
    const kept = (await readSetting(trx, SETUP_TOKENS_KEY, setupTokenDigests)) ?? [];
    await writeSetting(trx, SETUP_TOKENS_KEY, [...kept.slice(-(KEPT - 1)), tokenDigest(ctx.secret, token)]);
    return token;
  });
}

/**
 * In the transaction registering the installation's first account: it needs one of the printed
 * setup tokens and uses them all up. The tokens' row is deleted before anything else, so of two
 * registrations at once the second finds none.
 */
export async function claimSetupToken(trx: Kysely<Database>, secret: string, token: string | undefined): Promise<void> {
  const digests = (await takeSetting(trx, SETUP_TOKENS_KEY, setupTokenDigests)) ?? [];
  if (!token || !digests.includes(tokenDigest(secret, token))) throw new Failure('forbidden', SETUP_TOKEN_NEEDED);
}
