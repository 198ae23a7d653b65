import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Division } from '../../../../shared/schemas/league';
import { CALENDAR_ARIA_LABELS, DATE_INPUT_STYLES } from '../../../ui/calendar-a11y';
import type { TeamDates } from './settings';

interface Props {
  divisions: Division[];
  value: TeamDates[];
  onChange: (value: TeamDates[]) => void;
}

/** Dates teams cannot play: a team and its dates a line. */
export function TeamDatesEditor({ divisions, value, onChange }: Props) {
  const teams = divisions.flatMap((d) => d.teams.map((t) => ({ value: String(t.id), label: divisions.length > 1 ? `${t.name} (${d.name})` : t.name })));
  const set = (index: number, line: TeamDates) => onChange(value.map((old, at) => (at === index ? line : old)));
  return (
    <Stack gap="sm">
      {value.length === 0 && <Text size="sm">No team has dates it cannot play.</Text>}
      {value.map((line, index) => (
        <Group key={index} align="flex-end" gap="xs" wrap="wrap">
          <Select
            label={`Team ${index + 1}`}
            placeholder="Choose a team"
            data={teams}
            value={line.teamId}
            onChange={(teamId) => set(index, { ...line, teamId })}
            searchable
            w={240}
          />
          <DatePickerInput
            type="multiple"
            label={`Dates team ${index + 1} cannot play`}
            placeholder="Choose dates"
            valueFormat="MMM D"
            ariaLabels={CALENDAR_ARIA_LABELS}
            styles={DATE_INPUT_STYLES}
            value={line.dates}
            onChange={(dates) => set(index, { ...line, dates })}
            w={260}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove team ${index + 1}'s dates`}
            onClick={() => onChange(value.filter((_, at) => at !== index))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => onChange([...value, { teamId: null, dates: [] }])}>
          Add a team's dates
        </Button>
      </Group>
    </Stack>
  );
}
