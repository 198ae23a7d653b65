import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The time zone of the device the page is read on; null where it is not known (a page rendered
 * on the server), so the first render in the browser matches that page and the zone follows.
 */
export function useViewerTimeZone(): string | null {
  return useSyncExternalStore(unchanging, deviceZone, () => null);
}
