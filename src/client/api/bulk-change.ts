import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkApplyBody, BulkPreview, BulkPreviewBody, BulkResult } from '../../shared/schemas/bulk-change';
import { apiRequest } from './http';
import { invalidateReads } from './invalidate';
import { GAME_READS } from './league';

/** What a bulk change would do; writes nothing. */
export function usePreviewBulkChange() {
  return useMutation({ mutationFn: (body: BulkPreviewBody) => apiRequest<BulkPreview>('POST', '/api/admin/games/bulk-change/preview', body) });
}

export function useApplyBulkChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkApplyBody) => apiRequest<BulkResult>('POST', '/api/admin/games/bulk-change', body),
    onSettled: () => invalidateReads(client, GAME_READS),
  });
}
