import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A dialog open for as long as it is rendered. Mantine's Modal gives the keyboard's focus back to
 * the button that opened it only when its `opened` turns false; a dialog taken away instead would
 * leave the focus on nothing, the reader back at the top of the page. This one gives it back when
 * it goes (WCAG 2.4.3), if that button is still there.
 */
export function ModalDialog(props: Omit<ModalProps, 'opened'>) {
  const [opener] = useState(() => (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    },
    [opener],
  );
  return <Modal opened {...props} />;
}
