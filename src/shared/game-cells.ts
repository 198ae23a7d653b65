import { STATUS_LABELS } from './game-status';
import { formatLeague } from './league-time';
import type { Game } from './schemas/game';

// The games list's cells as text, the same on the page and in its CSV export.

export function gameDateText(game: Pick<Game, 'scheduledTime' | 'dateTbd'>, timeZone: string): string {
  return game.dateTbd ? 'TBD' : formatLeague(game.scheduledTime, timeZone, 'EEE, MMM d, yyyy');
}

export function gameTimeText(game: Pick<Game, 'scheduledTime' | 'timeTbd'>, timeZone: string): string {
  return game.timeTbd ? 'TBD' : formatLeague(game.scheduledTime, timeZone, 'h:mm a');
}

/** The final score, visitors first as in "Away @ Home"; empty until the game is completed. */
export function gameScoreText(game: Pick<Game, 'status' | 'homeScore' | 'awayScore'>): string {
  return game.status === 'completed' && game.homeScore !== null && game.awayScore !== null ? `${game.awayScore}–${game.homeScore}` : '';
}

export function gameStatusText(game: Pick<Game, 'status'> & { overdue: boolean }): string {
  return game.overdue ? `${STATUS_LABELS[game.status]} (overdue)` : STATUS_LABELS[game.status];
}
