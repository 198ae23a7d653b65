import { Card, Group, MultiSelect, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { format, parseISO } from 'date-fns';
import type { DateChoice, Side } from '../../../../shared/availability-dates';
import { QUARTER_HOUR_SLOTS } from '../../../../shared/game-time';
import { clockLabel } from '../../../../shared/league-time';

/** Start times a youth game may have: 7:00 AM to 9:00 PM in quarter hours. */
const TIME_OPTIONS = QUARTER_HOUR_SLOTS.filter((t) => t >= '07:00' && t <= '21:00').map((t) => ({ value: t, label: clockLabel(t) }));

/** The away window cannot end before it starts: each list offers only times the other allows. */
const timesFrom = (earliest: string) => TIME_OPTIONS.filter((t) => t.value >= earliest);
const timesUntil = (latest: string) => TIME_OPTIONS.filter((t) => t.value <= latest);

interface Props {
  choice: DateChoice;
  onSide: (side: Side, on: boolean) => void;
  onChange: (changed: DateChoice) => void;
}

/** One available date: home and away, their start times, and a note. */
export function DateCard({ choice, onSide, onChange }: Props) {
  const day = format(parseISO(choice.date), 'EEE, MMM d');
  return (
    <Card withBorder padding="sm" component="li" aria-label={day}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>{day}</Text>
          <Group gap="md">
            <Switch label="Home" checked={choice.canPlayHome} onChange={(e) => onSide('home', e.currentTarget.checked)} aria-label={`Home on ${day}`} />
            <Switch label="Away" checked={choice.canPlayAway} onChange={(e) => onSide('away', e.currentTarget.checked)} aria-label={`Away on ${day}`} />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {choice.canPlayHome && (
            <MultiSelect
              label="Home start times"
              data={TIME_OPTIONS}
              value={choice.homeStartTimes}
              onChange={(times) => onChange({ ...choice, homeStartTimes: [...times].sort() })}
              placeholder="Any time"
              aria-label={`Home start times on ${day}`}
            />
          )}
          {choice.canPlayAway && (
            <>
              <Select
                label="Away: earliest start"
                data={choice.awayLatestStartTime ? timesUntil(choice.awayLatestStartTime) : TIME_OPTIONS}
                value={choice.awayEarliestStartTime}
                onChange={(time) => onChange({ ...choice, awayEarliestStartTime: time })}
                placeholder="Any time"
                clearable
                aria-label={`Earliest away start on ${day}`}
              />
              <Select
                label="Away: latest start"
                data={choice.awayEarliestStartTime ? timesFrom(choice.awayEarliestStartTime) : TIME_OPTIONS}
                value={choice.awayLatestStartTime}
                onChange={(time) => onChange({ ...choice, awayLatestStartTime: time })}
                placeholder="Any time"
                clearable
                aria-label={`Latest away start on ${day}`}
              />
            </>
          )}
        </SimpleGrid>
        <TextInput
          label="Notes"
          value={choice.notes}
          onChange={(e) => onChange({ ...choice, notes: e.currentTarget.value })}
          maxLength={500}
          aria-label={`Notes for ${day}`}
        />
      </Stack>
    </Card>
  );
}
