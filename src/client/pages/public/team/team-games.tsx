import { Card, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { Game } from '../../../../shared/schemas/game';
import { FieldLink } from '../../../ui/field-link';
import { useIsPhone } from '../../../ui/use-is-phone';
import { dateLabel, timeLabel } from '../schedule/game-rows';
import { Opponent } from './opponent';
import { ResultMark } from './result-mark';

interface Props {
  games: Game[];
  teamId: number;
  now: Date;
  timeZone: string;
}

/** The team's games of the season in order, each with its result: a table on wider screens, cards on phones. */
export function TeamGames({ games, teamId, now, timeZone }: Props) {
  const phone = useIsPhone();
  if (games.length === 0) return <Text>No games scheduled for this team yet</Text>;
  if (!phone) {
    return (
      <Paper withBorder>
        <Table striped aria-label="Games of the season">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={130}>Date</Table.Th>
              <Table.Th w={140}>Time</Table.Th>
              <Table.Th>Opponent</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th w={130}>Result</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {games.map((game) => (
              <Table.Tr key={game.id}>
                <Table.Td>{dateLabel(game, timeZone)}</Table.Td>
                <Table.Td>{timeLabel(game, timeZone)}</Table.Td>
                <Table.Td>
                  <Opponent game={game} teamId={teamId} />
                </Table.Td>
                <Table.Td>
                  <FieldLink field={game.field} />
                </Table.Td>
                <Table.Td>
                  <ResultMark game={game} teamId={teamId} now={now} timeZone={timeZone} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    );
  }
  return (
    <Stack gap="xs">
      {games.map((game) => (
        <Card key={game.id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="xs" c="dimmed">
              {game.dateTbd ? timeLabel(game, timeZone) : `${dateLabel(game, timeZone)} · ${timeLabel(game, timeZone)}`}
            </Text>
            <ResultMark game={game} teamId={teamId} now={now} timeZone={timeZone} />
          </Group>
          <Text size="sm">
            <Opponent game={game} teamId={teamId} />
          </Text>
          <Text size="xs" c="dimmed">
            Field: <FieldLink field={game.field} />
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
