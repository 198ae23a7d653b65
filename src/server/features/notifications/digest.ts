import { isLeagueStaff, type UserRole } from '../../../shared/roles';
import type { MailKind } from '../../../shared/schemas/notifications';
import type { AppContext } from '../../context';
import { write } from '../../db/write';
import { parseStored } from '../../db/stored-json';
import { runLeased, type LeasedJob } from '../../jobs/job-lease';
import type { Posted } from '../../mail/mailer';
import { digestMail, type WaitingNotice } from './digest-mail';
import { storedNotice } from './notice';
import { deleteEvents, dueDigests, mailRecipients, optOutsOf, reportStates, waitingNotices } from './repo';
import { unsubscribeLink } from './unsubscribe-token';

/** A person's notices of a kind wait until nothing new has come for this long: changes made together go out as one mail. */
export const QUIET_MS = 5 * 60 * 1000;
/** ...but no longer than this after the first of them, however long changes keep coming. */
export const LONGEST_WAIT_MS = 30 * 60 * 1000;
/** Mails gathered per run; more wait for the next minute's run. */
const MAILS_PER_RUN = 500;

export const DIGEST_JOB = 'notification-digest';
export const DIGEST_PATTERN = '* * * * *';
/** The lease outlasts a run of mails to a mail server that does not answer. */
const DIGEST: LeasedJob = { name: DIGEST_JOB, leaseMs: 10 * 60 * 1000 };

/** Whether the person still gets this kind: not turned off, and dispute mail only while league staff. */
function wanted(kind: MailKind, role: UserRole, optedOut: ReadonlySet<string>): boolean {
  if (kind === 'disputes') return isLeagueStaff(role);
  return !optedOut.has(kind);
}

/**
 * Notices that ask a side for its score report ('the other team reported', the 24-hour reminder)
 * are left out once that side has reported or the game is no longer waiting for scores.
 */
async function stillTrue(db: AppContext['handle']['db'], waiting: readonly WaitingNotice[]): Promise<WaitingNotice[]> {
  const asks = waiting.flatMap((w) => ((w.notice.type === 'reported' || w.notice.type === 'reminder') && w.gameId !== null ? [w.gameId] : []));
  if (asks.length === 0) return [...waiting];
  const states = await reportStates(db, asks);
  return waiting.filter(({ gameId, notice }) => {
    if ((notice.type !== 'reported' && notice.type !== 'reminder') || gameId === null) return true;
    const state = states.get(gameId);
    return state !== undefined && state.status === 'scheduled' && !state.reported.has(notice.side);
  });
}

/**
 * Mails each person the notices of one kind that waited long enough, one message per person and
 * kind, and deletes them once the message is sent or kept in the outbox. A notice whose mail could
 * be neither sent nor kept (the database went away) stays for the next run: nothing is lost, and
 * nothing is sent twice unless the process dies between handing a mail over and deleting its
 * notices. Once the mail server has failed, the rest of the run is kept for the mail retry job
 * without trying it again. Answers how many mails were handed over.
 */
export async function sendDigests(ctx: AppContext): Promise<number> {
  const { db } = ctx.handle;
  const now = ctx.now().getTime();
  const due = await dueDigests(db, new Date(now - QUIET_MS).toISOString(), new Date(now - LONGEST_WAIT_MS).toISOString(), MAILS_PER_RUN);
  if (due.length === 0) return 0;
  const userIds = [...new Set(due.map((d) => d.user_id))];
  const [people, optOuts] = await Promise.all([mailRecipients(db, userIds), optOutsOf(db, userIds)]);
  const person = new Map(people.map((p) => [p.id, p]));
  const optedOut = new Map<number, Set<string>>();
  for (const row of optOuts) optedOut.set(row.user_id, new Set([...(optedOut.get(row.user_id) ?? []), row.kind]));

  let handed = 0;
  let serverDown = false;
  for (const { user_id: userId, kind, lastId } of due) {
    const notices = await waitingNotices(db, userId, kind, Number(lastId));
    const to = person.get(userId);
    const message =
      to?.email && wanted(kind, to.role, optedOut.get(userId) ?? new Set())
        ? digestMail(
            { name: to.name, email: to.email },
            kind,
            await stillTrue(
              db,
              notices.map((n) => ({ gameId: n.game_id, notice: parseStored(storedNotice, n.notice) })),
            ),
            {
              publicUrl: ctx.config.publicUrl,
              unsubscribe: kind === 'disputes' ? null : unsubscribeLink(ctx.config.publicUrl, ctx.secret, userId, kind),
            },
          )
        : null;
    if (message) {
      const posted: Posted = await ctx.mailer.post(message, { later: serverDown });
      serverDown ||= posted === 'kept';
      handed++;
    }
    await write(ctx, [], (trx) =>
      deleteEvents(
        trx,
        notices.map((n) => n.id),
      ),
    );
  }
  return handed;
}

/** This minute's mails, in one process of those sharing the database. Answers how many went out, or null when another process has this minute. */
export function runDigests(ctx: AppContext, holder: string): Promise<number | null> {
  const minute = ctx.now().toISOString().slice(0, 16);
  return runLeased(ctx.handle.db, ctx.now, DIGEST, minute, holder, () => sendDigests(ctx));
}
