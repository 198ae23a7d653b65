import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http';

const KEY = ['/api/settings/self-registration'] as const;

export function useSelfRegistration() {
  return useQuery<{ enabled: boolean }>({ queryKey: KEY });
}

export function useSetSelfRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiRequest<{ enabled: boolean }>('PUT', KEY[0], { enabled }),
    onSuccess: (answer) => client.setQueryData(KEY, answer),
  });
}
