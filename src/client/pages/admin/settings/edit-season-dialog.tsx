import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SeasonDetail } from '../../../../shared/schemas/season';
import { useUpdateSeason } from '../../../api/seasons';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { SeasonCalendarFields } from './season-calendar-fields';
import { calendarOfForm, formOfCalendar, validateSeasonForm, type SeasonForm } from './season-form';
import { ModalDialog } from '../../../ui/modal-dialog';

/** A season's name and calendar, changed together. */
export function EditSeasonDialog({ season, onClose }: { season: SeasonDetail; onClose: () => void }) {
  const form = useForm<SeasonForm>({ initialValues: formOfCalendar(season.name, season.calendar), validate: validateSeasonForm });
  const update = useUpdateSeason();
  const save = (values: SeasonForm) =>
    update.mutate(
      { id: season.id, change: { name: values.name.trim(), calendar: calendarOfForm(values) } },
      {
        onSuccess: (saved) => {
          notifySuccess('Season saved', `${saved.name} runs ${saved.start} to ${saved.end}.`);
          onClose();
        },
        onError: (error) => notifyError('Error saving season', error, 'Failed to save the season'),
      },
    );
  return (
    <ModalDialog onClose={onClose} title={`Edit the ${season.name} Season`} size="lg">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack>
          <SeasonCalendarFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save Season
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}
