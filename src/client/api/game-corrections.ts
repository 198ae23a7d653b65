import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Game } from '../../shared/schemas/game';
import type { ForfeitBody, ForfeitScore, ReasonBody, ReinstateBody, ScoreCorrectionBody } from '../../shared/schemas/game-corrections';
import { apiGet, apiRequest } from './http';
import { invalidateReads } from './invalidate';
import { GAME_READS, gameQueries } from './league';

const FORFEIT_SCORE = '/api/settings/forfeit-score';

/** A division's games (the public read), for what a correction will do to its standings; a games read, so every game write refreshes it. */
const divisionGames = (divisionId: number) =>
  queryOptions({ queryKey: [...gameQueries.all(), 'division', divisionId], queryFn: () => apiGet<Game[]>('/api/games', { divisionId }) });

export function useDivisionGames(divisionId: number) {
  return useQuery(divisionGames(divisionId));
}

function useCorrection<Body>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Body }) => apiRequest<Game>('PATCH', `/api/games/${id}/${path}`, body),
    onSettled: () => invalidateReads(client, GAME_READS),
  });
}

export const useCorrectScore = () => useCorrection<ScoreCorrectionBody>('correct-score');
export const useRecordForfeit = () => useCorrection<ForfeitBody>('forfeit');
export const useUndoForfeit = () => useCorrection<ReasonBody>('undo-forfeit');
export const useCancelGame = () => useCorrection<ReasonBody>('cancel');
export const useReinstateGame = () => useCorrection<ReinstateBody>('reinstate');

const forfeitScoreQuery = () => queryOptions({ queryKey: ['settings', 'forfeit-score'], queryFn: () => apiGet<ForfeitScore>(FORFEIT_SCORE) });

export function useForfeitScore() {
  return useQuery(forfeitScoreQuery());
}

export function useSetForfeitScore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (score: ForfeitScore) => apiRequest<ForfeitScore>('PUT', FORFEIT_SCORE, score),
    onSuccess: (answer) => client.setQueryData(forfeitScoreQuery().queryKey, answer),
  });
}
