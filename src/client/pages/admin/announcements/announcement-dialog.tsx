import '@mantine/dates/styles.css';
import { Button, Checkbox, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { TEXT_MAX, TITLE_MAX, type AdminAnnouncement } from '../../../../shared/schemas/announcements';
import type { Division, SeasonInfo } from '../../../../shared/schemas/league';
import { useSaveAnnouncement } from '../../../api/announcements';
import { CALENDAR_ARIA_LABELS, DATE_INPUT_STYLES } from '../../../ui/calendar-a11y';
import { ModalDialog } from '../../../ui/modal-dialog';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { TIME_OPTIONS } from '../../../ui/time-options';
import { formOf, inputOf, validateForm, type AnnouncementForm } from './announcement-form';

interface Props {
  /** The announcement to change; without one the dialog posts a new one. */
  announcement: AdminAnnouncement | null;
  divisions: Division[];
  season: SeasonInfo;
  onClose: () => void;
}

function useAnnouncementForm(announcement: AdminAnnouncement | null, timeZone: string) {
  return useForm<AnnouncementForm>({ initialValues: formOf(announcement, timeZone, new Date()), validate: validateForm(timeZone) });
}

function DayAndTime({
  form,
  day,
  time,
  label,
}: {
  form: ReturnType<typeof useAnnouncementForm>;
  day: 'startDate' | 'endDate';
  time: 'startTime' | 'endTime';
  label: string;
}) {
  return (
    <Group grow align="flex-start" wrap="wrap">
      <DatePickerInput
        label={`${label} day`}
        placeholder="Pick a day"
        required
        valueFormat="ddd, MMM D, YYYY"
        ariaLabels={CALENDAR_ARIA_LABELS}
        styles={DATE_INPUT_STYLES}
        miw={200}
        {...form.getInputProps(day)}
        value={form.values[day] || null}
        onChange={(value) => form.setFieldValue(day, value ?? '')}
      />
      <Select
        label={`${label} time`}
        placeholder="Pick a time"
        required
        searchable
        data={TIME_OPTIONS}
        miw={140}
        {...form.getInputProps(time)}
        value={form.values[time] || null}
        onChange={(value: string | null) => form.setFieldValue(time, value ?? '')}
      />
    </Group>
  );
}

export function AnnouncementDialog({ announcement, divisions, season, onClose }: Props) {
  const save = useSaveAnnouncement();
  const form = useAnnouncementForm(announcement, season.timeZone);
  const mailed = announcement?.mailedAt ?? null;

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: announcement?.id ?? null, input: inputOf(values, season.timeZone) },
      {
        onSuccess: (saved) => {
          notifySuccess(announcement ? 'Announcement saved' : 'Announcement posted', saved.state === 'scheduled' ? 'It shows from its start time.' : undefined);
          onClose();
        },
        onError: (error) =>
          notifyError(announcement ? 'Error saving the announcement' : 'Error posting the announcement', error, 'The announcement could not be saved.'),
      },
    ),
  );

  return (
    <ModalDialog onClose={onClose} title={announcement ? 'Edit Announcement' : 'New Announcement'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Title" required maxLength={TITLE_MAX} {...form.getInputProps('title')} />
          <Textarea label="Text" required autosize minRows={3} maxRows={10} maxLength={TEXT_MAX} {...form.getInputProps('text')} />
          <Select
            label="Division"
            description="Every announcement shows on the home page; one for a division also shows on that division's standings, schedule, playoffs and team pages."
            placeholder="Whole league"
            clearable
            data={divisions.map((d) => ({ value: String(d.id), label: d.name }))}
            {...form.getInputProps('divisionId')}
          />
          <DayAndTime form={form} day="startDate" time="startTime" label="Start" />
          <DayAndTime form={form} day="endDate" time="endTime" label="End" />
          <Text size="xs" c="dimmed">
            Times are the league&apos;s ({season.timeZone}).
          </Text>
          {mailed ? (
            <Text size="sm">This announcement was mailed to the coaches it concerns; saving changes does not mail it again.</Text>
          ) : (
            <Checkbox
              label="Mail it to the coaches it concerns when it starts"
              description="Coaches of its division's teams, or of every team; each coach can turn these mails off."
              {...form.getInputProps('mail', { type: 'checkbox' })}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {announcement ? 'Save' : 'Post Announcement'}
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}
