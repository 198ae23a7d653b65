import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailPreferences, MailPreferencesPatch, Unsubscribed } from '../../shared/schemas/notifications';
import { apiGet, apiRequest, throwIfNotOk } from './http';

const PREFERENCES = '/api/mail-preferences';

export const mailQueries = {
  preferences: () => queryOptions({ queryKey: ['mail-preferences'], queryFn: () => apiGet<MailPreferences>(PREFERENCES) }),
};

/** Which kinds of mail the signed-in person gets. */
export function useMailPreferences() {
  return useQuery(mailQueries.preferences());
}

/** A switch shows its new place at once; it goes back if the server refuses. */
export function useChangeMailPreferences() {
  const client = useQueryClient();
  const { queryKey } = mailQueries.preferences();
  return useMutation({
    mutationFn: (patch: MailPreferencesPatch) => apiRequest<MailPreferences>('PATCH', PREFERENCES, patch),
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      if (before) client.setQueryData(queryKey, { ...before, ...patch });
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
    },
    onSuccess: (answer) => client.setQueryData(queryKey, answer),
  });
}

/**
 * A mail's unsubscribe link, posted as a mail program posts it (RFC 8058: the form body
 * `List-Unsubscribe=One-Click`, no sign-in): the token in the link says who and which kind.
 */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: async (token: string) => {
      const response = await fetch(`${PREFERENCES}/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      await throwIfNotOk(response);
      return (await response.json()) as Unsubscribed;
    },
  });
}
