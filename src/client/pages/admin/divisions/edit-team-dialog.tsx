import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { teamBody, type TeamBody } from '../../../../shared/schemas/division-admin';
import type { TeamRef } from '../../../../shared/schemas/league';
import { useRenameTeam } from '../../../api/division-admin';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { zodValidate } from '../../../ui/zod-form';
import { ModalDialog } from '../../../ui/modal-dialog';

export function EditTeamDialog({ team, onClose }: { team: TeamRef; onClose: () => void }) {
  const form = useForm<TeamBody>({ initialValues: { name: team.name }, validate: zodValidate(teamBody) });
  const rename = useRenameTeam();
  const submit = ({ name }: TeamBody) =>
    rename.mutate(
      { team, name: name.trim() },
      {
        onSuccess: (updated) => {
          notifySuccess('Team updated', `${team.name} is now ${updated.name}.`);
          onClose();
        },
        onError: (error) => notifyError('Error updating team', error, 'Failed to update team'),
      },
    );
  return (
    <ModalDialog onClose={onClose} title="Edit Team">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <TextInput label="Team name" required data-autofocus {...form.getInputProps('name')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={rename.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}
