import '@mantine/dates/styles.css';
import { Button, Grid, Group, Indicator, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { format, parseISO } from 'date-fns';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { choicesFromRecords, datesOfSide, setSide, submissionOf, type DateChoice, type Side } from '../../../../shared/availability-dates';
import type { SeasonInfo } from '../../../../shared/schemas/league';
import { AVAILABILITY_MISSING, availabilitySubmission, type AvailabilityRecord } from '../../../../shared/schemas/availability';
import { useSubmitAvailability } from '../../../api/availability';
import { CALENDAR_ARIA_LABELS } from '../../../ui/calendar-a11y';
import calendar from './calendar.module.css';
import { DateCard } from './date-card';
import { toast } from '../../../ui/notify';

interface Props {
  teamId: number;
  teamName: string;
  /** The season's phase 2 window, and what makes a day weekend-type (the start time a new home date gets). */
  season: Pick<SeasonInfo, 'phase2Availability' | 'weekendDays' | 'holidays'>;
  saved: AvailabilityRecord[];
}

/** The calendar of one side (HOME or AWAY), the chosen dates and the general notes of one team. */
export function AvailabilityEditor({ teamId, teamName, season, saved }: Props) {
  const window = season.phase2Availability;
  const [initial] = useState(() => choicesFromRecords(saved));
  const [choices, setChoices] = useState<DateChoice[]>(initial.choices);
  const [generalNotes, setGeneralNotes] = useState(initial.generalNotes);
  const [side, setSideTab] = useState<Side>('home');
  const wide = useMediaQuery('(min-width: 62em)');
  const submit = useSubmitAvailability();

  const shown = datesOfSide(choices, side);
  const otherSide = new Set(datesOfSide(choices, side === 'home' ? 'away' : 'home'));
  const pick = (dates: string[]) => {
    const added = dates.find((d) => !shown.includes(d));
    const removed = shown.find((d) => !dates.includes(d));
    if (added) setChoices((list) => setSide(list, added, side, true, season));
    if (removed) setChoices((list) => setSide(list, removed, side, false, season));
  };

  const send = () => {
    if (choices.length === 0) {
      toast({ color: 'red', title: 'Missing Information', message: AVAILABILITY_MISSING });
      return;
    }
    const submission = submissionOf(teamId, generalNotes, choices);
    const checked = availabilitySubmission.safeParse(submission);
    if (!checked.success) {
      toast({ color: 'red', title: 'Submission Failed', message: checked.error.issues[0]?.message ?? 'Failed to submit availability' });
      return;
    }
    submit.mutate(submission, {
      onSuccess: () => toast({ color: 'green', title: 'Availability submitted', message: `The phase 2 availability of ${teamName} is saved.` }),
      onError: (error) => toast({ color: 'red', title: 'Submission Failed', message: error.message || 'Failed to submit availability' }),
    });
  };

  return (
    <Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 'content' }}>
          <Tabs value={side} onChange={(v) => setSideTab(v === 'away' ? 'away' : 'home')}>
            <Tabs.List grow>
              <Tabs.Tab value="home">HOME</Tabs.Tab>
              <Tabs.Tab value="away">AWAY</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <Text size="sm" c="dimmed" mt="xs" maw={560}>
            {side === 'home'
              ? "Pick the dates your team can host a game. A new home date starts with the league's usual start time (6:00 PM on weekdays, 2:00 PM on weekends and holidays); change it in the date's start times. A dot marks a date chosen for away games."
              : 'Pick the dates your team can travel to an away game. A dot marks a date chosen for home games.'}
          </Text>
          <DatePicker
            mt="xs"
            type="multiple"
            value={shown}
            onChange={pick}
            minDate={window.start}
            maxDate={window.end}
            defaultDate={window.start}
            numberOfColumns={wide ? 2 : 1}
            hideOutsideDates
            ariaLabels={CALENDAR_ARIA_LABELS}
            classNames={{ day: calendar.day }}
            getDayProps={(date) => ({ 'aria-label': format(parseISO(date), 'EEEE, MMMM d, yyyy') })}
            renderDay={(date) => (
              <Indicator size={5} offset={-3} position="bottom-center" disabled={!otherSide.has(date)}>
                <div>{Number(date.slice(8))}</div>
              </Indicator>
            )}
            aria-label={side === 'home' ? 'Home dates' : 'Away dates'}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 'auto' }}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              Available dates ({choices.length})
            </Title>
            {choices.length === 0 ? (
              <Text c="dimmed">No dates chosen yet. Pick them on the calendar.</Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {choices.map((choice) => (
                  <DateCard
                    key={choice.date}
                    choice={choice}
                    onSide={(s, on) => setChoices((list) => setSide(list, choice.date, s, on, season))}
                    onChange={(changed) => setChoices((list) => list.map((c) => (c.date === changed.date ? changed : c)))}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <Textarea
        label="General notes"
        description="Anything the league should know about your team's phase 2 availability"
        autosize
        minRows={2}
        maxLength={2000}
        value={generalNotes}
        onChange={(e) => setGeneralNotes(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button onClick={send} loading={submit.isPending}>
          Submit Availability
        </Button>
      </Group>
    </Stack>
  );
}
