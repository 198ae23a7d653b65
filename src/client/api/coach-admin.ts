import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coach } from '../../shared/schemas/coach';
import type { CoachImportBody, CoachImportResult, CoachPatchBody, NewCoachBody } from '../../shared/schemas/coach-admin';
import { apiRequest } from './http';
import { invalidatePaths } from './invalidate';
import { USER_KEY } from './session';

/** Coach accounts show up in the coach lists, the user grid and, for a coach, the session. */
const COACH_READS = ['/api/coaches', '/api/users', USER_KEY[0]];

function useCoachWrite<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => invalidatePaths(client, COACH_READS) });
}

export function useCreateCoach() {
  return useCoachWrite((body: NewCoachBody) => apiRequest<Coach>('POST', '/api/coaches', body));
}

export function useUpdateCoach() {
  return useCoachWrite(({ id, body }: { id: number; body: CoachPatchBody }) => apiRequest<Coach>('PATCH', `/api/coaches/${id}`, body));
}

export function useDeleteCoach() {
  return useCoachWrite((id: number) => apiRequest('DELETE', `/api/coaches/${id}`));
}

export function useImportCoaches() {
  return useCoachWrite((body: CoachImportBody) => apiRequest<CoachImportResult>('POST', '/api/coaches/import', body));
}
