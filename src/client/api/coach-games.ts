import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachGame, Game } from '../../shared/schemas/game';
import type { ScoreSubmissionInput } from '../../shared/schemas/score';
import { apiRequest } from './http';
import { invalidateReads } from './invalidate';
import { GAME_READS } from './league';

export function useSubmitScore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, scores }: { gameId: number; scores: ScoreSubmissionInput }) => apiRequest<CoachGame>('PATCH', `/api/games/${gameId}/score`, scores),
    // Sent even when the browser says it is offline: a failure to connect queues the report (score-dialog.tsx).
    networkMode: 'always',
    onSettled: () => invalidateReads(client, GAME_READS),
  });
}

export function useChangeGameField() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, fieldId }: { gameId: number; fieldId: number | null }) => apiRequest<Game>('PATCH', `/api/games/${gameId}/field`, { fieldId }),
    onSettled: () => invalidateReads(client, GAME_READS),
  });
}
