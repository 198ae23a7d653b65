import { QueryClient, type DehydratedState } from '@tanstack/react-query';

/** How long the reads a server-rendered page came with count as fresh: its first render reads none of them again. */
const PAGE_DATA_FRESH_MS = 30_000;

/**
 * The defaults of every read; each read brings its key and query function from its area's query
 * factory. `pageDataAt` is when a server-rendered page's data arrived (`withPageData`): that data
 * is fresh for a moment, everything else is read again whenever it is shown.
 */
export function createQueryClient(pageDataAt?: number): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        // Without a connection a read is still tried: the service worker answers it from its saved copy, if it has one.
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
        staleTime: pageDataAt === undefined ? 0 : (query) => (query.state.dataUpdatedAt === pageDataAt ? PAGE_DATA_FRESH_MS : 0),
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}

/** A server-rendered page's data as arrived at `at`: current then, since the page was. */
export function withPageData(state: DehydratedState, at: number): DehydratedState {
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: at } })) };
}
