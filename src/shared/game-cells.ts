import { STATUS_LABELS } from './game-status';
import { formatLeague } from './league-time';
import type { Game } from './schemas/game';
import type { GameSide } from './schemas/game-corrections';

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

interface Sides {
  homeTeam: { name: string };
  awayTeam: { name: string };
}

export function teamOnSide(game: Sides, side: GameSide): string {
  return side === 'home' ? game.homeTeam.name : game.awayTeam.name;
}

/** The team that forfeited the game, or null when the game was not decided by a forfeit. */
export function forfeiterName(game: Sides & Pick<Game, 'forfeitedBy'>): string | null {
  return game.forfeitedBy === undefined ? null : teamOnSide(game, game.forfeitedBy);
}

export function gameStatusText(game: Sides & Pick<Game, 'status' | 'forfeitedBy'> & { overdue: boolean }): string {
  const forfeiter = forfeiterName(game);
  if (forfeiter !== null) return `${STATUS_LABELS[game.status]} (forfeit by ${forfeiter})`;
  return game.overdue ? `${STATUS_LABELS[game.status]} (overdue)` : STATUS_LABELS[game.status];
}
