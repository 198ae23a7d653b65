import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import type { CoachGame } from '../../../../shared/schemas/game';
import { useChangeGameField } from '../../../api/coach-games';
import { useFields } from '../../../api/league';
import { toast } from '../../../ui/notify';
import { ModalDialog } from '../../../ui/modal-dialog';

const TBD = 'tbd';

/** The home team's coach moves the game to another of the home team's fields, or to TBD. */
export function EditFieldDialog({ game, onClose }: { game: CoachGame; onClose: () => void }) {
  const fields = useFields({ teamId: game.homeTeamId, selector: true });
  const change = useChangeGameField();
  const [choice, setChoice] = useState<string>(game.fieldId === null ? TBD : String(game.fieldId));
  const options = [{ value: TBD, label: 'TBD (No field)' }, ...(fields.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))];

  const save = () =>
    change.mutate(
      { gameId: game.id, fieldId: choice === TBD ? null : Number(choice) },
      {
        onSuccess: (updated) => {
          toast({ color: 'green', title: 'Field updated', message: updated.field?.name ?? 'Field: TBD' });
          onClose();
        },
        onError: (error) => toast({ color: 'red', title: 'Failed to update field', message: error.message }),
      },
    );

  return (
    <ModalDialog onClose={onClose} title="Edit Field">
      <Stack>
        {fields.isError && <Alert color="red">Failed to fetch fields</Alert>}
        <Select
          label="Field"
          description={`${game.awayTeam.name} @ ${game.homeTeam.name}, ${game.formattedTime}`}
          data={options}
          value={choice}
          onChange={(v) => setChoice(v ?? TBD)}
          allowDeselect={false}
          disabled={fields.isPending}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={change.isPending}>
            Save Field
          </Button>
        </Group>
      </Stack>
    </ModalDialog>
  );
}
