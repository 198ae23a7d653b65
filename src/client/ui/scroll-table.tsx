import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './scroll-table.module.css';

/** Below this a table fits a phone's width and needs no sideways scrolling. */
const PHONE_WIDTH = 360;

const PINNED = { 1: classes.pinOne, 2: classes.pinTwo };

interface Props {
  minWidth: number;
  label: string;
  /** How many of the first columns stay in sight on a phone while the others scroll (a team, or a seed and a team). */
  pinnedColumns?: 1 | 2;
  children: ReactNode;
}

/**
 * A table that scrolls sideways on narrow screens, saying so on a phone. The scrolling region can
 * be focused, so it can be scrolled with the keyboard too.
 */
export function ScrollTable({ minWidth, label, pinnedColumns, children }: Props) {
  return (
    <div>
      <Table.ScrollContainer
        minWidth={minWidth}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={label}
        className={pinnedColumns ? PINNED[pinnedColumns] : undefined}
      >
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
