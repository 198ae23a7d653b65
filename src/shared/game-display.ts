import { formatLeague, leagueDate } from './league-time';
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

/** Which side won a game whose score is shown: 'tie' for equal scores, null while there is no score to show. */
export function winnerOf(game: Pick<Game, 'homeScore' | 'awayScore' | 'homeScoreVerified' | 'awayScoreVerified'>): 'home' | 'away' | 'tie' | null {
  if (!isScoreVisible(game) || game.homeScore === null || game.awayScore === null) return null;
  if (game.homeScore === game.awayScore) return 'tie';
  return game.homeScore > game.awayScore ? 'home' : 'away';
}

/**
 * What the public schedule says of a game's score: 'final' when the score is shown, 'disputed' while
 * the coaches' reports disagree, 'pending' once a scheduled game has been played without a final
 * score (a game whose time is still to be decided, once its day is over), and null otherwise
 * (still to come, cancelled, rescheduling). A public read says only that a score is missing or in
 * dispute, never what one coach reported.
 */
export function publicScoreState(
  game: Pick<Game, 'status' | 'scheduledTime' | 'dateTbd' | 'timeTbd' | 'homeScore' | 'awayScore' | 'homeScoreVerified' | 'awayScoreVerified'>,
  now: Date,
  timeZone: string,
): 'final' | 'disputed' | 'pending' | null {
  if (isScoreVisible(game)) return 'final';
  if (game.status === 'score_disputed') return 'disputed';
  if (game.status !== 'scheduled' || game.dateTbd) return null;
  const played = game.timeTbd ? leagueDate(game.scheduledTime, timeZone) < leagueDate(now.toISOString(), timeZone) : new Date(game.scheduledTime) <= now;
  return played ? 'pending' : null;
}
