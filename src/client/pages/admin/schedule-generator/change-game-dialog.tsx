import '@mantine/dates/styles.css';
import { Alert, Button, Group, List, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { DEFAULT_GAME_LENGTH_MINUTES } from '../../../../shared/clashes';
import { QUARTER_HOUR_SLOTS } from '../../../../shared/game-time';
import { clockLabel } from '../../../../shared/league-time';
import type { Field } from '../../../../shared/schemas/field';
import { CALENDAR_ARIA_LABELS, DATE_INPUT_STYLES } from '../../../ui/calendar-a11y';
import { ModalDialog } from '../../../ui/modal-dialog';
import { useGameLength } from '../../../api/settings';
import { clashesOfChange } from './change-clashes';
import { rowKey, type ProposalRow } from './settings';

const TIME_OPTIONS = QUARTER_HOUR_SLOTS.map((slot) => ({ value: slot, label: clockLabel(slot) }));

interface Props {
  row: ProposalRow;
  /** Every game of the proposal, this one among them. */
  rows: ProposalRow[];
  teamName: (id: number) => string;
  fields: Field[];
  /** The first and last day of the weeks being scheduled. */
  first: string;
  last: string;
  onSave: (row: ProposalRow) => void;
  onClose: () => void;
}

/** Moves a proposed game to another date, time or field; the game is then kept as it is when the proposal is made again. */
export function ChangeGameDialog({ row, rows, teamName, fields, first, last, onSave, onClose }: Props) {
  const [date, setDate] = useState<string | null>(row.date);
  const [time, setTime] = useState<string | null>(row.time);
  const [fieldId, setFieldId] = useState<string | null>(String(row.fieldId));
  const field = fields.find((f) => String(f.id) === fieldId);
  const length = useGameLength().data?.minutes ?? DEFAULT_GAME_LENGTH_MINUTES;
  const others = rows.filter((r) => rowKey(r) !== rowKey(row));
  const clashes = date && time && field ? clashesOfChange({ ...row, date, time, fieldId: field.id }, others, teamName, length) : [];
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
        {clashes.length > 0 && (
          <Alert color="yellow" title="Clashes with the proposal" role="status">
            <List size="sm">
              {clashes.map((clash) => (
                <List.Item key={clash}>{clash}</List.Item>
              ))}
            </List>
            <Text size="sm" mt="xs">
              A game you have not locked or changed moves when you generate again; two kept games that clash are refused.
            </Text>
          </Alert>
        )}
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
