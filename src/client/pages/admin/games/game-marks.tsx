import { Badge, VisuallyHidden } from '@mantine/core';
import { IconClockExclamation, IconFlag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { hintOf } from '../../../ui/list-hints';

/**
 * A mark beside a game's status, saying why when pointed at or reached by keyboard (the list's
 * hint) and to screen readers (hidden text: a title would add the browser's own tooltip beside the
 * hint).
 */
function GameMark({ why, color, icon, children }: { why: string; color: string; icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <Badge color={color} variant="outline" c="dark.8" tt="none" leftSection={icon} {...hintOf(why)}>
        {children}
      </Badge>
      <VisuallyHidden>{why}</VisuallyHidden>
    </>
  );
}

/** The game is a day past its time and still has no final score. */
export function OverdueMark() {
  return (
    <GameMark why="No final score 24 hours after the game" color="orange" icon={<IconClockExclamation size={12} aria-hidden />}>
      Overdue
    </GameMark>
  );
}

/** The game's final score is the league's forfeit score, not a played result. */
export function ForfeitMark({ forfeiter }: { forfeiter: string }) {
  return (
    <GameMark why={`Forfeited by ${forfeiter}`} color="gray" icon={<IconFlag size={12} aria-hidden />}>
      Forfeit
    </GameMark>
  );
}
