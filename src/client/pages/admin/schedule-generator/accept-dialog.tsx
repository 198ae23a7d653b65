import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { clockLabel } from '../../../../shared/league-time';
import { ModalDialog } from '../../../ui/modal-dialog';
import type { ProposedGame } from '../../../../shared/schemas/schedule-proposal';
import { plural } from '../../../../shared/plural';
import { dayLabel } from '../phase2/day-label';

/** A proposed game as the dialog names it: a phase 1 or a phase 2 proposal's. */
type NamedGame = Pick<ProposedGame, 'homeTeamId' | 'awayTeamId' | 'homeTeamName' | 'awayTeamName' | 'fieldName' | 'date' | 'time'>;

interface Props {
  rows: NamedGame[];
  accepting: boolean;
  /** The server's refusal of the last try (a clash or a game the league does not allow), if any. */
  refusal: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

const SHOWN = 8;

/** Asks before the games of a proposal (phase 1 or phase 2) are booked: all of them in one go, or none. */
export function AcceptDialog({ rows, accepting, refusal, onConfirm, onClose }: Props) {
  const count = plural(rows.length, 'game');
  return (
    <ModalDialog onClose={onClose} title={`Add ${count} to the schedule?`}>
      <Stack>
        <Text size="sm">
          {rows.length === 1
            ? 'The game is added to the schedule as shown, unless it double-books a team or a field.'
            : `The ${count} are added to the schedule as shown, all together; if any of them double-books a team or a field, none is added.`}
        </Text>
        <List size="sm" spacing={2}>
          {rows.slice(0, SHOWN).map((row) => (
            <List.Item key={`${row.homeTeamId}-${row.awayTeamId}-${row.date}-${row.time}`}>
              {dayLabel(row.date)} {clockLabel(row.time)}: {row.awayTeamName} @ {row.homeTeamName}, {row.fieldName}
            </List.Item>
          ))}
          {rows.length > SHOWN && <List.Item>and {rows.length - SHOWN} more</List.Item>}
        </List>
        {refusal !== null && (
          <Alert color="red" title="No games were added" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={accepting}>
            Add {count}
          </Button>
        </Group>
      </Stack>
    </ModalDialog>
  );
}
