import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHydrating } from './use-hydrating';
import { useIsPhone } from './use-is-phone';

/**
 * One layout on phones, another on wider screens. The server does not know the screen: a page it
 * rendered holds both, the screen's width choosing with CSS, until the browser has taken the page
 * over and drops the one it does not show (the other stays as it is).
 */
export function PhoneOrWide({ phone, wide }: { phone: ReactNode; wide: ReactNode }) {
  const isPhone = useIsPhone();
  const hydrating = useHydrating();
  return (
    <>
      {(hydrating || !isPhone) && <Box visibleFrom="sm">{wide}</Box>}
      {(hydrating || isPhone) && <Box hiddenFrom="sm">{phone}</Box>}
    </>
  );
}
