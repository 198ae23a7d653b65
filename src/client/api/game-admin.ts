import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Game } from '../../shared/schemas/game';
import type {
  FinalScoreBody,
  GameBody,
  GameImportBody,
  GameImportPreview,
  GameImportResult,
  GameUpdateBody,
  SeasonClash,
} from '../../shared/schemas/game-admin';
import { apiGet, apiRequest } from './http';
import { invalidateReads } from './invalidate';
import { GAME_READS, gameQueries, seasonKey, seasonParams } from './league';

function useGameWrite<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => invalidateReads(client, GAME_READS) });
}

export function useAddGame() {
  return useGameWrite((body: GameBody) => apiRequest<Game>('POST', '/api/games', body));
}

export function useUpdateGame() {
  return useGameWrite(({ id, body }: { id: number; body: GameUpdateBody }) => apiRequest<Game>('PATCH', `/api/games/${id}`, body));
}

export function useDeleteGame() {
  return useGameWrite((id: number) => apiRequest('DELETE', `/api/games/${id}`));
}

export function useEnterScores() {
  return useGameWrite(({ id, score }: { id: number; score: FinalScoreBody }) => apiRequest<Game>('PATCH', `/api/games/${id}/direct-score`, score));
}

export function useResolveDispute() {
  return useGameWrite(({ id, score }: { id: number; score: FinalScoreBody }) => apiRequest<Game>('PATCH', `/api/games/${id}/resolve-dispute`, score));
}

export function useImportGames() {
  return useGameWrite((body: GameImportBody) => apiRequest<GameImportResult>('POST', '/api/games/import', body));
}

/** Checks a paste without writing anything. */
export function usePreviewImport() {
  return useMutation({ mutationFn: (body: GameImportBody) => apiRequest<GameImportPreview>('POST', '/api/games/import/preview', body) });
}

export function useScoreReports(gameId: number) {
  return useQuery(gameQueries.scoreReports(gameId));
}

/** The season's games that double-book a team or a field; a games read, so every game write refreshes it. */
const clashQueries = {
  ofSeason: (season?: number) =>
    queryOptions({
      queryKey: [...gameQueries.all(), 'clashes', seasonKey(season)],
      queryFn: () => apiGet<SeasonClash[]>('/api/games/clashes', seasonParams(season)),
    }),
};

export function useSeasonClashes(season?: number) {
  return useQuery(clashQueries.ofSeason(season));
}
