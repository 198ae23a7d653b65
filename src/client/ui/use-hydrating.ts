import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * True while a page renders on the server, and while the browser takes over that page's HTML
 * (hydration): the first render in the browser must be the server's, so what only the browser
 * knows (who is signed in, the width of the screen) waits for the render after it. Always false
 * for a page the browser renders itself.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => false,
    () => true,
  );
}
