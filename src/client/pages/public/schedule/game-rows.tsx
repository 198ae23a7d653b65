import { Badge, Box, Card, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { gameTimeLabel, isScoreVisible } from '../../../../shared/game-display';
import { formatLeague } from '../../../../shared/league-time';
import type { Game } from '../../../../shared/schemas/game';
import { useHydrating } from '../../../ui/use-hydrating';
import { useIsPhone } from '../../../ui/use-is-phone';

function dateLabel(game: Game, timeZone: string): string {
  return game.dateTbd ? 'TBD' : formatLeague(game.scheduledTime, timeZone, 'EEE, MMM d');
}

function timeLabel(game: Game, timeZone: string): string {
  return gameTimeLabel(game, formatLeague(game.scheduledTime, timeZone, 'h:mm a'));
}

function Matchup({ game }: { game: Game }) {
  const showScore = isScoreVisible(game);
  return (
    <Group gap={6} wrap="wrap">
      <Text span size="sm">
        {game.awayTeam.name} @ {game.homeTeam.name}
      </Text>
      {showScore && (
        <Badge variant="light" color="navy" aria-label={`Final score ${game.awayScore} to ${game.homeScore}`}>
          {game.awayScore} - {game.homeScore}
        </Badge>
      )}
      {game.status === 'cancelled' && (
        <Badge color="red" variant="light">
          Cancelled
        </Badge>
      )}
      {game.status === 'rescheduling' && (
        <Badge color="yellow" variant="light">
          Rescheduling
        </Badge>
      )}
    </Group>
  );
}

/** The games as a table, for wider screens. */
function GameTable({ games, timeZone }: { games: Game[]; timeZone: string }) {
  return (
    <Paper withBorder>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={140}>Date</Table.Th>
            <Table.Th w={150}>Time</Table.Th>
            <Table.Th>Teams</Table.Th>
            <Table.Th w={220}>Field</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {games.map((game) => (
            <Table.Tr key={game.id}>
              <Table.Td>{dateLabel(game, timeZone)}</Table.Td>
              <Table.Td>{timeLabel(game, timeZone)}</Table.Td>
              <Table.Td>
                <Matchup game={game} />
              </Table.Td>
              <Table.Td>{game.field?.name ?? 'TBD'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The games as cards, for phones. */
function GameCards({ games, timeZone }: { games: Game[]; timeZone: string }) {
  return (
    <Stack gap="xs">
      {games.map((game) => (
        <Card key={game.id} withBorder padding="sm">
          <Text size="xs" c="dimmed">
            {game.dateTbd ? timeLabel(game, timeZone) : `${dateLabel(game, timeZone)} · ${timeLabel(game, timeZone)}`}
          </Text>
          <Matchup game={game} />
          <Text size="xs" c="dimmed">
            Field: {game.field?.name ?? 'TBD'}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * A list of games: a table on wider screens, cards on phones. The server does not know the
 * screen: a page it rendered holds both, the screen's width choosing with CSS, until the browser
 * has taken the page over and drops the one it does not show (the other stays as it is).
 */
export function GameRows({ games, timeZone }: { games: Game[]; timeZone: string }) {
  const phone = useIsPhone();
  const hydrating = useHydrating();
  return (
    <>
      {(hydrating || !phone) && (
        <Box visibleFrom="sm">
          <GameTable games={games} timeZone={timeZone} />
        </Box>
      )}
      {(hydrating || phone) && (
        <Box hiddenFrom="sm">
          <GameCards games={games} timeZone={timeZone} />
        </Box>
      )}
    </>
  );
}
