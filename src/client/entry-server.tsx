// The browser application built for the server (vite.config.ts builds it into dist/render): renders
// the public pages of server-pages.ts from the public API, read in-process, for the server to send
// as HTML (src/server/http/server-pages.ts). The browser then takes the page over (main.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import type { PageRenderer, ReadApi, RenderedPage } from '../shared/page-rendering';
import { sendThrough } from './api/http';
import { createQueryClient } from './api/query-client';
import { AppProviders } from './app-providers';
import { routes } from './routes';
import { SERVER_PAGES } from './server-pages';
import { seasonOfSearch } from './ui/use-chosen-season';
import { tabTitle } from './ui/use-page-title';

// Renders of several requests (and of several servers, in tests) interleave: each read goes to
// the server of the render it is part of. Outside a render (code sharing this module in a test
// run), calls go out as they would have.
const readOfThisRender = new AsyncLocalStorage<ReadApi>();
sendThrough(async (path, init) => {
  const read = readOfThisRender.getStore();
  if (!read) return fetch(path, init);
  const answer = await read(path);
  return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
});

const handler = createStaticHandler(routes);

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The reads' data without the moments they were made: the same data renders the same bytes, in every process. */
function timeless(state: DehydratedState): DehydratedState {
  return { ...state, queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })) };
}

async function renderPage(address: URL, read: ReadApi): Promise<RenderedPage | null> {
  const match = SERVER_PAGES.map((page) => ({ page, found: matchPath({ path: page.path, caseSensitive: true }, address.pathname) })).find((m) => m.found);
  if (!match?.found) return null;
  const { page, found } = match;

  // The reads, then a client holding only what they answered, as the browser's will: a read that
  // failed is made again by the browser, and both render it as not there yet.
  const reading = createQueryClient();
  const rendering = createQueryClient();
  try {
    await readOfThisRender.run(read, () =>
      Promise.all(
        page.reads({ params: found.params, season: seasonOfSearch(address.searchParams) }, (options) =>
          reading.prefetchQuery(options).then(() => reading.getQueryData(options.queryKey)),
        ),
      ),
    );
    const data = timeless(dehydrate(reading));
    hydrate(rendering, data);

    const context = await handler.query(new Request(address));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    let title = '';
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <AppProviders client={rendering} onTitle={(t) => (title = t)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      // One piece of markup: a large part set apart would come with an inline script to put it in place.
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await textOf(prelude);
    if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
    return { html, title: title ? tabTitle(title) : '', data: JSON.stringify(data) };
  } finally {
    // Nothing of a render is kept (the queries' clean-up timers go with them).
    reading.clear();
    rendering.clear();
  }
}

export const renderer: PageRenderer = {
  paths: SERVER_PAGES.map((page) => page.path),
  render: (url, read) => renderPage(new URL(url, 'http://dugout.invalid'), read),
};
