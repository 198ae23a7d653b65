import { z } from 'zod';
import { hasResult } from '../../../shared/game-status';
import type { MailKind } from '../../../shared/schemas/notifications';
import type { GameRow } from '../../db/schema';

/** A game as a mail names it: its teams, division, day and time, and field, as they were when the notice was written. */
const gameLine = z.object({ away: z.string(), home: z.string(), division: z.string(), when: z.string(), field: z.string() });
export type GameLine = z.infer<typeof gameLine>;

/** How a game got its final score. */
const FINAL_WAYS = ['agreed', 'entered', 'resolved', 'corrected', 'forfeit', 'one_report'] as const;

const score = { awayScore: z.number(), homeScore: z.number() };
/** The side a notice asks for its score report. */
const asked = z.enum(['home', 'away']);

/**
 * What one person is told of one change, kept as JSON in `notification_events.notice` until it is
 * mailed. Each carries the names it needs, so a game renamed or deleted meanwhile reads as it was.
 */
export const storedNotice = z.discriminatedUnion('type', [
  z.object({ type: z.literal('moved'), game: gameLine, was: gameLine }),
  z.object({ type: z.literal('rescheduling'), game: gameLine }),
  z.object({ type: z.literal('cancelled'), game: gameLine }),
  z.object({ type: z.literal('reinstated'), game: gameLine }),
  z.object({ type: z.literal('reported'), game: gameLine, by: z.string(), side: asked }),
  z.object({ type: z.literal('final'), game: gameLine, ...score, way: z.enum(FINAL_WAYS), team: z.string().optional(), hours: z.number().optional() }),
  z.object({ type: z.literal('disputed'), game: gameLine }),
  z.object({ type: z.literal('score_removed'), game: gameLine }),
  z.object({ type: z.literal('reminder'), game: gameLine, team: z.string(), side: asked }),
  z.object({ type: z.literal('dispute_waiting'), game: gameLine }),
  z.object({ type: z.literal('rule'), enabled: z.boolean(), hours: z.number() }),
  z.object({ type: z.literal('announcement'), title: z.string(), text: z.string(), division: z.string().nullable() }),
]);
export type Notice = z.infer<typeof storedNotice>;
export type GameNotice = Exclude<Notice, { type: 'rule' | 'announcement' }>;

/**
 * A change a game write made, as the notifications feature takes it: the game before and after,
 * and what the write knows that the rows do not say.
 */
export interface GameChange {
  before: GameRow;
  after: GameRow;
  /** A coach's score report made this change: the side reported for. */
  reportedBy?: 'home' | 'away';
  /** The league's rule made a lone report final after this many hours. */
  finalAfterHours?: number;
}

/** Who of a game is told: the coaches of both teams (before and after the change), of one side, or league staff. */
export type Audience = 'both' | 'home' | 'away' | 'staff';

export interface Draft {
  kind: MailKind;
  audience: Audience;
  notice: GameNotice;
}

const sameLine = (a: GameLine, b: GameLine) => a.away === b.away && a.home === b.home && a.when === b.when && a.field === b.field;

function finalNotice(change: GameChange, game: GameLine): GameNotice {
  const { before, after } = change;
  const score = { awayScore: after.away_score ?? 0, homeScore: after.home_score ?? 0 };
  const teamOf = (side: 'home' | 'away') => (side === 'home' ? game.home : game.away);
  if (before.status === 'score_disputed') return { type: 'final', game, ...score, way: 'resolved' };
  if (after.forfeited_by !== null) return { type: 'final', game, ...score, way: 'forfeit', team: teamOf(after.forfeited_by) };
  if (after.final_from_report !== null) {
    return { type: 'final', game, ...score, way: 'one_report', team: teamOf(after.final_from_report), hours: change.finalAfterHours };
  }
  return { type: 'final', game, ...score, way: change.reportedBy ? 'agreed' : 'entered' };
}

/** What a change tells whom. `lineOf` names a game row's teams, day and field. */
export function draftsOf(change: GameChange, lineOf: (row: GameRow) => GameLine): Draft[] {
  const { before, after } = change;
  const game = lineOf(after);
  const drafts: Draft[] = [];
  const tell = (kind: MailKind, notice: GameNotice, audience: Audience = 'both') => drafts.push({ kind, audience, notice });

  if (before.status !== after.status) {
    switch (after.status) {
      case 'cancelled':
        tell('changes', { type: 'cancelled', game });
        break;
      case 'rescheduling':
        tell('changes', { type: 'rescheduling', game });
        break;
      case 'score_disputed':
        tell('scores', { type: 'disputed', game });
        tell('disputes', { type: 'dispute_waiting', game }, 'staff');
        break;
      case 'completed':
        tell('scores', finalNotice(change, game));
        break;
      case 'scheduled':
        if (before.status === 'completed') tell('scores', { type: 'score_removed', game });
        else tell('changes', { type: 'reinstated', game });
        break;
    }
  } else if (after.status === 'completed' && (before.home_score !== after.home_score || before.away_score !== after.away_score)) {
    tell('scores', { type: 'final', game, awayScore: after.away_score ?? 0, homeScore: after.home_score ?? 0, way: 'corrected' });
  } else if (change.reportedBy) {
    // The first of the two reports: the other side is asked for theirs, without the numbers (decision 0008).
    const other = change.reportedBy === 'home' ? 'away' : 'home';
    tell('scores', { type: 'reported', game, by: change.reportedBy === 'home' ? game.home : game.away, side: other }, other);
  }

  // A game played (or cancelled) keeps its record straight without a mail: only games to come are moved.
  const was = lineOf(before);
  if (after.status !== 'cancelled' && !hasResult(after.status) && !sameLine(was, game)) tell('changes', { type: 'moved', game, was });
  return drafts;
}
