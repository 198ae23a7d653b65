import { partialMatchKey, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ImpersonatedCoach, SessionUser } from '../../shared/schemas/user';
import { apiRequest } from './http';
import { sessionQueries } from './session';

/**
 * The session changed hands: forget everything read as the previous user and read the new one.
 * Stands in for a page reload without losing the toast that says what happened.
 */
export async function startOver(client: QueryClient): Promise<SessionUser | null | undefined> {
  const session = sessionQueries.user().queryKey;
  client.removeQueries({ predicate: (query) => !partialMatchKey(query.queryKey, session) });
  await client.invalidateQueries({ queryKey: session });
  return client.getQueryData(session);
}

export function useStartImpersonation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (coachId: number) => apiRequest<ImpersonatedCoach>('POST', `/api/impersonate/${coachId}`),
    onSuccess: () => startOver(client),
  });
}

export function useEndImpersonation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/end-impersonation'),
    onSuccess: () => startOver(client),
  });
}
