import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewSeasonBody, SeasonDeletePreview, SeasonDetail, SeasonPreview, SeasonUpdateBody } from '../../shared/schemas/season';
import { apiGet, apiRequest } from './http';
import { seasonQueries } from './league';

export const seasonDetailQuery = (id: number | null) =>
  queryOptions({ queryKey: [...seasonQueries.all(), 'detail', id], queryFn: () => apiGet<SeasonDetail>(`/api/seasons/${id}`), enabled: id !== null });

export function useSeasonDetail(id: number | null) {
  return useQuery(seasonDetailQuery(id));
}

/**
 * A season's start, switch or removal changes what every page shows (the current season's
 * divisions, teams, games, formats, a coach's own teams): every read is refreshed.
 */
function useSeasonWrite<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  // Not awaited: the caller hears of its outcome at once, while the pages refetch.
  return useMutation({ mutationFn: call, onSettled: () => void client.invalidateQueries() });
}

export function usePreviewSeason() {
  return useMutation({ mutationFn: (body: NewSeasonBody) => apiRequest<SeasonPreview>('POST', '/api/seasons/preview', body) });
}

export function useCreateSeason() {
  return useSeasonWrite((body: NewSeasonBody) => apiRequest<SeasonDetail>('POST', '/api/seasons', body));
}

export function useUpdateSeason() {
  return useSeasonWrite(({ id, change }: { id: number; change: SeasonUpdateBody }) => apiRequest<SeasonDetail>('PATCH', `/api/seasons/${id}`, change));
}

/** What deleting the season would take, counted when asked. */
export const seasonDeletePreview = (id: number) => apiGet<SeasonDeletePreview>(`/api/seasons/${id}/delete-preview`);

export function useDeleteSeason() {
  return useSeasonWrite((id: number) => apiRequest('DELETE', `/api/seasons/${id}`));
}
