import { noteAnswer } from '../offline/connection';
import { impersonationExpired } from './session-events';

/**
 * Every call sends the session cookie. A non-OK answer becomes an error whose text is
 * '{status}: {message}': the JSON `message` when the body is JSON, otherwise the body text,
 * otherwise the status text (spec section 8).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    /** Whether the answer was JSON from the server, rather than, say, a proxy's error page. */
    readonly isJson = true,
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
  }
}

const isJsonAnswer = (response: Response) => (response.headers.get('content-type') ?? '').includes('application/json');

async function messageOf(response: Response, isJson: boolean): Promise<string> {
  const text = await response.text().catch(() => '');
  if (isJson) {
    try {
      const body = JSON.parse(text) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // fall through to the text
    }
  }
  return text || response.statusText;
}

export async function throwIfNotOk(response: Response): Promise<Response> {
  if (response.headers.get('X-Impersonation-Ended') === 'expired') impersonationExpired();
  if (!response.ok) {
    const isJson = isJsonAnswer(response);
    throw new ApiError(response.status, await messageOf(response, isJson), isJson);
  }
  return response;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export function withQuery(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

type Send = (path: string, init: RequestInit) => Promise<Response>;
let send: Send = (path, init) => fetch(path, init);

/** The server renders pages reading its API in-process, not over the network (entry-server.tsx). */
export function sendThrough(other: Send): void {
  send = other;
}

export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await send(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  noteAnswer(response);
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  return (isJsonAnswer(response) ? await response.json() : await response.text()) as T;
}

export function apiGet<T>(path: string, params?: QueryParams): Promise<T> {
  return apiRequest<T>('GET', withQuery(path, params));
}

/** The user's readable reason for a failed call: the server's message when there is one. */
export function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}
