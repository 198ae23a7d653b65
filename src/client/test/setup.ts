/**
 * What Mantine asks of a browser that jsdom does not have, for the component tests of
 * src/client/**\/*.test.tsx (vitest.config.ts runs this file before each of them).
 */
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { matchesWidth, setScreenWidth, WIDE_SCREEN } from './screen-width';

/** Width queries answer for the pretend screen of screen-width.ts; nothing changes while a test runs. */
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: matchesWidth(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Screens read the real server, a few requests one after another: wait up to 5 s, not 1 s, for what they show.
configure({ asyncUtilTimeout: 5000 });

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver = ResizeObserverStub;

Element.prototype.scrollIntoView = function scrollIntoView() {};

// A growing text box listens for web fonts arriving; none ever do here.
Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });

afterEach(() => {
  cleanup();
  // Toasts live in a store shared by every render: each test starts without any.
  notifications.clean();
  notifications.cleanQueue();
  setScreenWidth(WIDE_SCREEN);
});
