import { Alert, Button, Checkbox, Group, List, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { SeasonCalendar } from '../../../../shared/season';
import type { SeasonPreview } from '../../../../shared/schemas/season';
import { useCreateSeason, usePreviewSeason } from '../../../api/seasons';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { SeasonCalendarFields } from './season-calendar-fields';
import { formAfter, newSeasonOfForm, validateSeasonForm, type SeasonForm } from './season-form';
import { plural } from '../../../../shared/plural';
import { ModalDialog } from '../../../ui/modal-dialog';

/** What the new season will hold, as the server previewed it. */
function PreviewSummary({ preview }: { preview: SeasonPreview }) {
  const teams = preview.divisions.reduce((sum, d) => sum + d.teams.length, 0);
  const formats = preview.divisions.filter((d) => d.playoffFormat).length;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        The {preview.name} season
      </Title>
      <Text size="sm">
        {preview.start} to {preview.end}, {plural(preview.weeks, 'week')}.{' '}
        {preview.makeCurrent ? 'It becomes the current season at once.' : 'The current season stays current until you switch.'}
      </Text>
      {preview.fromSeason ? (
        <>
          <Text size="sm">
            From {preview.fromSeason.name}: {plural(preview.divisions.length, 'division')}, {plural(teams, 'team')},{' '}
            {plural(preview.coachAssignments, 'coach assignment')}, {plural(preview.fieldLinks, 'home field link')} and {plural(formats, 'playoff format')}.
          </Text>
          <List size="sm" spacing={2}>
            {preview.divisions.map((d) => (
              <List.Item key={d.name}>
                <Text span fw={600} size="sm">
                  {d.name}
                </Text>
                {d.teams.length > 0 ? `: ${d.teams.join(', ')}` : ' (no teams)'}
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text size="sm">It starts empty: add its divisions and teams once it is created. Fields and accounts stay as they are.</Text>
      )}
    </Stack>
  );
}

/** Start a new season: its name and calendar (a year after the season before), what it carries forward, a preview, then one creation. */
export function NewSeasonDialog({ previous, onClose }: { previous: { id: number; name: string; calendar: SeasonCalendar }; onClose: () => void }) {
  const form = useForm<SeasonForm>({ initialValues: formAfter(previous), validate: validateSeasonForm });
  const [preview, setPreview] = useState<SeasonPreview | null>(null);
  const check = usePreviewSeason();
  const create = useCreateSeason();
  const { values } = form;

  const showPreview = (v: SeasonForm) =>
    check.mutate(newSeasonOfForm(v, previous.id), {
      onSuccess: setPreview,
      onError: (error) => notifyError('The season cannot be created', error, 'Please check the form.'),
    });
  const confirm = () =>
    create.mutate(newSeasonOfForm(values, previous.id), {
      onSuccess: (season) => {
        notifySuccess(
          'Season created',
          season.current ? `${season.name} is now the current season.` : `${season.name} is ready; make it current from the list when it starts.`,
        );
        onClose();
      },
      onError: (error) => notifyError('Error creating season', error, 'Failed to create the season'),
    });

  return (
    <ModalDialog onClose={onClose} title="Start a New Season" size="lg">
      {preview ? (
        <Stack>
          <PreviewSummary preview={preview} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPreview(null)}>
              Back
            </Button>
            <Button onClick={confirm} loading={create.isPending}>
              Create Season
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit(showPreview)} noValidate>
          <Stack>
            <SeasonCalendarFields form={form} />
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                Carry forward from {previous.name}
              </Text>
              <Text size="xs" c="dimmed">
                Fields, their photos and every account always stay.
              </Text>
              <Checkbox label="Divisions" {...form.getInputProps('carryDivisions', { type: 'checkbox' })} />
              <Checkbox
                ml="lg"
                label="Teams, with their names and home fields"
                disabled={!values.carryDivisions}
                {...form.getInputProps('carryTeams', { type: 'checkbox' })}
                checked={values.carryDivisions && values.carryTeams}
              />
              <Checkbox
                ml={44}
                label="Coach assignments"
                disabled={!values.carryDivisions || !values.carryTeams}
                {...form.getInputProps('carryCoaches', { type: 'checkbox' })}
                checked={values.carryDivisions && values.carryTeams && values.carryCoaches}
              />
              {/* What cannot be carried shows unticked: the preview and the season follow the same rule. */}
              <Checkbox
                ml="lg"
                label="Playoff formats"
                disabled={!values.carryDivisions}
                {...form.getInputProps('carryFormats', { type: 'checkbox' })}
                checked={values.carryDivisions && values.carryFormats}
              />
            </Stack>
            <Switch label="Make it the current season at once" {...form.getInputProps('makeCurrent', { type: 'checkbox' })} />
            {values.makeCurrent && (
              <Alert color="yellow" variant="light">
                Every page will show the new season, and coaches will see their teams of the new season.
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={check.isPending}>
                Preview
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </ModalDialog>
  );
}
