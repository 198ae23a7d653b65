import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedUser, NewUserBody, UserPatchBody } from '../../shared/schemas/user';
import { apiRequest } from './http';
import { invalidateReads } from './invalidate';
import { coachQueries, gameQueries, teamQueries } from './league';
import { sessionQueries } from './session';

export const userQueries = {
  all: () => ['users'] as const,
};

/** Accounts show up in the user grid, the coach lists (with their teams and games), a team's coaches and the session. */
export const ACCOUNT_READS = [userQueries.all(), coachQueries.all(), teamQueries.all(), gameQueries.ofCoaches(), sessionQueries.user().queryKey];

/** A change to an account: every read that shows accounts is read again once it settles. */
export function useAccountWrite<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => invalidateReads(client, ACCOUNT_READS) });
}

export function useCreateUser() {
  return useAccountWrite((body: NewUserBody) => apiRequest<ManagedUser>('POST', '/api/users', body));
}

/** PATCH /api/users/{id}: a profile change or an administrator's edit; only the fields sent change. */
export function useUpdateUser() {
  return useAccountWrite(({ id, changes }: { id: number; changes: UserPatchBody }) => apiRequest<ManagedUser>('PATCH', `/api/users/${id}`, changes));
}

export function useDeleteUser() {
  return useAccountWrite((id: number) => apiRequest('DELETE', `/api/users/${id}`));
}
