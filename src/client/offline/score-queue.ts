import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { scoreSubmission } from '../../shared/schemas/score';

/**
 * Score reports a coach made without a connection, kept in this browser per user until the server
 * has answered them (docs/decisions/0052-installable-and-offline.md). One per game: a coach
 * reports a game's score once.
 */
const queuedScore = z.object({
  gameId: z.number().int(),
  /** 'Away @ Home', for telling the coach the outcome wherever they are then. */
  matchup: z.string(),
  scores: scoreSubmission,
  queuedAt: z.string(),
});
export type QueuedScore = z.output<typeof queuedScore>;
const queue = z.array(queuedScore);

const NONE: readonly QueuedScore[] = [];
/** Another tab's change arrives as a `storage` event; this tab's own as this one. */
const CHANGED = 'dugout-queued-scores';
const keyOf = (userId: number) => `dugout.queued-scores.${userId}`;

let lastText: string | null = null;
let lastQueue: readonly QueuedScore[] = NONE;

/** The user's queue; the same array until it changes (a snapshot for React). */
export function queuedScores(userId: number): readonly QueuedScore[] {
  const text = localStorage.getItem(keyOf(userId));
  if (text !== lastText) {
    lastText = text;
    const parsed = text === null ? undefined : queue.safeParse(JSON.parse(text));
    lastQueue = parsed?.success ? parsed.data : NONE;
  }
  return lastQueue;
}

function store(userId: number, scores: readonly QueuedScore[]): void {
  if (scores.length === 0) localStorage.removeItem(keyOf(userId));
  else localStorage.setItem(keyOf(userId), JSON.stringify(scores));
  window.dispatchEvent(new Event(CHANGED));
}

export function queueScore(userId: number, score: QueuedScore): void {
  const now = queuedScores(userId);
  if (!now.some((queued) => queued.gameId === score.gameId)) store(userId, [...now, score]);
}

export function unqueueScore(userId: number, gameId: number): void {
  store(
    userId,
    queuedScores(userId).filter((queued) => queued.gameId !== gameId),
  );
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  window.addEventListener(CHANGED, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(CHANGED, listener);
  };
}

/** The signed-in coach's queued reports, kept current across the browser's tabs. */
export function useQueuedScores(userId: number | undefined): readonly QueuedScore[] {
  return useSyncExternalStore(
    subscribe,
    () => (userId === undefined ? NONE : queuedScores(userId)),
    () => NONE,
  );
}
