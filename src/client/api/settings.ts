import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SelfRegistration } from '../../shared/schemas/registration';
import { apiRequest } from './http';

const KEY = ['/api/settings/self-registration'] as const;

export function useSelfRegistration() {
  return useQuery<SelfRegistration>({ queryKey: KEY });
}

export function useSetSelfRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiRequest<SelfRegistration>('PUT', KEY[0], { enabled }),
    onSuccess: (answer) => client.setQueryData(KEY, answer),
  });
}
