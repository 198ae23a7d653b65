import { Chip, Group } from '@mantine/core';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface Props {
  /** Days of the week, '0' (Sunday) to '6' (Saturday). */
  value: string[];
  onChange: (days: string[]) => void;
  /** The id of the text that names the group. */
  labelledBy: string;
  gap?: number | 'xs';
}

/** A choice of days of the week, Sunday first, as a named group of chips. */
export function WeekdayChips({ value, onChange, labelledBy, gap = 'xs' }: Props) {
  return (
    <Chip.Group multiple value={value} onChange={onChange}>
      <Group gap={gap} role="group" aria-labelledby={labelledBy}>
        {WEEKDAYS.map((day, index) => (
          <Chip key={day} value={String(index)} size="xs">
            {day}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
