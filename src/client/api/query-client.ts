import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet, type QueryParams } from './http';

/** The default read: the first key is the path, an optional second key the query parameters. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => {
  const [path, params] = queryKey as [string, QueryParams | undefined];
  return apiGet(path, params);
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 0,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
