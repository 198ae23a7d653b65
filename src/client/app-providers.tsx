import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { accessibleColors, theme } from './theme';
import { PageTitleSink } from './ui/use-page-title';

/**
 * What every screen renders in, the same in the browser and on the server (whose rendering the
 * browser takes over, so both must render alike): the theme, the reads and the toasts.
 */
export function AppProviders({ client, onTitle = null, children }: { client: QueryClient; onTitle?: ((title: string) => void) | null; children: ReactNode }) {
  // Says on the page that the application runs it (a page rendered on the server is readable
  // before): the browser tests wait for it before they act on such a page.
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
  }, []);
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={accessibleColors}>
        <QueryClientProvider client={client}>
          <PageTitleSink value={onTitle}>
            {/* One toast at a time, 5 s by default, at most 420 px wide; swiped away to the right (ui/toast-handling.ts), spec 9. */}
            <Notifications limit={1} autoClose={5000} position="bottom-right" maw={420} allowDragDismiss={false} />
            {children}
          </PageTitleSink>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
