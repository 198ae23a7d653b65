import { createContext, useContext, useEffect } from 'react';

/** Told the page's title as it renders: the server writes it into the page's `<title>`. */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** The browser tab's title of a screen. */
export function tabTitle(title: string): string {
  return `${title} - Dugout`;
}

/** Sets the browser tab's title for the current screen. */
export function usePageTitle(title: string): void {
  useContext(PageTitleSink)?.(title);
  useEffect(() => {
    document.title = tabTitle(title);
  }, [title]);
}
