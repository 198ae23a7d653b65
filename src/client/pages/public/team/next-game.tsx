import { Badge, Group, Text } from '@mantine/core';
import { sideOf } from '../../../../shared/team-season';
import type { Game } from '../../../../shared/schemas/game';
import { FieldLink } from '../../../ui/field-link';
import { dateLabel, useTimeLabel } from '../schedule/game-rows';
import { CardSection } from '../card-section';
import { Opponent } from './opponent';

/** The team's next game at a glance: when, against whom, home or away, and where. */
export function NextGame({ game, teamId, timeZone }: { game: Game | undefined; teamId: number; timeZone: string }) {
  const timeLabel = useTimeLabel(timeZone);
  return (
    <CardSection title="Next game">
      {game ? (
        <>
          <Text fw={700} size="lg">
            {dateLabel(game, timeZone)} · {timeLabel(game)}
          </Text>
          <Group gap="xs">
            <Text>
              <Opponent game={game} teamId={teamId} />
            </Text>
            <Badge variant="outline" color="navy">
              {sideOf(game, teamId) === 'home' ? 'Home' : 'Away'}
            </Badge>
          </Group>
          <Text size="sm">
            Field: <FieldLink field={game.field} />
          </Text>
        </>
      ) : (
        <Text c="dimmed">No games still to come this season.</Text>
      )}
    </CardSection>
  );
}
