import type { AppContext } from '../context';
import { leagueDate } from '../../shared/league-time';
import { runLeased, type LeasedJob } from './job-lease';

export const HOUSEKEEPING_JOB = 'housekeeping';

/**
 * Ticks every 15 minutes from 02:00 to 05:45 league time, after the nightly backup has begun: the
 * first tick cleans up; the later ones act only if that night's round did not finish.
 */
export const HOUSEKEEPING_PATTERN = '*/15 2-5 * * *';

/** The lease outlasts a round of deletes. */
const HOUSEKEEPING: LeasedJob = { name: HOUSEKEEPING_JOB, leaseMs: 30 * 60 * 1000 };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sign-in links and resets are kept a week after they were used, revoked or expired, so the
 * magic-link testing tool and support questions ("my link did not work") can still find them.
 */
export const ENDED_LINK_DAYS = 7;

/** A throttle row whose window ended counts for nothing; kept a day so recent attempts stay visible. */
export const THROTTLE_DAYS = 1;

/** A process whose cache lease ran out this long ago has stopped without removing its row. */
export const STALE_PEER_MS = 60 * 60 * 1000;

export interface HousekeepingSummary {
  sessions: number;
  magicLinks: number;
  passwordResets: number;
  rateLimits: number;
  cachePeers: number;
  mail: number;
}

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * Deletes what no one can use any more: expired sessions, ended sign-in links and password
 * resets, spent throttle counters, rows of processes that are gone, and mail older than
 * MAIL_RETENTION_DAYS (sent or not: mail that could not be sent is tried again for a day only).
 */
export async function cleanUp(ctx: AppContext): Promise<HousekeepingSummary> {
  const { db } = ctx.handle;
  const now = ctx.now();
  const nowIso = now.toISOString();
  const linksEnded = new Date(now.getTime() - ENDED_LINK_DAYS * DAY_MS).toISOString();
  const throttleEnded = new Date(now.getTime() - THROTTLE_DAYS * DAY_MS).toISOString();
  const mailBefore = new Date(now.getTime() - ctx.config.MAIL_RETENTION_DAYS * DAY_MS).toISOString();

  const sessions = await db.deleteFrom('sessions').where('expires_at', '<=', nowIso).executeTakeFirst();
  const magicLinks = await db
    .deleteFrom('magic_links')
    .where((eb) => eb.or([eb('expires_at', '<=', linksEnded), eb('used_at', '<=', linksEnded), eb('revoked_at', '<=', linksEnded)]))
    .executeTakeFirst();
  const passwordResets = await db
    .deleteFrom('password_resets')
    .where((eb) => eb.or([eb('expires_at', '<=', linksEnded), eb('used_at', '<=', linksEnded)]))
    .executeTakeFirst();
  const rateLimits = await db.deleteFrom('rate_limits').where('window_ends_at', '<=', throttleEnded).executeTakeFirst();
  const cachePeers = await db
    .deleteFrom('cache_peers')
    .where('lease_until_ms', '<=', now.getTime() - STALE_PEER_MS)
    .executeTakeFirst();
  const mail = await db.deleteFrom('mail_outbox').where('created_at', '<=', mailBefore).executeTakeFirst();
  return {
    sessions: deleted(sessions),
    magicLinks: deleted(magicLinks),
    passwordResets: deleted(passwordResets),
    rateLimits: deleted(rateLimits),
    cachePeers: deleted(cachePeers),
    mail: deleted(mail),
  };
}

/** Runs the night's housekeeping unless another process has (or is running) it. Answers what was deleted, if this call ran it. */
export function runHousekeeping(ctx: AppContext, holder: string): Promise<HousekeepingSummary | null> {
  const night = leagueDate(ctx.now().toISOString(), ctx.config.LEAGUE_TIMEZONE);
  return runLeased(ctx.handle.db, ctx.now, HOUSEKEEPING, night, holder, () => cleanUp(ctx));
}
