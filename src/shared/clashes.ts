import type { GameStatus } from './schemas/game';

/** How long a game holds its field and its teams unless the league says otherwise (a setting). */
export const DEFAULT_GAME_LENGTH_MINUTES = 120;
export const MIN_GAME_LENGTH_MINUTES = 30;
export const MAX_GAME_LENGTH_MINUTES = 360;

/** Games that hold their slot: a cancelled game, or one being rescheduled, no longer does. */
export const SLOT_HOLDING_STATUSES = ['scheduled', 'completed', 'score_disputed'] as const satisfies readonly GameStatus[];

export function holdsSlot(status: GameStatus): boolean {
  return (SLOT_HOLDING_STATUSES as readonly GameStatus[]).includes(status);
}

/** How a field clash refusal ends: the dialog offers to allow the clash when it reads this. */
export const FIELD_CLASH_HINT = 'If the field has room for both games, allow the field clash.';

/** A game as far as double-booking goes. */
export interface Booking {
  homeTeamId: number;
  awayTeamId: number;
  fieldId: number | null;
  /** When it starts (milliseconds since the epoch); null when its date or its time is to be determined. */
  start: number | null;
  /** Its league-local date, or null when the date is to be determined. */
  date: string | null;
}

/**
 * - duplicate: the same home and away teams at the same start (or on the same date, both with
 *   the time to be determined);
 * - team: a team of one plays in the other while it is on (games `length` long);
 * - field: the same field while the other is on. An administrator may allow this one (a field
 *   with a second diamond).
 */
export type ClashKind = 'duplicate' | 'team' | 'field';

/** The worst clash between two games, or null when both can be played as booked. */
export function clashBetween(a: Booking, b: Booking, lengthMinutes: number): ClashKind | null {
  const sameTeams = a.homeTeamId === b.homeTeamId && a.awayTeamId === b.awayTeamId;
  if (sameTeams && a.date !== null && a.date === b.date && a.start === b.start) return 'duplicate';
  if (a.start === null || b.start === null || Math.abs(a.start - b.start) >= lengthMinutes * 60_000) return null;
  const teamsA = [a.homeTeamId, a.awayTeamId];
  if (teamsA.includes(b.homeTeamId) || teamsA.includes(b.awayTeamId)) return 'team';
  if (a.fieldId !== null && a.fieldId === b.fieldId) return 'field';
  return null;
}
