import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Below this a table fits a phone's width and needs no sideways scrolling. */
const PHONE_WIDTH = 360;

/**
 * A table that scrolls sideways on narrow screens, saying so on a phone. The scrolling region can
 * be focused, so it can be scrolled with the keyboard too.
 */
export function ScrollTable({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <div>
      <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
        {children}
      </Table.ScrollContainer>
      {minWidth > PHONE_WIDTH && (
        <Text size="xs" c="dimmed" hiddenFrom="sm" mt={4}>
          Swipe the table sideways to see every column.
        </Text>
      )}
    </div>
  );
}
