import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Field, FieldDeletePreview, FieldInput } from '../../shared/schemas/field';
import { apiGet, apiRequest, throwIfNotOk } from './http';
import { invalidateReads } from './invalidate';
import { fieldQueries, gameQueries } from './league';

/** Games show their field's name, so field changes refresh the game reads too. */
const FIELD_READS = [fieldQueries.all(), gameQueries.all()];

export function useField(id: number | null) {
  return useQuery(fieldQueries.detail(id));
}

/** Adds a field (no id) or changes one. */
export function useSaveField() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: FieldInput }) =>
      id === null ? apiRequest<Field>('POST', '/api/fields', input) : apiRequest<Field>('PATCH', `/api/fields/${id}`, input),
    onSettled: () => invalidateReads(client, FIELD_READS),
  });
}

/** What deleting the field would change, counted when asked. */
export const fieldDeletePreview = (id: number) => apiGet<FieldDeletePreview>(`/api/fields/${id}/delete-preview`);

export function useDeleteField() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/fields/${id}`),
    onSettled: () => invalidateReads(client, FIELD_READS),
  });
}

/** Sends one photo as the multipart part `image`; answers the url the server stored it under. */
export async function uploadPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  let response: Response;
  try {
    response = await fetch('/api/upload', { method: 'POST', credentials: 'include', body });
  } catch {
    throw new Error('Failed to upload image');
  }
  await throwIfNotOk(response);
  const answer = (await response.json().catch(() => null)) as { url?: unknown } | null;
  if (typeof answer?.url !== 'string' || !answer.url.startsWith('/uploads/')) {
    throw new Error('Server did not return a valid image URL');
  }
  return answer.url;
}
