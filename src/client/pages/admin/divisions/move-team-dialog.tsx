import { Alert, Button, Group, List, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TeamMovePreview } from '../../../../shared/schemas/division-admin';
import type { Division, TeamRef } from '../../../../shared/schemas/league';
import { useMoveTeam, useTeamMovePreview } from '../../../api/division-admin';
import { reasonOf } from '../../../api/http';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { plural } from '../../../../shared/plural';
import { ModalDialog } from '../../../ui/modal-dialog';

/** What the move does, in numbers, before it is confirmed. */
function MoveOutcome({ preview }: { preview: TeamMovePreview }) {
  const { from, to, scheduledGames, completedGames } = preview;
  return (
    <Stack gap="xs" aria-live="polite">
      <Text size="sm" fw={600}>
        Games against teams of {from.name}: {scheduledGames} scheduled, {completedGames} completed.
      </Text>
      {preview.refusal ? (
        <Alert color="red" title="This team cannot be moved">
          {preview.refusal}.
        </Alert>
      ) : (
        <List size="sm" spacing={4}>
          <List.Item>
            {scheduledGames > 0
              ? `Its ${plural(scheduledGames, 'game')} not yet played ${scheduledGames === 1 ? 'is' : 'are'} taken off the schedule (the audit log keeps ${scheduledGames === 1 ? 'it' : 'them'}); schedule its ${to.name} games afterwards.`
              : `It has no games in ${from.name}.`}
          </List.Item>
          <List.Item>
            Its {plural(preview.coachPlaces, 'coach place')} and {plural(preview.fields, 'field')} stay with it, as do its phase 2 availability and name.
          </List.Item>
        </List>
      )}
    </Stack>
  );
}

/** Moves a team to another division of the same season, after showing what happens to its games. */
export function MoveTeamDialog({ team, divisions, onClose }: { team: TeamRef; divisions: Division[]; onClose: () => void }) {
  const [to, setTo] = useState('');
  const target = to === '' ? null : Number(to);
  const preview = useTeamMovePreview(team, target);
  const move = useMoveTeam();
  const from = divisions.find((d) => d.id === team.divisionId);
  const choices = [
    { value: '', label: 'Choose a division', disabled: true },
    ...divisions.filter((d) => d.id !== team.divisionId).map((d) => ({ value: String(d.id), label: d.name })),
  ];
  const canMove = target !== null && preview.data !== undefined && preview.data.refusal === null;

  const submit = () => {
    if (target === null || !preview.data) return;
    const toName = preview.data.to.name;
    move.mutate(
      { team, divisionId: target },
      {
        onSuccess: () => {
          notifySuccess('Team moved', `${team.name} now plays in ${toName}.`);
          onClose();
        },
        onError: (error) => notifyError('Error moving team', error, 'Failed to move team'),
      },
    );
  };

  return (
    <ModalDialog onClose={onClose} title="Move Team">
      <Stack>
        <Text size="sm">
          Move {team.name} from {from?.name ?? 'its division'} to another division of this season.
        </Text>
        <NativeSelect label="New division" data={choices} value={to} onChange={(event) => setTo(event.currentTarget.value)} data-autofocus />
        {preview.isFetching && <Loader size="sm" role="status" aria-label="Counting the team's games" />}
        {preview.isError && <Alert color="red">{reasonOf(preview.error, 'The move could not be checked.')}</Alert>}
        {preview.data && !preview.isFetching && <MoveOutcome preview={preview.data} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!canMove} loading={move.isPending}>
            Move Team
          </Button>
        </Group>
      </Stack>
    </ModalDialog>
  );
}
