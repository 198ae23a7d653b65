import type { QueryClient } from '@tanstack/react-query';

/** Refetches every cached read whose path starts with one of the prefixes. */
export function invalidatePaths(client: QueryClient, prefixes: string[]): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => {
      const path = query.queryKey[0];
      return typeof path === 'string' && prefixes.some((prefix) => path.startsWith(prefix));
    },
  });
}
