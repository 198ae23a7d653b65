import { NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { CALENDAR_ARIA_LABELS, DATE_INPUT_STYLES } from '../../../ui/calendar-a11y';
import { WeekdayChips } from '../../../ui/weekday-chips';
import { withPhase2Moved, type SeasonForm } from './season-form';

const DATE_FORMAT = 'ddd, MMM D, YYYY';

function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** A season's name and calendar: its first day, weeks per phase, phase 2 window, weekend rules and clock. */
export function SeasonCalendarFields({ form }: { form: UseFormReturnType<SeasonForm> }) {
  const zones = useMemo(() => timeZones(form.values.timeZone), [form.values.timeZone]);
  const date = (field: 'firstDay' | 'windowStart' | 'windowEnd', label: string, description?: string) => (
    <DatePickerInput
      label={label}
      description={description}
      required
      valueFormat={DATE_FORMAT}
      ariaLabels={CALENDAR_ARIA_LABELS}
      styles={DATE_INPUT_STYLES}
      value={form.values[field] || null}
      onChange={(value) =>
        field === 'firstDay' ? form.setValues(withPhase2Moved(form.values, { firstDay: value ?? '' })) : form.setFieldValue(field, value ?? '')
      }
      error={form.errors[field]}
    />
  );
  // A phase's length moves the phase 2 window with phase 2.
  const weeks = (field: 'phase1' | 'phase2', label: string) => (
    <NumberInput
      label={label}
      min={1}
      max={26}
      required
      {...form.getInputProps(field)}
      onChange={(value) => form.setValues(withPhase2Moved(form.values, { [field]: Number(value) }))}
    />
  );
  return (
    <Stack gap="sm">
      <TextInput label="Season name" placeholder="e.g. 2026 or Fall 2026" required data-autofocus {...form.getInputProps('name')} />
      {date('firstDay', 'First day', 'Week 1 runs from this day to the Sunday after it; later weeks run Monday to Sunday.')}
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {weeks('phase1', 'Phase 1 weeks')}
        {weeks('phase2', 'Phase 2 weeks')}
        <NumberInput label="Championship weeks" min={1} max={26} required {...form.getInputProps('championship')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {date('windowStart', 'Phase 2 availability from')}
        {date('windowEnd', 'Phase 2 availability until')}
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="weekend-days-label">
          Weekend days
        </Text>
        <Text size="xs" c="dimmed">
          Games on these days, and on the holidays below, start at 2:00 PM by default instead of 6:00 PM.
        </Text>
        <WeekdayChips value={form.values.weekendDays} onChange={(days) => form.setFieldValue('weekendDays', days)} labelledBy="weekend-days-label" />
        {form.errors.weekendDays && (
          <Text c="red" size="xs">
            {form.errors.weekendDays}
          </Text>
        )}
      </Stack>
      <DatePickerInput
        type="multiple"
        label="Holidays"
        placeholder="None"
        clearable
        valueFormat="MMM D, YYYY"
        ariaLabels={CALENDAR_ARIA_LABELS}
        styles={DATE_INPUT_STYLES}
        value={form.values.holidays}
        onChange={(value) => form.setFieldValue('holidays', value)}
        error={form.errors.holidays}
      />
      <Select label="Time zone" searchable required data={zones} allowDeselect={false} {...form.getInputProps('timeZone')} />
    </Stack>
  );
}
