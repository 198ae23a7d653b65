import type { FastifyRequest } from 'fastify';

/**
 * A cached read is stored under its route with the validated values of its parameters and query
 * (`/api/games?divisionId=2`, keys in order), never under the address as it came: `divisionId=02`,
 * keys in another order or a query the route does not take make no entries of their own.
 */
export function keyOfRead(request: FastifyRequest): string {
  const params = request.params as Record<string, unknown>;
  const path = request.routeOptions.url?.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(asText(params[name]))) ?? '';
  // A route without a query schema takes no query: whatever came with it is not part of the read.
  if (!request.routeOptions.schema?.querystring) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query as Record<string, unknown>)) {
    if (value !== undefined) search.append(name, asText(value));
  }
  return withQuery(path, search);
}

/**
 * The key an address has if it is already spelled as its read's key (save for the order of the
 * query), which is how the application asks: answers the same for everyone are looked up with it
 * before validation.
 */
export function keyOfUrl(url: string): string {
  const mark = url.indexOf('?');
  return mark === -1 ? url : withQuery(url.slice(0, mark), new URLSearchParams(url.slice(mark + 1)));
}

/** A validated value as the address spells it: `2` for the number 2, `true` for true. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function withQuery(path: string, search: URLSearchParams): string {
  search.sort();
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
