import { Alert, Button, Checkbox, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { Backup } from '../../../../shared/schemas/backup';
import { NO_FIELDS_SELECTED } from '../../../../shared/schemas/backup';
import { restorePreview, useBackupFields, useRestoreFields } from '../../../api/backups';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { plural } from '../../../../shared/plural';
import { ModalDialog } from '../../../ui/modal-dialog';

const OVERWRITES =
  'Restoring overwrites the current field data (name, address, instructions, notes, division, teams and photos) of the selected fields with the data in this backup. Fields deleted since are created again.';

/** Choose fields a backup holds and put them back as they were. */
export function RestoreFieldsDialog({ backup, label, onClose }: { backup: Backup; label: string; onClose: () => void }) {
  const fields = useBackupFields(backup.date);
  const restore = useRestoreFields();
  const [selected, setSelected] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const all = fields.data ?? [];

  const run = () =>
    restore.mutate(
      { backupDate: backup.date, fieldIds: selected },
      {
        onSuccess: ({ restoredFields, gamesGivenField }) => {
          const games = gamesGivenField > 0 ? ` ${plural(gamesGivenField, 'game')} got ${gamesGivenField === 1 ? 'its' : 'their'} field back.` : '';
          notifySuccess('Restore completed', `Successfully restored ${restoredFields} fields from backup.${games}`);
          onClose();
        },
        onError: (failure) => notifyError('Error restoring backup', failure, 'Failed to restore backup'),
      },
    );

  const confirm = async () => {
    if (selected.length === 0) return setError(NO_FIELDS_SELECTED);
    const counts = await restorePreview({ backupDate: backup.date, fieldIds: selected }).catch((failure: unknown) => {
      notifyError('Error restoring backup', failure, 'Failed to read the backup');
      return null;
    });
    if (!counts) return;
    modals.openConfirmModal({
      title: 'Restore fields?',
      children: (
        <Stack gap="xs">
          <Text size="sm">
            This overwrites the current field data of {selected.length} {selected.length === 1 ? 'field' : 'fields'} with the backup of {label}. Changes made to{' '}
            {selected.length === 1 ? 'it' : 'them'} since then are lost.
          </Text>
          <Text size="sm">
            {plural(counts.fieldsOverwritten, 'field')} overwritten, {plural(counts.fieldsRecreated, 'field')} created again;{' '}
            {plural(counts.gamesGivenField, 'game')} now TBD {counts.gamesGivenField === 1 ? 'gets its' : 'get their'} field back.
          </Text>
          {counts.gamesFieldBusy > 0 && (
            <Text size="sm">
              {plural(counts.gamesFieldBusy, 'game')} now TBD {counts.gamesFieldBusy === 1 ? 'stays' : 'stay'} TBD: another game holds{' '}
              {counts.gamesFieldBusy === 1 ? 'its' : 'their'} field at {counts.gamesFieldBusy === 1 ? 'its' : 'their'} time.
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm: 'Restore', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: run,
    });
  };

  return (
    <ModalDialog onClose={onClose} title="Restore Fields from Backup" size="lg">
      <Stack>
        <Text size="sm">Backup of {label}</Text>
        <Alert color="yellow">{OVERWRITES}</Alert>
        {fields.isPending ? (
          <Text size="sm">Reading the backup...</Text>
        ) : fields.isError ? (
          <Alert color="red">{fields.error.message}</Alert>
        ) : all.length === 0 ? (
          <Text size="sm">This backup holds no fields.</Text>
        ) : (
          <Checkbox.Group
            label="Fields to restore"
            value={selected.map(String)}
            onChange={(values) => {
              setSelected(values.map(Number));
              setError(null);
            }}
            error={error}
          >
            <Group my="xs">
              <Button size="xs" variant="subtle" onClick={() => setSelected(all.map((f) => f.id))}>
                Select All
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setSelected([])}>
                Deselect All
              </Button>
            </Group>
            <ScrollArea.Autosize mah={320} type="auto">
              <Stack gap="xs">
                {all.map((field) => (
                  <Checkbox key={field.id} value={String(field.id)} label={field.name} description={field.address} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Checkbox.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={restore.isPending} disabled={all.length === 0}>
            Restore Selected Fields
          </Button>
        </Group>
      </Stack>
    </ModalDialog>
  );
}
