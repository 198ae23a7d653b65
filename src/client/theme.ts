import { createTheme, type CSSVariablesResolver, type MantineTheme, type ModalProps } from '@mantine/core';
import { navy } from './brand-colors';

/**
 * Room kept free at the bottom of the screen for a toast: about a two-line toast and its margin
 * (docs/decisions/0029-toast-position.md).
 */
export const TOAST_ROOM = 120;

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // Dialogs, menus and toasts appear without motion for people whose device asks for less of it.
  respectReducedMotion: true,
  components: {
    Tooltip: { defaultProps: { openDelay: 700 } },
    // The close button of every dialog has a name screen readers can announce. A dialog ends above
    // the bottom of the screen where toasts appear, so a toast never covers its buttons (a taller
    // dialog scrolls inside). Written without Modal.extend, which would bring the dialog's code
    // into every page, though public pages show none.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: (_theme: MantineTheme, props: ModalProps) => ({
        content: props.fullScreen ? {} : { maxHeight: `calc(100dvh - var(--modal-y-offset) * 2 - ${TOAST_ROOM}px)` },
      }),
    },
    // Toasts too; their text dark enough to read, one line per line of the message.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { description: { color: 'var(--mantine-color-gray-7)', whiteSpace: 'pre-line' } },
    },
    // A dialog's <header> is not a second banner landmark: the page header is the only one.
    ModalHeader: { defaultProps: { role: 'none' } },
    DrawerHeader: { defaultProps: { role: 'none' } },
  },
});

/** Dimmed and error text dark enough for WCAG AA contrast on white and light gray. */
export const accessibleColors: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-error': t.colors.red[9] ?? '#c92a2a',
  },
  dark: {},
});
