import type { SessionUser } from '../../shared/schemas/user';
import { apiRequest } from './http';
import { useSessionAnswer } from './session';

/** The first-sign-in step of an account given a shared password. */
export function useChoosePassword() {
  return useSessionAnswer((password: string) => apiRequest<SessionUser>('POST', '/api/choose-password', { password }));
}
