import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { divisionBody, type DivisionBody } from '../../../../shared/schemas/division-admin';
import { useAddDivision } from '../../../api/division-admin';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { zodValidate } from '../../../ui/zod-form';
import { ModalDialog } from '../../../ui/modal-dialog';

/** Adds a division to the season shown (undefined: the current season). */
export function AddDivisionDialog({ season, onClose }: { season: number | undefined; onClose: () => void }) {
  const form = useForm<DivisionBody>({ initialValues: { name: '' }, validate: zodValidate(divisionBody) });
  const add = useAddDivision();
  const submit = ({ name }: DivisionBody) =>
    add.mutate(
      { name: name.trim(), season },
      {
        onSuccess: (division) => {
          notifySuccess('Division added', `${division.name} is ready for its teams.`);
          onClose();
        },
        onError: (error) => notifyError('Error adding division', error, 'Failed to add division'),
      },
    );
  return (
    <ModalDialog onClose={onClose} title="Add Division">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <TextInput label="Division name" placeholder="e.g. 13U" required data-autofocus {...form.getInputProps('name')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add Division
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}
