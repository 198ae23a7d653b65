import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './focus.css';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { PAGE_DATA_ID } from '../shared/page-rendering';
import { createQueryClient, withPageData } from './api/query-client';
import { sessionQueries } from './api/session';
import { AppProviders } from './app-providers';
import { watchConnection } from './offline/connection';
import { registerServiceWorker } from './offline/register';
import { createAppRouter, createHydratingRouter } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

function application(client: QueryClient, router: ReturnType<typeof createBrowserRouter>) {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

// A public page the server rendered carries the reads it was rendered from: the application takes
// the page over from them (hydration) instead of rendering it again.
const pageData = document.getElementById(PAGE_DATA_ID)?.textContent;
const arrivedAt = Date.now();
const queryClient = createQueryClient(pageData ? arrivedAt : undefined);
if (pageData) hydrate(queryClient, withPageData(JSON.parse(pageData) as DehydratedState, arrivedAt));
// Every page's header asks who is signed in, and the signed-in pages wait on it: asked before the
// first render, the answer is on its way while the application starts.
void queryClient.prefetchQuery(sessionQueries.user());

/** After the first render: the offline notice and the service worker have nothing to add to it. */
function whenRendered() {
  watchConnection();
  registerServiceWorker();
}

const renderInTheBrowser = () => {
  createRoot(root).render(application(queryClient, createAppRouter()));
  whenRendered();
};
if (pageData) {
  // A screen's code that cannot be loaded (a release since the page was kept) is the router's to
  // report, with its way to reload: the application then renders the page itself.
  createHydratingRouter().then((router) => {
    hydrateRoot(root, application(queryClient, router));
    whenRendered();
  }, renderInTheBrowser);
} else {
  renderInTheBrowser();
}
