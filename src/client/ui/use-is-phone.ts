import { useMediaQuery } from '@mantine/hooks';

/**
 * True below Mantine's `sm` breakpoint. Read at first render (not in an effect) so a page renders
 * one layout only, never both a table and cards with one hidden.
 */
export function useIsPhone(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
}
