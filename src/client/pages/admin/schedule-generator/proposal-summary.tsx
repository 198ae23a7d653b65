import { Alert, List, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ScheduleProposal } from '../../../../shared/schemas/schedule-proposal';
import { plural } from '../../../../shared/plural';
import { dayLabel } from '../phase2/day-label';

const RULES: Record<ScheduleProposal['bottlenecks'][number]['rule'], string> = {
  'games-per-team': 'Games per team',
  'field-slots': 'Field slots',
  'one-game-per-day': 'One game per team per day',
  'rest-days': 'Rest days',
  'team-dates': 'Dates teams cannot play',
};

const UNPLACED_SHOWN = 12;

/** How well the proposal meets each soft goal, 0 to 100. */
export function SoftGoalScores({ scores }: { scores: ScheduleProposal['scores'] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {scores.map((s) => (
        <Stack key={s.goal} gap={4} component="li">
          <Text fw={600}>
            {s.label}: {s.score} of 100
          </Text>
          <Progress value={s.score} color={s.score === 100 ? 'green' : s.score >= 75 ? 'yellow' : 'red'} aria-label={`${s.label}: ${s.score} of 100`} />
          <Text size="sm">{s.detail}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The hard rule that kept games off the schedule, with its teams and dates, and the games still to place. */
export function Bottlenecks({ proposal, teamName }: { proposal: ScheduleProposal; teamName: (id: number) => string }) {
  if (proposal.bottlenecks.length === 0 && proposal.unplaced.length === 0) return null;
  const count = proposal.unplaced.length;
  return (
    <Alert
      color="yellow"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      title={count > 0 ? `${plural(count, 'game')} could not be scheduled` : 'A rule cannot be met'}
    >
      <Stack gap="sm">
        <List spacing="xs" size="sm">
          {proposal.bottlenecks.map((b, index) => (
            <List.Item key={index}>
              <Text size="sm" fw={600} span>
                {RULES[b.rule]}:{' '}
              </Text>
              {b.message}
              {b.teamIds.length > 0 && <> Teams: {b.teamIds.map(teamName).join(', ')}.</>}
              {b.dates.length > 0 && <> Dates: {b.dates.map(dayLabel).join('; ')}.</>}
            </List.Item>
          ))}
        </List>
        {count > 0 && (
          <Text size="sm">
            Still to schedule:{' '}
            {proposal.unplaced
              .slice(0, UNPLACED_SHOWN)
              .map((u) => `${u.awayTeamName} @ ${u.homeTeamName} (week ${u.week})`)
              .join('; ')}
            {count > UNPLACED_SHOWN ? `; and ${count - UNPLACED_SHOWN} more.` : '.'}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
