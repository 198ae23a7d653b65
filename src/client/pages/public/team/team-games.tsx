import { Group, Text } from '@mantine/core';
import type { Game } from '../../../../shared/schemas/game';
import { FieldLink } from '../../../ui/field-link';
import { GameList } from '../game-list';
import { dateLabel, useTimeLabel } from '../schedule/game-rows';
import { Opponent } from './opponent';
import { ResultMark } from './result-mark';

interface Props {
  games: Game[];
  teamId: number;
  now: Date;
  timeZone: string;
}

/** The team's games of the season in order, each with its result. */
export function TeamGames({ games, teamId, now, timeZone }: Props) {
  const timeLabel = useTimeLabel(timeZone);
  if (games.length === 0) return <Text>No games scheduled for this team yet</Text>;
  const result = (game: Game) => <ResultMark game={game} teamId={teamId} now={now} timeZone={timeZone} />;
  return (
    <GameList
      games={games}
      label="Games of the season"
      columns={[
        { header: 'Date', width: 130, cell: (game) => dateLabel(game, timeZone) },
        { header: 'Time', width: 140, cell: (game) => timeLabel(game) },
        { header: 'Opponent', cell: (game) => <Opponent game={game} teamId={teamId} /> },
        { header: 'Field', cell: (game) => <FieldLink field={game.field} /> },
        { header: 'Result', width: 130, cell: result },
      ]}
      card={(game) => (
        <>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="xs" c="dimmed">
              {game.dateTbd ? timeLabel(game) : `${dateLabel(game, timeZone)} · ${timeLabel(game)}`}
            </Text>
            {result(game)}
          </Group>
          <Text size="sm">
            <Opponent game={game} teamId={teamId} />
          </Text>
          <Text size="xs" c="dimmed">
            Field: <FieldLink field={game.field} />
          </Text>
        </>
      )}
    />
  );
}
