import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { MagicLinkVerification } from '../../shared/schemas/magic-link';
import type { ForgotPasswordBody, ResetPasswordBody } from '../../shared/schemas/password';
import { apiRequest } from './http';

/** Password reset and first-password links: the calls of the /auth page's other modes. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (body: ForgotPasswordBody) => apiRequest('POST', '/api/request-password-reset', body) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordBody) => apiRequest('POST', '/api/reset-password', body) });
}

/** Who a magic link is for; read once per token, never retried. The token goes in the body, never in an address. */
export const magicLinkQueries = {
  verification: (token: string) =>
    queryOptions({
      queryKey: ['magic-links', 'verification', token],
      queryFn: () => apiRequest<MagicLinkVerification>('POST', '/api/magic-links/verify', { token }),
      staleTime: Infinity,
      gcTime: 0,
    }),
};

export function useMagicLinkVerification(token: string) {
  return useQuery(magicLinkQueries.verification(token));
}

export function useSetPasswordWithLink() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => apiRequest<{ success: boolean; message: string }>('POST', '/api/magic-links/set-password', body),
  });
}
