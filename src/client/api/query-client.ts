import { QueryClient } from '@tanstack/react-query';

/** The defaults of every read; each read brings its key and query function from its area's query factory. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 0,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
