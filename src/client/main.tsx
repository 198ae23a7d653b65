import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './focus.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client';
import { sessionQueries } from './api/session';
import { router } from './routes';
import { accessibleColors, theme } from './theme';

const queryClient = createQueryClient();
// Every page's header asks who is signed in, and the signed-in pages wait on it: asked before the
// first render, the answer is on its way while the application starts.
void queryClient.prefetchQuery(sessionQueries.user());
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={accessibleColors}>
      <QueryClientProvider client={queryClient}>
        {/* One toast at a time, 5 s by default, at most 420 px wide; swiped away to the right (ui/toast-handling.ts), spec 9. */}
        <Notifications limit={1} autoClose={5000} position="bottom-right" maw={420} allowDragDismiss={false} />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
