import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../shared/schemas/user';
import { apiRequest } from './http';
import { USER_KEY } from './session';

/** The first-sign-in step of an account given a shared password. */
export function useChoosePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest<SessionUser>('POST', '/api/choose-password', { password }),
    onSuccess: (user) => client.setQueryData(USER_KEY, user),
  });
}
