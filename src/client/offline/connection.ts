import { SAVED_AT_HEADER, SAVED_AT_META } from './saved-copies';

/** What the offline notice says: whether the browser is online, and how old what the page shows is. */
export interface Connection {
  online: boolean;
  /** The oldest saved copy the page was answered with since the connection was last back (ISO time). */
  savedAt: string | null;
  /** When the last answer came from the server itself (ISO time). */
  liveAt: string;
}

/** On the server, and while the browser takes a page over: nothing to tell. */
const SERVER_RENDER: Connection = { online: true, savedAt: null, liveAt: '' };

let connection = SERVER_RENDER;
let liveAt = new Date().toISOString();
const listeners = new Set<() => void>();

function update(change: Partial<Connection>): void {
  connection = { ...connection, ...change };
  for (const listener of listeners) listener();
}

/** Every API answer passes here: one from a saved copy says when it was fetched. */
export function noteAnswer(response: Response): void {
  const savedAt = response.headers.get(SAVED_AT_HEADER);
  if (savedAt === null) liveAt = new Date().toISOString();
  else if (connection.savedAt === null || savedAt < connection.savedAt) update({ savedAt });
}

/** Follows the browser's connection from now on; a page answered from a saved copy carries its time. */
export function watchConnection(): void {
  const savedPage = document.querySelector<HTMLMetaElement>(`meta[name="${SAVED_AT_META}"]`)?.content ?? null;
  update({ online: navigator.onLine, savedAt: savedPage, liveAt });
  window.addEventListener('offline', () => update({ online: false, liveAt }));
  window.addEventListener('online', () => update({ online: true, savedAt: null }));
}

export function subscribeToConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const connectionNow = (): Connection => connection;
export const connectionOnServer = (): Connection => SERVER_RENDER;
