import { PATHS } from '../../../shared/client-routes';
import { MAIL_KIND_LABELS, type MailKind } from '../../../shared/schemas/notifications';
import type { MailMessage } from '../../mail/mailer';
import { noticeMail, type Link, type NoticeRow } from '../../mail/notice-template';
import type { GameLine, GameNotice, Notice } from './notice';

type Announcement = Extract<Notice, { type: 'announcement' }>;

/** A notice as it waits for its mail, with the game it is about. */
export interface WaitingNotice {
  gameId: number | null;
  notice: Notice;
}

export interface MailLinks {
  publicUrl: string;
  /** The one-click link that turns this kind off; null for mail that cannot be turned off. */
  unsubscribe: string | null;
}

export const matchupOf = (game: GameLine) => `${game.away} @ ${game.home}`;
const scoreOf = (n: { game: GameLine; awayScore: number; homeScore: number }) => `${n.game.away} ${n.awayScore}, ${n.game.home} ${n.homeScore}`;

function whatHappened(notice: GameNotice): string {
  switch (notice.type) {
    case 'moved': {
      const teams = matchupOf(notice.was) === matchupOf(notice.game) ? '' : ` (${matchupOf(notice.was)})`;
      return `Moved. It was ${notice.was.when}, at ${notice.was.field}${teams}.`;
    }
    case 'rescheduling':
      return 'Taken off the schedule to be rescheduled; the new date will follow.';
    case 'cancelled':
      return 'Cancelled.';
    case 'reinstated':
      return 'Back on the schedule.';
    case 'reported':
      return `${notice.by} reported their score. Report yours in My Games: the score is final when both reports agree.`;
    case 'final':
      switch (notice.way) {
        case 'agreed':
          return `Final score ${scoreOf(notice)}: both teams reported it.`;
        case 'entered':
          return `Final score ${scoreOf(notice)}, entered by the league office.`;
        case 'resolved':
          return `The league office resolved the disputed score: final ${scoreOf(notice)}.`;
        case 'corrected':
          return `The league office corrected the final score to ${scoreOf(notice)}.`;
        case 'forfeit':
          return `Recorded as a forfeit by ${notice.team ?? 'one team'}: final ${scoreOf(notice)}.`;
        case 'one_report':
          return `Final score ${scoreOf(notice)}, as ${notice.team ?? 'one team'} reported it: no other report came ${notice.hours === undefined ? 'in time' : `within ${notice.hours} hours`}.`;
      }
      break;
    case 'disputed':
      return 'The two teams reported different scores. The league office will decide the final score.';
    case 'score_removed':
      return 'The forfeit was undone: the game is scheduled again, without a score.';
    case 'reminder':
      return `${notice.team} has not reported the score yet. Please report it in My Games.`;
    case 'dispute_waiting':
      return 'The two coaches reported different scores. Decide the final score in Games.';
  }
}

function ruleParagraph(rule: Extract<Notice, { type: 'rule' }>): string {
  return rule.enabled
    ? `The league changed how scores become final: a score reported by only one team now becomes final ${rule.hours} hours after it was ` +
        'reported (counted from this change for scores reported before it), unless the other team reports too. Please report your scores in time, ' +
        'and tell the league office if a score is wrong.'
    : "The league changed how scores become final: a score reported by only one team no longer becomes final by itself; it waits for the other team's report.";
}

/** Its title, then its text a paragraph per line, as the banner shows it. */
function announcementParagraphs(announcement: Announcement): string[] {
  const lines = announcement.text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return [`${announcement.title}${announcement.division ? ` (${announcement.division})` : ''}`, ...lines];
}

const isGameNotice = (notice: Notice): notice is GameNotice => notice.type !== 'rule' && notice.type !== 'announcement';

/**
 * One row per game and thing that happened to it, in order. Several moves of one game become one,
 * from where it was first to where it is last; a game moved back where it was drops out.
 */
function rowsOf(waiting: readonly WaitingNotice[]): NoticeRow[] {
  const notices: GameNotice[] = [];
  const moveAt = new Map<number, number>();
  for (const { gameId, notice } of waiting) {
    if (!isGameNotice(notice)) continue;
    const earlier = gameId === null ? undefined : moveAt.get(gameId);
    const first = earlier === undefined ? undefined : notices[earlier];
    if (notice.type === 'moved' && earlier !== undefined && first?.type === 'moved') {
      notices[earlier] = { ...notice, was: first.was };
      continue;
    }
    if (notice.type === 'moved' && gameId !== null) moveAt.set(gameId, notices.length);
    notices.push(notice);
  }
  return notices
    .filter((n) => n.type !== 'moved' || JSON.stringify(n.was) !== JSON.stringify(n.game))
    .map((n) => ({
      game: `${matchupOf(n.game)} (${n.game.division})`,
      when: `${n.game.when}, at ${n.game.field === 'TBD' ? 'a field to be decided' : n.game.field}`,
      what: whatHappened(n),
    }));
}

const CAPTIONS: Record<MailKind, string> = {
  changes: 'Changes to your games',
  scores: 'Scores of your games',
  reminders: 'Scores your team has not reported',
  announcements: 'Announcements',
  disputes: 'Score disputes waiting',
};

const INTROS: Record<MailKind, string> = {
  changes: 'The league office or a coach changed these games of your team.',
  scores: 'There is news about the scores of your games.',
  reminders: "The league's rules ask for each score within 24 hours of the game. Your team has not reported these yet.",
  announcements: 'The league office has news for you.',
  disputes: 'The two coaches of these games reported different scores, so the league office decides the final score.',
};

function subjectOf(kind: MailKind, rows: readonly NoticeRow[], only: GameNotice | undefined, announcements: readonly Announcement[]): string {
  const games = new Set(rows.map((r) => r.game)).size;
  if (rows.length === 1 && only) {
    const game = matchupOf(only.game);
    switch (only.type) {
      case 'moved':
        return `Game moved: ${game}`;
      case 'rescheduling':
        return `Game to be rescheduled: ${game}`;
      case 'cancelled':
        return `Game cancelled: ${game}`;
      case 'reinstated':
        return `Game back on the schedule: ${game}`;
      case 'reported':
        return `${only.by} reported the score of ${game}`;
      case 'final':
        return `Final score: ${scoreOf(only)}`;
      case 'disputed':
        return `Score disputed: ${game}`;
      case 'score_removed':
        return `Score removed: ${game}`;
      case 'reminder':
        return `Please report the score of ${game}`;
      case 'dispute_waiting':
        return `Score dispute waiting: ${game}`;
    }
  }
  switch (kind) {
    case 'changes':
      return games === 1 ? 'Changes to one of your games' : `Changes to ${games} of your games`;
    case 'scores':
      return rows.length === 0
        ? 'How scores become final has changed'
        : `News about the scores of ${games === 1 ? 'one of your games' : `${games} of your games`}`;
    case 'reminders':
      return `Please report the scores of ${games} games`;
    case 'announcements':
      return announcements.length === 1 ? `League announcement: ${announcements[0]?.title ?? ''}` : `${announcements.length} league announcements`;
    case 'disputes':
      return `${games} score disputes waiting`;
  }
}

/** The mail that tells one person the notices of one kind that waited for them. */
export function digestMail(to: { name: string; email: string }, kind: MailKind, waiting: readonly WaitingNotice[], links: MailLinks): MailMessage | null {
  const rows = rowsOf(waiting);
  const rules = waiting.flatMap(({ notice }) => (notice.type === 'rule' ? [ruleParagraph(notice)] : []));
  const announcements = waiting.flatMap(({ notice }) => (notice.type === 'announcement' ? [notice] : []));
  if (rows.length === 0 && rules.length === 0 && announcements.length === 0) return null;
  const gameNotices = waiting.flatMap(({ notice }) => (isGameNotice(notice) ? [notice] : []));
  const only = rows.length === 1 && gameNotices.length === 1 ? gameNotices[0] : undefined;
  const subject = subjectOf(kind, rows, only, announcements);
  const staff = kind === 'disputes';
  const action: Link = staff
    ? { label: 'Decide the disputed scores in Games', href: `${links.publicUrl}${PATHS.adminGames}?status=score_disputed` }
    : kind === 'announcements'
      ? { label: 'Open the league site', href: `${links.publicUrl}${PATHS.home}` }
      : { label: 'Open My Games', href: `${links.publicUrl}${PATHS.coachGames}` };
  return noticeMail({
    to: to.email,
    subject,
    heading: subject,
    greeting: `Hello ${to.name},`,
    paragraphs: [...rules, ...(rows.length > 0 || announcements.length > 0 ? [INTROS[kind]] : []), ...announcements.flatMap(announcementParagraphs)],
    table: rows.length > 0 ? { caption: CAPTIONS[kind], rows } : null,
    action,
    why: staff
      ? 'You get this mail because you are league staff. Mail about score disputes waiting goes to league staff always.'
      : `You get this mail because you coach a team in the league and get mail about ${MAIL_KIND_LABELS[kind]}.`,
    preferences: { label: 'Choose which mails you get', href: `${links.publicUrl}${PATHS.coachProfile}` },
    unsubscribe: links.unsubscribe === null ? null : { label: `Stop mail about ${MAIL_KIND_LABELS[kind]}`, href: links.unsubscribe },
  });
}
