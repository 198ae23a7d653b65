import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegistrationBody } from '../../shared/schemas/registration';
import type { LoginBody, SessionUser } from '../../shared/schemas/user';
import { useHydrating } from '../ui/use-hydrating';
import { ApiError, apiRequest } from './http';

/** The signed-in user: null when signed out (a 401). */
async function readSessionUser(): Promise<SessionUser | null> {
  try {
    return await apiRequest<SessionUser>('GET', '/api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueries = {
  user: () => queryOptions({ queryKey: ['session'], queryFn: readSessionUser, staleTime: 5000, refetchOnWindowFocus: true }),
};

/**
 * The signed-in user: undefined while loading, null when signed out. A page rendered on the server
 * is the same for everyone: while the browser takes it over, the user is not known yet either.
 */
export function useSession() {
  const query = useQuery(sessionQueries.user());
  const hydrating = useHydrating();
  if (hydrating) return { user: undefined, isLoading: true, error: null };
  return { user: query.data, isLoading: query.isPending, error: query.error };
}

/** After a sign-in or a password change: the session is the user the server answered with. */
export function useSessionAnswer<Variables>(call: (variables: Variables) => Promise<SessionUser>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (user) => client.setQueryData(sessionQueries.user().queryKey, user) });
}

export function useLogin() {
  return useSessionAnswer((body: LoginBody) => apiRequest<SessionUser>('POST', '/api/login', body));
}

/** Creates an account (the installation's first with its setup token) and signs it in. */
export function useRegister() {
  return useSessionAnswer((body: RegistrationBody) => apiRequest<SessionUser>('POST', '/api/register', body));
}

/** Signs out on the server; the caller then reloads the application (see useSignOut). */
export function useLogout() {
  return useMutation({ mutationFn: () => apiRequest('POST', '/api/logout') });
}
