import { Badge, Tooltip } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';

const WHY = 'No final score 24 hours after the game';

/** Beside a game's status: the game is a day past its time and still has no final score. */
export function OverdueMark() {
  return (
    <Tooltip label={WHY}>
      <Badge color="orange" variant="outline" c="dark.8" tt="none" leftSection={<IconClockExclamation size={12} aria-hidden />} title={WHY}>
        Overdue
      </Badge>
    </Tooltip>
  );
}
