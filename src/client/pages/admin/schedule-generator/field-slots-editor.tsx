import { Checkbox, MultiSelect, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { QUARTER_HOUR_SLOTS } from '../../../../shared/game-time';
import { clockLabel } from '../../../../shared/league-time';
import type { Field } from '../../../../shared/schemas/field';
import { CALENDAR_ARIA_LABELS, DATE_INPUT_STYLES } from '../../../ui/calendar-a11y';
import { WeekdayChips } from '../../../ui/weekday-chips';
import type { FieldSlots } from './settings';

const TIME_OPTIONS = QUARTER_HOUR_SLOTS.map((slot) => ({ value: slot, label: clockLabel(slot) }));

interface Props {
  field: Field;
  slots: FieldSlots;
  onChange: (slots: FieldSlots) => void;
}

/** One field's part in the schedule: used or not, the days of the week it is played on, its start times and closed dates. */
export function FieldSlotsEditor({ field, slots, onChange }: Props) {
  const daysLabel = `field-${field.id}-days`;
  const homeOf = field.teams.length === 0 ? 'no team’s home field' : `home of ${[...new Set(field.teams.map((t) => t.name))].join(', ')}`;
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Checkbox
        label={field.name}
        description={homeOf}
        checked={slots.used}
        onChange={(event) => onChange({ ...slots, used: event.currentTarget.checked })}
        styles={{ label: { fontWeight: 600 } }}
      />
      {slots.used && (
        <Stack gap="xs" pl="lg">
          <Stack gap={4}>
            <Text size="sm" fw={500} id={daysLabel}>
              Days of the week
            </Text>
            <WeekdayChips value={slots.days} onChange={(days) => onChange({ ...slots, days })} labelledBy={daysLabel} gap={6} />
            {slots.days.length === 0 && (
              <Text c="red.8" size="xs">
                Choose at least one day
              </Text>
            )}
          </Stack>
          <MultiSelect
            label="Start times"
            data={TIME_OPTIONS}
            value={slots.times}
            onChange={(times) => onChange({ ...slots, times: [...times].sort() })}
            searchable
            error={slots.times.length === 0 ? 'Choose at least one start time' : undefined}
            maw={520}
          />
          <DatePickerInput
            type="multiple"
            label="Closed on"
            placeholder="No closed dates"
            clearable
            valueFormat="MMM D"
            ariaLabels={CALENDAR_ARIA_LABELS}
            styles={DATE_INPUT_STYLES}
            value={slots.blackouts}
            onChange={(blackouts) => onChange({ ...slots, blackouts })}
            maw={520}
          />
        </Stack>
      )}
    </Stack>
  );
}
