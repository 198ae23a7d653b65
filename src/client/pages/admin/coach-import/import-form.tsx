import { Button, Checkbox, PasswordInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { coachImportBody, type CoachImportBody, type CoachImportResult } from '../../../../shared/schemas/coach-admin';
import { useImportCoaches } from '../../../api/coach-admin';
import { notifyError } from '../../../ui/notify';
import { zodValidate } from '../../../ui/zod-form';

const EXAMPLE = 'Division,Team,Email,FirstName,LastName\n10U,Highland Falcons,pat.doe@example.com,Pat,Doe';

interface Props {
  onImported: (result: CoachImportResult) => void;
}

/** The paste, the clear-first choice and the optional shared first password. */
export function ImportForm({ onImported }: Props) {
  const form = useForm<CoachImportBody>({
    initialValues: { coachesData: '', clearExisting: false, defaultPassword: '' },
    validate: zodValidate(coachImportBody),
  });
  const importCoaches = useImportCoaches();

  const run = (values: CoachImportBody) =>
    importCoaches.mutate(
      { ...values, defaultPassword: values.defaultPassword || undefined },
      {
        onSuccess: onImported,
        onError: (error) => notifyError('Import Failed', error, 'Failed to import coaches'),
      },
    );

  const submit = form.onSubmit((values) => {
    if (!values.clearExisting) return run(values);
    modals.openConfirmModal({
      title: 'Clear all coaches?',
      children: (
        <Text size="sm">
          Every coach account and all of their team assignments will be deleted before the import. Administrators are kept. This
          cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Clear and Import', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => run(values),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Textarea
          label="CSV Data"
          description="A header line with the columns Division, Team, Email, FirstName, LastName, then one coach per line."
          placeholder={EXAMPLE}
          autosize
          minRows={8}
          maxRows={20}
          styles={{ input: { fontFamily: 'monospace' } }}
          {...form.getInputProps('coachesData')}
        />
        <PasswordInput
          label="Default password (optional)"
          description="New coaches get this password and must choose their own at first sign-in. Leave it empty to email each new coach a sign-in link instead."
          autoComplete="new-password"
          {...form.getInputProps('defaultPassword')}
        />
        <Checkbox label="Clear all existing coaches before importing" {...form.getInputProps('clearExisting', { type: 'checkbox' })} />
        <Button type="submit" loading={importCoaches.isPending} style={{ alignSelf: 'flex-start' }}>
          Import Coaches
        </Button>
      </Stack>
    </form>
  );
}
