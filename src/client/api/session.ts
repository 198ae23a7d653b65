import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegistrationBody } from '../../shared/schemas/registration';
import type { LoginBody, SessionUser } from '../../shared/schemas/user';
import { ApiError, apiRequest } from './http';

export const USER_KEY = ['/api/user'] as const;

/** The signed-in user: undefined while loading, null when signed out (a 401). */
export function useSession() {
  const query = useQuery({
    queryKey: USER_KEY,
    queryFn: async () => {
      try {
        return await apiRequest<SessionUser>('GET', '/api/user');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 5000,
    refetchOnWindowFocus: true,
  });
  return { user: query.data, isLoading: query.isPending, error: query.error };
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest<SessionUser>('POST', '/api/login', body),
    onSuccess: (user) => client.setQueryData(USER_KEY, user),
  });
}

/** Creates an account (the installation's first with its setup token) and signs it in. */
export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationBody) => apiRequest<SessionUser>('POST', '/api/register', body),
    onSuccess: (user) => client.setQueryData(USER_KEY, user),
  });
}

/** Signs out on the server; the caller then reloads the application (see useSignOut). */
export function useLogout() {
  return useMutation({ mutationFn: () => apiRequest('POST', '/api/logout') });
}
