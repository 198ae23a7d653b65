import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { clockLabel } from '../../../../shared/league-time';
import type { MatchupCompatibility } from '../../../../shared/matchup-compatibility';
import type { Game } from '../../../../shared/schemas/game';
import { dayLabel } from './day-label';

/** A matchup on one of its compatible dates, to view or to schedule. */
export interface ScheduleRequest {
  homeTeam: { id: number; name: string };
  awayTeam: { id: number; name: string };
  date: string;
  startTimes: string[];
}

interface Props {
  pool: string;
  matchups: MatchupCompatibility[];
  /** The division's games, to show a matchup that is already on the schedule. */
  games: Game[];
  onView: (request: ScheduleRequest) => void;
  onSchedule: (request: ScheduleRequest) => void;
}

const team = (seed: number, name: string | undefined) => `Seed ${seed}${name ? ` ${name}` : ''}`;

/** One compatible date of a matchup: its start times, a look at the date, and the game made in one step. */
function DateRow({ request, onView, onSchedule }: { request: ScheduleRequest } & Pick<Props, 'onView' | 'onSchedule'>) {
  const day = dayLabel(request.date);
  const matchupDay = `${request.awayTeam.name} at ${request.homeTeam.name} on ${day}`;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm">
        {day}: {request.startTimes.map(clockLabel).join(', ')}
      </Text>
      <Group gap={4}>
        <Button size="compact-sm" variant="default" onClick={() => onView(request)} aria-label={`View ${matchupDay}`}>
          View
        </Button>
        <Button size="compact-sm" variant="light" onClick={() => onSchedule(request)} aria-label={`Create game ${matchupDay}`}>
          Create Game
        </Button>
      </Group>
    </Group>
  );
}

/** One pool's matchups, each with the dates its teams can meet and a way to schedule one. */
export function MatchupCompatibilityCard({ pool, matchups, games, onView, onSchedule }: Props) {
  return (
    <Card withBorder padding="md" component="section" aria-label={`${pool} matchup compatibility`}>
      <Title order={3} size="h4" mb="sm">
        {pool}: Matchup Compatibility
      </Title>
      {matchups.length === 0 ? (
        <Text size="sm" c="dimmed">
          This pool has no matchups in its format.
        </Text>
      ) : (
        <Stack gap="md">
          {matchups.map(({ matchup, homeTeam, awayTeam, dates }) => {
            const scheduled = games.filter((g) => g.phase === 2 && g.status !== 'cancelled' && g.homeTeamId === homeTeam?.id && g.awayTeamId === awayTeam?.id);
            return (
              <Stack key={`${matchup.homeTeamSeed}-${matchup.awayTeamSeed}`} gap={6}>
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>
                    {team(matchup.awayTeamSeed, awayTeam?.name)} @ {team(matchup.homeTeamSeed, homeTeam?.name)}
                  </Text>
                  {scheduled.map((g) => (
                    <Badge key={g.id} color="green" variant="light" c="dark.8" tt="none">
                      Scheduled: {g.formattedTime}
                    </Badge>
                  ))}
                </Group>
                {!homeTeam || !awayTeam ? (
                  <Text size="sm" c="dimmed">
                    The division has no team at one of these seeds.
                  </Text>
                ) : dates.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No compatible dates yet.
                  </Text>
                ) : (
                  <Stack gap={4}>
                    {dates.map((d) => (
                      <DateRow key={d.date} request={{ homeTeam, awayTeam, date: d.date, startTimes: d.startTimes }} onView={onView} onSchedule={onSchedule} />
                    ))}
                  </Stack>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
