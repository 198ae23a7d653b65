import { Button, Card, Group, Text, Title } from '@mantine/core';
import type { AvailabilityRecord } from '../../../../shared/schemas/availability';
import { DateAvailability } from './date-availability';
import { dayLabel } from './day-label';
import type { ScheduleRequest } from './matchup-compatibility-card';

/** The date shown below the calendar; after View on a matchup, the matchup whose teams it shows. */
export interface DateView {
  date: string;
  matchup?: ScheduleRequest;
}

interface Props {
  view: DateView | null;
  /** The chosen date's records: those of the Team filter, or of the matchup's two teams. */
  records: AvailabilityRecord[];
  /** What the Team filter shows ('all teams', 'Hillcrest Storm only'), to go back to it from a matchup. */
  filterLabel: string;
  onShowFilter: () => void;
}

/** The chosen date's availability, in a tab for hosts and a tab for visitors. */
export function DateCard({ view, records, filterLabel, onShowFilter }: Props) {
  const matchup = view?.matchup;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="date-availability">
      <Title order={2} size="h4" id="date-availability" mb="xs">
        {view ? dayLabel(view.date) : 'Choose a date'}
      </Title>
      {matchup && (
        <Group justify="space-between" gap="xs" mb="xs">
          <Text size="sm">
            Both teams of {matchup.awayTeam.name} @ {matchup.homeTeam.name}
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={onShowFilter}>
            Show {filterLabel}
          </Button>
        </Group>
      )}
      {view ? <DateAvailability key={view.date} records={records} /> : <Text c="dimmed">Pick a date on the calendar.</Text>}
    </Card>
  );
}
