import { formatLeague } from './league-time';
import type { Game } from './schemas/game';

/** A game's day and time as the API and mail say it, in the league's time zone; 'TBD' where not yet known. */
export function formattedTime(scheduledTime: string, dateTbd: boolean, timeTbd: boolean, timeZone: string): string {
  if (dateTbd) return 'Date & Time TBD';
  if (timeTbd) return `${formatLeague(scheduledTime, timeZone, 'EEE, MMM d, yyyy')} @ Time TBD`;
  return formatLeague(scheduledTime, timeZone, 'EEE, MMM d, yyyy @ h:mm a');
}

/** Date & time label of a game for the schedule. */
export function gameTimeLabel(game: Pick<Game, 'dateTbd' | 'timeTbd'>, clock: string): string {
  if (game.dateTbd) return 'Date & Time TBD';
  if (game.timeTbd) return 'Time TBD';
  return clock;
}

/** A score is published only when both scores exist and both sides have verified them. */
export function isScoreVisible(game: Pick<Game, 'homeScore' | 'awayScore' | 'homeScoreVerified' | 'awayScoreVerified'>): boolean {
  return game.homeScore !== null && game.awayScore !== null && game.homeScoreVerified && game.awayScoreVerified;
}

export type CoachGameStatus = 'Final' | 'Score Disputed' | 'Upcoming' | 'Awaiting Verification' | 'Score Pending' | 'Cancelled' | 'Rescheduling';

/** The status a coach sees for one of their games (spec 2.11). */
export function coachGameStatus(
  game: Pick<Game, 'status' | 'scheduledTime' | 'dateTbd' | 'homeScoreVerified' | 'awayScoreVerified'>,
  now: Date,
): CoachGameStatus {
  if (game.status === 'completed') return 'Final';
  if (game.status === 'score_disputed') return 'Score Disputed';
  if (game.status === 'cancelled') return 'Cancelled';
  if (game.status === 'rescheduling') return 'Rescheduling';
  if (game.dateTbd || new Date(game.scheduledTime) > now) return 'Upcoming';
  return game.homeScoreVerified || game.awayScoreVerified ? 'Awaiting Verification' : 'Score Pending';
}
