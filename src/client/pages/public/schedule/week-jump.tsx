import { Button, Group, NativeSelect } from '@mantine/core';
import type { SeasonWeek } from '../../../../shared/season';
import { weekRange } from './week-range';

/** Below the page header (60 px and its border) and the impersonation banner while there is one. */
const BELOW_HEADER = 'calc(61px + var(--impersonation-banner-height, 0px))';

interface Props {
  weeks: SeasonWeek[];
  shown: number | undefined;
  onChoose: (week: number) => void;
  onThisWeek: () => void;
}

/** Goes to a week of the schedule, or back to this week; it stays in sight below the header as the weeks scroll by. */
export function WeekJump({ weeks, shown, onChoose, onThisWeek }: Props) {
  return (
    <Group gap="xs" wrap="nowrap" py={8} pos="sticky" top={BELOW_HEADER} bg="gray.0" style={{ zIndex: 2 }}>
      <NativeSelect
        aria-label="Week"
        value={shown === undefined ? '' : String(shown)}
        onChange={(event) => onChoose(Number(event.currentTarget.value))}
        data={weeks.map((w) => ({ value: String(w.week), label: `Week ${w.week} · ${weekRange(w)}` }))}
        style={{ flex: '1 1 auto' }}
        maw={360}
      />
      <Button variant="default" onClick={onThisWeek} style={{ flex: 'none' }}>
        This week
      </Button>
    </Group>
  );
}
