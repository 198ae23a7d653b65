import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Refetches every cached read under one of the keys (a key matches the reads it begins). */
export async function invalidateReads(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
