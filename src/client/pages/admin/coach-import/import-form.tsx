import { Button, Checkbox, PasswordInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { coachImportBody, type CoachImportBody, type CoachImportResult } from '../../../../shared/schemas/coach-admin';
import { useImportCoaches } from '../../../api/coach-admin';
import { coachQueries } from '../../../api/league';
import { useSession } from '../../../api/session';
import { notifyError } from '../../../ui/notify';
import { zodValidate } from '../../../ui/zod-form';
import { plural } from '../../../../shared/plural';

const EXAMPLE = 'Division,Team,Email,FirstName,LastName\n10U,Highland Falcons,pat.doe@example.com,Pat,Doe';

interface Props {
  onImported: (result: CoachImportResult) => void;
}

/** The paste, the clear-first choice (administrators only) and the optional shared first password. */
export function ImportForm({ onImported }: Props) {
  const client = useQueryClient();
  const isAdmin = useSession().user?.role === 'admin';
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

  const submit = form.onSubmit(async (values) => {
    if (!values.clearExisting) return run(values);
    // Counted when asked, so the dialog names what the server holds now.
    const coaches = await client.fetchQuery({ ...coachQueries.list(), staleTime: 0 }).catch((error: unknown) => {
      notifyError('Import Failed', error, 'Failed to count the coaches');
      return null;
    });
    if (!coaches) return;
    const places = coaches.reduce((sum, coach) => sum + coach.teamStaff.length, 0);
    modals.openConfirmModal({
      title: 'Clear all coaches?',
      children: (
        <Stack gap="xs">
          <Text size="sm">
            This removes {plural(coaches.length, 'coach account', 'coach accounts')} and {plural(places, 'team assignment', 'team assignments')} before the
            import. Administrators are kept.
          </Text>
          <Text size="sm">A backup is taken first and listed in Settings. If any line of the import has an error, nothing is cleared or imported.</Text>
        </Stack>
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
        {isAdmin && <Checkbox label="Clear all existing coaches before importing" {...form.getInputProps('clearExisting', { type: 'checkbox' })} />}
        <Button type="submit" loading={importCoaches.isPending} style={{ alignSelf: 'flex-start' }}>
          Import Coaches
        </Button>
      </Stack>
    </form>
  );
}
