import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { divisionBody, type DivisionBody } from '../../../../shared/schemas/division-admin';
import type { Division } from '../../../../shared/schemas/league';
import { useRenameDivision } from '../../../api/division-admin';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { zodValidate } from '../../../ui/zod-form';
import { ModalDialog } from '../../../ui/modal-dialog';

/** Renames a division; its standings, schedule, fields and coaches show the new name at once. */
export function RenameDivisionDialog({ division, onClose }: { division: Division; onClose: () => void }) {
  const form = useForm<DivisionBody>({ initialValues: { name: division.name }, validate: zodValidate(divisionBody) });
  const rename = useRenameDivision();
  const submit = ({ name }: DivisionBody) =>
    rename.mutate(
      { divisionId: division.id, name: name.trim() },
      {
        onSuccess: (renamed) => {
          notifySuccess('Division renamed', `${division.name} is now ${renamed.name}.`);
          onClose();
        },
        onError: (error) => notifyError('Error renaming division', error, 'Failed to rename division'),
      },
    );
  return (
    <ModalDialog onClose={onClose} title="Rename Division">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <TextInput label="Division name" required data-autofocus {...form.getInputProps('name')} />
          <Text size="sm" c="dimmed">
            Its {division.teams.length} team{division.teams.length === 1 ? '' : 's'}, games and playoff format stay as they are; every page shows the new name.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={rename.isPending}>
              Rename
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}
