/// <reference lib="webworker" />
// The service worker (docs/decisions/0052-installable-and-offline.md): the application's code is
// kept at install; pages and reads go to the network first and, when it cannot be reached, are
// answered from the copy saved the last time they were fetched, stamped with that time.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { pathPattern } from '../../shared/client-routes';
import { SERVER_PAGES } from '../server-pages';
import { isMyGamesRead, OWN_READS, SAVED_AT_HEADER, SAVED_AT_META, SAVED_PAGES, SAVED_READS } from './saved-copies';

declare const self: ServiceWorkerGlobalScope;

/** The application's page without data: what a page never opened before is offline. */
const SHELL = '/index.html';

const publicPages = SERVER_PAGES.map((page) => pathPattern(page.path));
const isPublicPage = (url: URL) => publicPages.some((page) => page.test(url.pathname));

/** A copy to keep: stamped with the time it was fetched, the header in the page too, as its script cannot read a page's headers. */
async function stamped(response: Response): Promise<Response> {
  const savedAt = new Date().toISOString();
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, savedAt);
  // The body is kept decoded; a copy answers whatever the request says it accepts.
  for (const header of ['content-encoding', 'content-length', 'vary']) headers.delete(header);
  const body = headers.get('content-type')?.startsWith('text/html')
    ? (await response.text()).replace('</head>', `<meta name="${SAVED_AT_META}" content="${savedAt}" /></head>`)
    : await response.blob();
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Saves the successful answers `keep` accepts, stamped; the others are passed on and not kept. */
const saving = (keep: (response: Response) => boolean) => [
  { cacheWillUpdate: async ({ response }: { response: Response }) => (response.status === 200 && keep(response) ? stamped(response) : null) },
];

const pages = new NetworkFirst({ cacheName: SAVED_PAGES, plugins: saving(() => true) });
// The server says which reads are the same for everyone: its read cache answers them with
// `Cache-Control: no-cache` (per-caller copies are `private`, other reads say nothing).
const publicReads = new NetworkFirst({ cacheName: SAVED_READS, plugins: saving((response) => response.headers.get('cache-control') === 'no-cache') });
const ownReads = new NetworkFirst({ cacheName: OWN_READS, plugins: saving(() => true) });

// First, so the kept application page never answers '/' in place of the rendered home page.
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return isPublicPage(options.url) ? await pages.handle(options) : await fetch(options.request);
    } catch {
      return (await matchPrecache(SHELL)) ?? Response.error();
    }
  }),
);
registerRoute(({ url, sameOrigin }) => sameOrigin && isMyGamesRead(url.pathname), ownReads);
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'), publicReads);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The public pages open when the worker starts came before it: they are saved now, as if opened again. */
async function saveOpenPages(): Promise<void> {
  const cache = await caches.open(SAVED_PAGES);
  const windows = await self.clients.matchAll({ type: 'window' });
  const urls = windows.map((client) => new URL(client.url)).filter(isPublicPage);
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url.href, { credentials: 'same-origin' }).catch(() => undefined);
      if (response?.status === 200) await cache.put(url.href, await stamped(response));
    }),
  );
}

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim().then(saveOpenPages)));
