import '@mantine/dates/styles.css';
import { Group, Paper, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { CALENDAR_ARIA_LABELS } from '../../../ui/calendar-a11y';
import { plural } from '../../../../shared/plural';
import { dayLabel } from './day-label';

interface Props {
  window: { start: string; end: string };
  /** Date -> how many of the chosen teams gave availability that day. */
  teamsByDate: ReadonlyMap<string, number>;
  selected: string | null;
  onSelect: (date: string) => void;
}

/** The phase 2 window; dates on which the chosen teams can play are highlighted. */
export function AvailabilityCalendar({ window, teamsByDate, selected, onSelect }: Props) {
  return (
    <Paper withBorder p="sm">
      <DatePicker
        // A date chosen elsewhere on the page brings its month into view.
        key={selected?.slice(0, 7) ?? 'window'}
        value={selected}
        onChange={(value) => value && onSelect(value)}
        ariaLabels={CALENDAR_ARIA_LABELS}
        // No red weekend numbers: every day of the window is an ordinary candidate.
        weekendDays={[]}
        hideOutsideDates
        minDate={window.start}
        maxDate={window.end}
        defaultDate={selected ?? window.start}
        getDayAriaLabel={(date) => {
          const teams = teamsByDate.get(date) ?? 0;
          return `${dayLabel(date)}${teams > 0 ? `, ${plural(teams, 'team')} available` : ''}`;
        }}
        getDayProps={(date) =>
          teamsByDate.has(date) && date !== selected
            ? { style: { backgroundColor: 'var(--mantine-color-green-2)', color: 'var(--mantine-color-black)', fontWeight: 700 } }
            : {}
        }
      />
      <Group gap={6} mt="xs">
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            width: 12,
            height: 12,
            borderRadius: 3,
            background: 'var(--mantine-color-green-2)',
            border: '1px solid var(--mantine-color-green-7)',
          }}
        />
        <Text size="xs">Teams available</Text>
      </Group>
    </Paper>
  );
}
