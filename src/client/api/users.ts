import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagedUser, NewUserBody, UserPatchBody } from '../../shared/schemas/user';
import { apiRequest } from './http';
import { invalidatePaths } from './invalidate';
import { USER_KEY } from './session';

/** Accounts show up in the user grid, the coach lists and the session. */
const USER_READS = ['/api/users', '/api/coaches', USER_KEY[0]];

export function useUsers() {
  return useQuery<ManagedUser[]>({ queryKey: ['/api/users'] });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewUserBody) => apiRequest<ManagedUser>('POST', '/api/users', body),
    onSettled: () => invalidatePaths(client, USER_READS),
  });
}

/** PATCH /api/users/{id}: a profile change or an administrator's edit; only the fields sent change. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UserPatchBody }) => apiRequest<ManagedUser>('PATCH', `/api/users/${id}`, changes),
    onSettled: () => invalidatePaths(client, USER_READS),
  });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/users/${id}`),
    onSettled: () => invalidatePaths(client, USER_READS),
  });
}
