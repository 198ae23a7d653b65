import { PATHS } from '../../../shared/client-routes';
import { leagueDate } from '../../../shared/league-time';
import type { ListedGame } from '../../../shared/schemas/admin-games';
import { MAIL_KIND_LABELS } from '../../../shared/schemas/notifications';
import type { AppContext } from '../../context';
import { runLeased, type LeasedJob } from '../../jobs/job-lease';
import { noticeMail, type NoticeRow } from '../../mail/notice-template';
import { matchupOf } from './digest-mail';
import { gameNamer } from './notices-store';
import { overdueGames } from './overdue-games';
import { gameRows, leagueStaffIds, mailRecipients, optOutsOf } from './repo';
import { unsubscribeLink } from './unsubscribe-token';

/** Games listed in the mail; the rest are a link away. */
export const LISTED_GAMES = 50;

export const OVERDUE_DIGEST_JOB = 'overdue-digest';
/** At 07:00 league time, and every quarter hour until 09:45 if that morning's run did not finish. */
export const OVERDUE_DIGEST_PATTERN = '*/15 7-9 * * *';
const OVERDUE_DIGEST: LeasedJob = { name: OVERDUE_DIGEST_JOB, leaseMs: 30 * 60 * 1000 };

function whatIsMissing(game: ListedGame): string {
  if (!game.homeScoreVerified && !game.awayScoreVerified) return 'Neither team has reported the score.';
  const [reported, missing] = game.homeScoreVerified ? [game.homeTeam.name, game.awayTeam.name] : [game.awayTeam.name, game.homeTeam.name];
  return `${reported} reported; ${missing} has not.`;
}

/**
 * League staff's morning list of the current season's overdue games (still scheduled a day after
 * their time, no final score: the dashboard's count), one mail to each who gets reminders, sent or
 * kept in the outbox. No overdue game, no mail. Answers how many mails were handed over.
 */
export async function mailOverdueDigest(ctx: AppContext): Promise<number> {
  const { db } = ctx.handle;
  const now = ctx.now();
  const { games, total } = await overdueGames(db, now, { limit: LISTED_GAMES });
  if (total === 0) return 0;
  const staffIds = await leagueStaffIds(db);
  const [people, optOuts, rows] = await Promise.all([
    mailRecipients(db, staffIds),
    optOutsOf(db, staffIds),
    gameRows(
      db,
      games.map((g) => g.id),
    ),
  ]);
  const lineOf = await gameNamer(db, rows);
  const line = new Map(rows.map((r) => [r.id, lineOf(r)]));
  const table: NoticeRow[] = games.flatMap((game) => {
    const named = line.get(game.id);
    return named ? [{ game: `${matchupOf(named)} (${named.division})`, when: `${named.when}, at ${named.field}`, what: whatIsMissing(game) }] : [];
  });
  const turnedOff = new Set(optOuts.filter((o) => o.kind === 'reminders').map((o) => o.user_id));
  const subject = total === 1 ? 'One game without a final score' : `${total} games without a final score`;
  const { publicUrl } = ctx.config;

  let handed = 0;
  let serverDown = false;
  for (const person of people) {
    if (!person.email || turnedOff.has(person.id)) continue;
    const message = noticeMail({
      to: person.email,
      subject,
      heading: subject,
      greeting: `Hello ${person.name},`,
      paragraphs: [
        'These games are still without a final score a day or more after they were played.',
        ...(total > table.length ? [`The ${table.length} waiting longest are listed here; all ${total} are in Games.`] : []),
      ],
      table: { caption: 'Games without a final score', rows: table },
      action: { label: 'Open the overdue games', href: `${publicUrl}${PATHS.adminGames}?status=overdue` },
      why: 'You get this mail each morning while games are overdue, because you are league staff and get reminders.',
      preferences: { label: 'Choose which mails you get', href: `${publicUrl}${PATHS.coachProfile}` },
      unsubscribe: { label: `Stop mail about ${MAIL_KIND_LABELS.reminders}`, href: unsubscribeLink(publicUrl, ctx.secret, person.id, 'reminders') },
    });
    serverDown ||= (await ctx.mailer.post(message, { later: serverDown })) === 'kept';
    handed++;
  }
  return handed;
}

/** The morning's list, once a day across the processes sharing the database. Answers how many mails went out, or null when already done. */
export function runOverdueDigest(ctx: AppContext, holder: string): Promise<number | null> {
  const day = leagueDate(ctx.now().toISOString(), ctx.config.LEAGUE_TIMEZONE);
  return runLeased(ctx.handle.db, ctx.now, OVERDUE_DIGEST, day, holder, () => mailOverdueDigest(ctx));
}
