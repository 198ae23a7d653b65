import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const navy: MantineColorsTuple = [
  '#eef2fb', '#d9e1f2', '#afc0e6', '#829dda', '#5d80d0', '#466dca', '#3963c8', '#2b53b1', '#1c3f94', '#163680',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Tooltip: { defaultProps: { openDelay: 700 } },
    // The close button of every dialog has a name screen readers can announce.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Toasts too; and their text dark enough to read.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    },
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
