import { VisuallyHidden } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A team's name in a result. The winner's is bold with a trophy beside it, and screen readers hear
 * "(winner)" after it: marked in shape and words, not by colour.
 */
export function ResultTeam({ won, children }: { won: boolean; children: ReactNode }) {
  if (!won) return children;
  return (
    <span style={{ fontWeight: 700 }}>
      {children}
      <IconTrophy size="1em" stroke={2} aria-hidden style={{ marginInlineStart: 4, verticalAlign: '-0.125em' }} />
      <VisuallyHidden> (winner)</VisuallyHidden>
    </span>
  );
}
