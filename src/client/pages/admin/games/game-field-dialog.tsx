import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Game } from '../../../../shared/schemas/game';
import { useChangeGameField } from '../../../api/coach-games';
import { useFields } from '../../../api/league';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { ModalDialog } from '../../../ui/modal-dialog';

const TBD = 'tbd';

/**
 * Update Game Field: the administrator's picker offers the fields of the game's division and the
 * fields no team has claimed, or 'TBD (No field)'.
 */
export function GameFieldDialog({ game, onClose }: { game: Game; onClose: () => void }) {
  const fields = useFields({ divisionId: game.homeTeam.divisionId, selector: true });
  const change = useChangeGameField();
  const [choice, setChoice] = useState(game.fieldId === null ? TBD : String(game.fieldId));
  const options = [{ value: TBD, label: 'TBD (No field)' }, ...(fields.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))];

  const save = () => {
    const fieldId = choice === TBD ? null : Number(choice);
    change.mutate(
      { gameId: game.id, fieldId },
      {
        onSuccess: (updated) => {
          notifySuccess('Game field updated', `${updated.awayTeam.name} @ ${updated.homeTeam.name}: ${updated.field?.name ?? 'TBD'}`);
          onClose();
        },
        onError: (error) => notifyError('Error updating field', error, 'Failed to update field'),
      },
    );
  };

  return (
    <ModalDialog onClose={onClose} title="Update Game Field">
      <Stack>
        <Text size="sm">
          {game.awayTeam.name} @ {game.homeTeam.name}, {game.formattedTime}
        </Text>
        <Select
          label="Field"
          data={options}
          value={choice}
          onChange={(value) => setChoice(value ?? TBD)}
          allowDeselect={false}
          searchable
          disabled={fields.isPending}
          error={fields.isError ? 'Failed to fetch fields' : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={change.isPending}>
            Update Field
          </Button>
        </Group>
      </Stack>
    </ModalDialog>
  );
}
