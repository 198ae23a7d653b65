import { Alert, Button, Group, Progress, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { teamsTextForm } from '../../../../shared/schemas/division-admin';
import type { Division } from '../../../../shared/schemas/league';
import { teamNamesToAdd, type TeamNameDuplicate } from '../../../../shared/team-names';
import { TeamsNotAllAdded, useAddTeams } from '../../../api/division-admin';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { zodValidate } from '../../../ui/zod-form';
import { plural } from '../../../../shared/plural';
import { ModalDialog } from '../../../ui/modal-dialog';

interface ImportTeamsForm {
  divisionId: string;
  teamsText: string;
}

function duplicateText(duplicates: TeamNameDuplicate[], divisionName: string): string {
  const existing = duplicates.filter((d) => d.reason === 'existing').map((d) => d.name);
  const repeated = duplicates.filter((d) => d.reason === 'repeated').map((d) => d.name);
  return [existing.length > 0 ? `already in ${divisionName}: ${existing.join(', ')}` : '', repeated.length > 0 ? `listed twice: ${repeated.join(', ')}` : '']
    .filter(Boolean)
    .join('; ');
}

/**
 * Import Teams: one team name per line, trimmed, blank lines dropped. Names the division already
 * has or the list repeats are shown as duplicates and skipped; the rest are added one by one.
 */
export function ImportTeamsDialog({ divisions, divisionId, onClose }: { divisions: Division[]; divisionId?: number; onClose: () => void }) {
  const form = useForm<ImportTeamsForm>({
    initialValues: { divisionId: divisionId === undefined ? '' : String(divisionId), teamsText: '' },
    validate: (values) => ({
      ...(values.divisionId ? {} : { divisionId: 'Division is required' }),
      ...zodValidate(teamsTextForm)(values),
    }),
  });
  const add = useAddTeams();
  const [done, setDone] = useState(0);
  const division = divisions.find((d) => String(d.id) === form.values.divisionId);
  const plan = teamNamesToAdd(form.values.teamsText, division?.teams.map((t) => t.name) ?? []);
  const duplicates = duplicateText(plan.duplicates, division?.name ?? '');

  const submit = () => {
    if (!division) return;
    if (plan.names.length === 0) {
      form.setFieldError('teamsText', 'Every name is already in the division or listed twice');
      return;
    }
    setDone(0);
    add.mutate(
      { divisionId: division.id, names: plan.names, onProgress: setDone },
      {
        onSuccess: (added) => {
          notifySuccess('Teams added', `${plural(added.length, 'team')} added to ${division.name}.${duplicates ? ` Skipped duplicates (${duplicates}).` : ''}`);
          onClose();
        },
        onError: (error) => {
          if (error instanceof TeamsNotAllAdded) {
            notifyError('Error adding teams', error.reason, `${error.failedName} could not be added`);
          } else {
            notifyError('Error adding teams', error, 'Failed to add teams');
          }
        },
      },
    );
  };

  return (
    <ModalDialog onClose={onClose} title="Import Teams" size="lg">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Select
            label="Division"
            placeholder="Select a division"
            required
            data={divisions.map((d) => ({ value: String(d.id), label: d.name }))}
            {...form.getInputProps('divisionId')}
          />
          <Textarea
            label="Team names"
            description="One team name per line."
            placeholder={'Riverside Owls\nLakeside Storm'}
            required
            autosize
            minRows={6}
            maxRows={14}
            data-autofocus
            {...form.getInputProps('teamsText')}
          />
          {form.values.teamsText.trim() && division && (
            <Text size="sm" aria-live="polite">
              {plural(plan.names.length, 'team')} to add to {division.name}.
            </Text>
          )}
          {duplicates && (
            <Alert color="yellow" title="Duplicates will be skipped" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
              {duplicates.charAt(0).toUpperCase() + duplicates.slice(1)}.
            </Alert>
          )}
          {add.isPending && (
            <Stack gap={4}>
              <Text size="sm">
                Adding {done} of {plan.names.length}...
              </Text>
              <Progress value={(done / Math.max(1, plan.names.length)) * 100} aria-label="Teams added" />
            </Stack>
          )}
          {add.error instanceof TeamsNotAllAdded && add.error.added.length > 0 && (
            <Alert color="red">
              {plural(add.error.added.length, 'team')} ({add.error.added.map((t) => t.name).join(', ')}) were added before {add.error.failedName} was refused.
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add Teams
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}
