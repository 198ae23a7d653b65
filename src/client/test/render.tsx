/**
 * Renders a piece of the client the way main.tsx mounts the application: the league's theme,
 * dialogs and toasts, a fresh query client per render, and a router at the given address. Mantine
 * runs in its test mode (no transitions, no portals), so dialogs and toasts are found in the page.
 */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { accessibleColors, theme } from '../theme';

export interface RenderOptions {
  /** The address the router starts at. */
  at?: string;
  /** The route pattern the element is mounted on; any other address shows where the app went. */
  path?: string;
}

/** Stands for every other page: says which address the application moved to. */
function ElsewhereInTheApp() {
  const { pathname } = useLocation();
  return <p>Moved to {pathname}</p>;
}

export function renderInApp(element: ReactElement, { at = '/', path = '*' }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  // No pause between keystrokes: the tests type whole words, and timers between them only cost time.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={accessibleColors} env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications limit={1} allowDragDismiss={false} />
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path={path} element={element} />
              {path !== '*' && <Route path="*" element={<ElsewhereInTheApp />} />}
            </Routes>
          </MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user, queryClient };
}
