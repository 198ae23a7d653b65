import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCoachCalendarLink, useResetCalendarLink } from '../../../api/calendars';
import { CalendarSubscribe } from '../../../ui/calendar-subscribe';
import { notifyError, notifySuccess } from '../../../ui/notify';

/** A coach's private calendar of their teams' games, with the way to make its link a new one. */
export function CalendarCard({ coachId }: { coachId: number }) {
  const link = useCoachCalendarLink(coachId);
  const reset = useResetCalendarLink(coachId);

  const confirmReset = () =>
    modals.openConfirmModal({
      title: 'Reset your calendar link?',
      children: (
        <Text size="sm">
          Your current link stops working at once: calendars subscribed with it no longer get your games. Subscribe again with the new link afterwards.
        </Text>
      ),
      labels: { confirm: 'Reset link', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        reset.mutate(undefined, {
          onSuccess: () => notifySuccess('Calendar link reset', 'The old link no longer works. Subscribe with the new one.'),
          onError: (error) => notifyError('Failed to reset the calendar link', error, 'Please try again.'),
        }),
    });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} component="section" aria-labelledby="my-calendar">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-calendar">
          My games calendar
        </Title>
        <Text size="sm">
          Your teams&apos; games this season in your phone&apos;s calendar, kept up to date. The link is yours alone: anyone who has it sees your teams&apos;
          games. If it was shared by mistake, reset it.
        </Text>
        {link.isError ? (
          <Alert color="red">Your calendar link could not be loaded. Please try again later.</Alert>
        ) : (
          <Group gap="xs">
            {link.data ? (
              <CalendarSubscribe path={link.data.path} label="My games" />
            ) : (
              <Button variant="default" loading>
                Subscribe
              </Button>
            )}
            <Button variant="subtle" color="red" onClick={confirmReset} loading={reset.isPending} disabled={!link.data}>
              Reset link
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
