import type { GameStatus } from './schemas/game';

/**
 * How a game moves between statuses:
 * - scheduled -> completed: an administrator enters the scores, or both coaches report the same score;
 * - scheduled -> score_disputed: the two coaches report different scores;
 * - score_disputed -> completed: an administrator resolves the dispute;
 * - scheduled, rescheduling and cancelled: an administrator moves a game freely between these
 *   while it has no result.
 * A completed or disputed game keeps its status; its result changes only through the score
 * actions above.
 */
export const PLANNING_STATUSES = ['scheduled', 'rescheduling', 'cancelled'] as const satisfies readonly GameStatus[];
export type PlanningStatus = (typeof PLANNING_STATUSES)[number];

export const STATUS_LABELS: Record<GameStatus, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rescheduling: 'Rescheduling',
  score_disputed: 'Score Disputed',
};

export function isPlanningStatus(status: GameStatus): status is PlanningStatus {
  return (PLANNING_STATUSES as readonly GameStatus[]).includes(status);
}

/** Whether an administrator may set `to` on a game that is `from` by editing it. */
export function canChangeStatus(from: GameStatus, to: GameStatus): boolean {
  return from === to || (isPlanningStatus(from) && isPlanningStatus(to));
}

/** Why a game still to be dated gets no final score (entered, corrected or forfeited). */
export const DATE_TBD_NO_SCORE = 'A game whose date is still to be determined cannot be given a final score; give it its date first';

/** Enter Scores is offered, and accepted, only for a scheduled game with a date: one not yet dated was not played. */
export function canEnterScores(game: { status: GameStatus; dateTbd: boolean }): boolean {
  return game.status === 'scheduled' && !game.dateTbd;
}

/** Resolve Dispute is offered, and accepted, only for a disputed game. */
export function canResolveDispute(status: GameStatus): boolean {
  return status === 'score_disputed';
}

/** A game whose result exists or is being settled keeps its teams. */
export function hasResult(status: GameStatus): boolean {
  return status === 'completed' || status === 'score_disputed';
}

/** Correct Score: a completed game (a forfeit too). */
export function canCorrectScore(status: GameStatus): boolean {
  return status === 'completed';
}

/** Record Forfeit: a game not yet decided, with a date (one not yet dated was not played). */
export function canRecordForfeit(game: { status: GameStatus; dateTbd: boolean }): boolean {
  return (game.status === 'scheduled' || game.status === 'score_disputed' || game.status === 'rescheduling') && !game.dateTbd;
}

/** Undo Forfeit: a game recorded as a forfeit. */
export function canUndoForfeit(game: { status: GameStatus; forfeitedBy?: string | null }): boolean {
  return game.status === 'completed' && game.forfeitedBy !== undefined && game.forfeitedBy !== null;
}
