import type { Coach } from '../../shared/schemas/coach';
import type { CoachImportBody, CoachImportResult, CoachPatchBody, NewCoachBody } from '../../shared/schemas/coach-admin';
import { apiRequest } from './http';
import { useAccountWrite } from './users';

/** Coach accounts show wherever accounts do (see ACCOUNT_READS). */
export function useCreateCoach() {
  return useAccountWrite((body: NewCoachBody) => apiRequest<Coach>('POST', '/api/coaches', body));
}

export function useUpdateCoach() {
  return useAccountWrite(({ id, body }: { id: number; body: CoachPatchBody }) => apiRequest<Coach>('PATCH', `/api/coaches/${id}`, body));
}

export function useDeleteCoach() {
  return useAccountWrite((id: number) => apiRequest('DELETE', `/api/coaches/${id}`));
}

export function useImportCoaches() {
  return useAccountWrite((body: CoachImportBody) => apiRequest<CoachImportResult>('POST', '/api/coaches/import', body));
}
