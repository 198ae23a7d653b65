import type { CoachGame, GameStatus } from './schemas/game';

interface ReportableGame {
  status: GameStatus;
  dateTbd: boolean;
  scheduledTime: string;
}

/**
 * Why a game takes no score report now, or null when it does: only a scheduled game whose date is
 * known and whose start has passed. The server gives this reason; the portal hides the action.
 */
export function scoreReportRefusal(game: ReportableGame, now: Date): string | null {
  switch (game.status) {
    case 'completed':
      return 'The score of this game is already final';
    case 'score_disputed':
      return 'The score of this game is disputed. A league administrator will resolve it.';
    case 'cancelled':
      return 'This game was cancelled';
    case 'rescheduling':
      return 'This game is being rescheduled';
    case 'scheduled':
      break;
  }
  if (game.dateTbd) return 'This game has no date yet, so no score can be reported';
  if (new Date(game.scheduledTime) > now) return 'Scores can be reported only after the game has started';
  return null;
}

/** Whether the coach's portal offers score entry for the game: reportable, and their side has not reported. */
export function canReportScore(game: CoachGame, now: Date): boolean {
  const ownSideReported = game.isHomeTeam ? game.homeScoreVerified : game.awayScoreVerified;
  return game.isCoachTeamGame && !ownSideReported && scoreReportRefusal(game, now) === null;
}

/** What a coach's score report came to, as the coach is told it. */
export function reportOutcome(game: Pick<CoachGame, 'status'>): string {
  if (game.status === 'completed') return 'Both coaches agree: the score is final.';
  if (game.status === 'score_disputed') return "Your score differs from the other coach's report. A league administrator will resolve it.";
  return 'The score becomes final when the other coach reports the same result.';
}
