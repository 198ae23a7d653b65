import { Group, MultiSelect, NumberInput, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { QUARTER_HOUR_SLOTS } from '../../../../shared/game-time';
import { clockLabel } from '../../../../shared/league-time';
import type { BulkForm } from './bulk-form';

interface Named {
  id: number;
  name: string;
}

const TIME_OPTIONS = QUARTER_HOUR_SLOTS.map((value) => ({ value, label: clockLabel(value) }));
const optionsOf = (items: readonly Named[]) => items.map((item) => ({ value: String(item.id), label: item.name }));

/** Which games (a day, and optionally fields, divisions and a time range) and what to do with them. */
export function BulkFormFields({
  form,
  onChange,
  fields,
  divisions,
  bounds,
}: {
  form: BulkForm;
  onChange: (change: Partial<BulkForm>) => void;
  fields: readonly Named[];
  divisions: readonly Named[];
  bounds: { first: string; last: string };
}) {
  const fieldOptions = optionsOf(fields);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          type="date"
          label="Date"
          required
          min={bounds.first}
          max={bounds.last}
          value={form.date}
          onChange={(e) => onChange({ date: e.currentTarget.value })}
        />
        <Select label="From" placeholder="Start of day" clearable searchable data={TIME_OPTIONS} value={form.from} onChange={(from) => onChange({ from })} />
        <Select label="To" placeholder="End of day" clearable searchable data={TIME_OPTIONS} value={form.to} onChange={(to) => onChange({ to })} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label="Fields"
          placeholder={form.fieldIds.length === 0 ? 'All fields' : undefined}
          searchable
          clearable
          data={fieldOptions}
          value={form.fieldIds}
          onChange={(fieldIds) => onChange({ fieldIds })}
        />
        <MultiSelect
          label="Divisions"
          placeholder={form.divisionIds.length === 0 ? 'All divisions' : undefined}
          searchable
          clearable
          data={optionsOf(divisions)}
          value={form.divisionIds}
          onChange={(divisionIds) => onChange({ divisionIds })}
        />
      </SimpleGrid>
      <Radio.Group label="Action" value={form.kind} onChange={(kind) => onChange({ kind: kind })}>
        <Group mt={6} gap="lg">
          <Radio value="move" label="Move" />
          <Radio value="rescheduling" label="Set to rescheduling" />
          <Radio value="cancel" label="Cancel" />
        </Group>
      </Radio.Group>
      {form.kind === 'move' && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label="New date"
              description="Left empty, games stay on their day"
              min={bounds.first}
              max={bounds.last}
              value={form.toDate}
              onChange={(e) => onChange({ toDate: e.currentTarget.value })}
            />
            <NumberInput
              label="Shift start times (minutes)"
              description="Later, or earlier when negative"
              step={15}
              min={-1440}
              max={1440}
              allowDecimal={false}
              value={form.shiftMinutes}
              onChange={(shiftMinutes) => onChange({ shiftMinutes })}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Move games from field"
              placeholder="Keep every field"
              clearable
              searchable
              data={fieldOptions}
              value={form.fromField}
              onChange={(fromField) => onChange({ fromField })}
            />
            <Select
              label="To field"
              placeholder="Choose a field"
              clearable
              searchable
              disabled={form.fromField === null}
              data={fieldOptions}
              value={form.toField}
              onChange={(toField) => onChange({ toField })}
            />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
