import { Card, Paper, Stack, Table, Text } from '@mantine/core';
import type { Game } from '../../../../shared/schemas/game';
import { TeamLink } from '../../../ui/team-link';
import { useIsPhone } from '../../../ui/use-is-phone';
import { dateLabel, timeLabel } from '../schedule/game-rows';

function Teams({ game }: { game: Game }) {
  return (
    <>
      <TeamLink team={game.awayTeam} /> @ <TeamLink team={game.homeTeam} />
    </>
  );
}

/** The games still to come at a field, soonest first: a table on wider screens, cards on phones. */
export function UpcomingGames({ games, divisionNames, timeZone }: { games: Game[]; divisionNames: Map<number, string>; timeZone: string }) {
  const phone = useIsPhone();
  const division = (game: Game) => divisionNames.get(game.homeTeam.divisionId) ?? '';
  if (games.length === 0) return <Text c="dimmed">No games still to come at this field this season.</Text>;
  if (!phone) {
    return (
      <Paper withBorder>
        <Table striped aria-label="Upcoming games">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={130}>Date</Table.Th>
              <Table.Th w={120}>Time</Table.Th>
              <Table.Th>Teams</Table.Th>
              <Table.Th w={100}>Division</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {games.map((game) => (
              <Table.Tr key={game.id}>
                <Table.Td>{dateLabel(game, timeZone)}</Table.Td>
                <Table.Td>{timeLabel(game, timeZone)}</Table.Td>
                <Table.Td>
                  <Teams game={game} />
                </Table.Td>
                <Table.Td>{division(game)}</Table.Td>
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
          <Text size="xs" c="dimmed">
            {dateLabel(game, timeZone)} · {timeLabel(game, timeZone)} · {division(game)}
          </Text>
          <Text size="sm">
            <Teams game={game} />
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
