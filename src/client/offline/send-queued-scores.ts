import type { CoachGame } from '../../shared/schemas/game';
import { ApiError, apiGet, apiRequest } from '../api/http';
import { queuedScores, unqueueScore, type QueuedScore } from './score-queue';

/** What became of a queued report: taken (its outcome in `game`) or refused (the server's reason). */
export type SentScore = { queued: QueuedScore } & ({ kind: 'sent'; game: CoachGame } | { kind: 'refused'; reason: string });

/** The coach's own report of the game, as the server has it, if it is the one queued. */
function ownReportIs(game: CoachGame, { scores }: QueuedScore): boolean {
  const side = (scores.isHomeTeamCoach ?? game.isHomeTeam) ? 'home' : 'away';
  const own = game.scoreReports.find((report) => report.side === side);
  return own?.homeScore === scores.homeSubmittedScore && own.awayScore === scores.awaySubmittedScore;
}

/** Sends one report; undefined: not answered (no connection, the server down or the session gone), so it stays queued. */
async function send(userId: number, queued: QueuedScore): Promise<SentScore | undefined> {
  try {
    const game = await apiRequest<CoachGame>('PATCH', `/api/games/${queued.gameId}/score`, queued.scores);
    return { queued, kind: 'sent', game };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401 || error.status >= 500) return undefined;
    // A report the server already has is refused as a second one: the earlier sending arrived
    // though its answer did not. A fresh read tells which, and what it came to.
    const games = await apiGet<CoachGame[]>(`/api/coaches/${userId}/games`).catch(() => undefined);
    if (games === undefined) return undefined;
    const game = games.find((g) => g.id === queued.gameId);
    return game && ownReportIs(game, queued) ? { queued, kind: 'sent', game } : { queued, kind: 'refused', reason: error.serverMessage };
  }
}

async function sendAll(userId: number, tell: (sent: SentScore) => void): Promise<void> {
  // Read inside the lock: another tab may have sent some meanwhile.
  for (const queued of queuedScores(userId)) {
    const sent = await send(userId, queued);
    if (sent === undefined) return;
    unqueueScore(userId, queued.gameId);
    tell(sent);
  }
}

let inThisTab: Promise<void> = Promise.resolve();

/**
 * Sends the coach's queued reports, one tab of the browser at a time (a Web Lock), each removed
 * from the queue only once the server has answered it; tells each outcome.
 */
export function sendQueuedScores(userId: number, tell: (sent: SentScore) => void): Promise<void> {
  const run = () => sendAll(userId, tell);
  if (typeof navigator.locks?.request === 'function') return navigator.locks.request(`dugout-queued-scores-${userId}`, run);
  inThisTab = inThisTab.then(run, run);
  return inThisTab;
}
