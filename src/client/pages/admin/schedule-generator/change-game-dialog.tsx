import '@mantine/dates/styles.css';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { QUARTER_HOUR_SLOTS } from '../../../../shared/game-time';
import { clockLabel } from '../../../../shared/league-time';
import type { Field } from '../../../../shared/schemas/field';
import { CALENDAR_ARIA_LABELS, DATE_INPUT_STYLES } from '../../../ui/calendar-a11y';
import { ModalDialog } from '../../../ui/modal-dialog';
import type { ProposalRow } from './settings';

const TIME_OPTIONS = QUARTER_HOUR_SLOTS.map((slot) => ({ value: slot, label: clockLabel(slot) }));

interface Props {
  row: ProposalRow;
  fields: Field[];
  /** The first and last day of the weeks being scheduled. */
  first: string;
  last: string;
  onSave: (row: ProposalRow) => void;
  onClose: () => void;
}

/** Moves a proposed game to another date, time or field; the game is then kept as it is when the proposal is made again. */
export function ChangeGameDialog({ row, fields, first, last, onSave, onClose }: Props) {
  const [date, setDate] = useState<string | null>(row.date);
  const [time, setTime] = useState<string | null>(row.time);
  const [fieldId, setFieldId] = useState<string | null>(String(row.fieldId));
  const field = fields.find((f) => String(f.id) === fieldId);
  const save = () => {
    if (!date || !time || !field) return;
    onSave({ ...row, date, time, fieldId: field.id, fieldName: field.name, kept: 'changed' });
  };
  return (
    <ModalDialog onClose={onClose} title={`Change ${row.awayTeamName} @ ${row.homeTeamName}`}>
      <Stack>
        <Text size="sm">The game keeps this date, time and field when the schedule is generated again.</Text>
        <DatePickerInput
          label="Date"
          required
          valueFormat="ddd, MMM D, YYYY"
          minDate={first}
          maxDate={last}
          ariaLabels={CALENDAR_ARIA_LABELS}
          styles={DATE_INPUT_STYLES}
          value={date}
          onChange={setDate}
          data-autofocus
        />
        <Select label="Time" required data={TIME_OPTIONS} value={time} onChange={setTime} searchable allowDeselect={false} />
        <Select
          label="Field"
          required
          data={fields.map((f) => ({ value: String(f.id), label: f.name }))}
          value={fieldId}
          onChange={setFieldId}
          searchable
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={!date || !time || !field}>
            Keep this change
          </Button>
        </Group>
      </Stack>
    </ModalDialog>
  );
}
