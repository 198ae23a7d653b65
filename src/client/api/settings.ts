import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from './http';
import type { SelfRegistration } from '../../shared/schemas/registration';

const SELF_REGISTRATION = '/api/settings/self-registration';

export const settingQueries = {
  selfRegistration: () => queryOptions({ queryKey: ['settings', 'self-registration'], queryFn: () => apiGet<SelfRegistration>(SELF_REGISTRATION) }),
};

export function useSelfRegistration() {
  return useQuery(settingQueries.selfRegistration());
}

export function useSetSelfRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiRequest<SelfRegistration>('PUT', SELF_REGISTRATION, { enabled }),
    onSuccess: (answer) => client.setQueryData(settingQueries.selfRegistration().queryKey, answer),
  });
}
