import { Card, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { gameTimeLabel, winnerOf } from '../../../../shared/game-display';
import { clockForViewer, formatLeague } from '../../../../shared/league-time';
import type { Game } from '../../../../shared/schemas/game';
import { FieldLink } from '../../../ui/field-link';
import { ResultTeam } from '../../../ui/result-team';
import { TeamLink } from '../../../ui/team-link';
import { PhoneOrWide } from '../../../ui/phone-or-wide';
import { useViewerTimeZone } from '../../../ui/use-viewer-time-zone';
import { GameResult } from './game-result';

export function dateLabel(game: Game, timeZone: string): string {
  return game.dateTbd ? 'TBD' : formatLeague(game.scheduledTime, timeZone, 'EEE, MMM d');
}

/** A game's time on the league's clock, naming its zone for a visitor whose clock reads otherwise ('6:00 PM CDT'). */
export function useTimeLabel(timeZone: string): (game: Game) => string {
  const viewerZone = useViewerTimeZone();
  return (game) => gameTimeLabel(game, clockForViewer(game.scheduledTime, timeZone, viewerZone));
}

interface RowsProps {
  games: Game[];
  timeZone: string;
  /** Decides which games have been played. */
  now: Date;
}

function Matchup({ game, now, timeZone }: { game: Game; now: Date; timeZone: string }) {
  const winner = winnerOf(game);
  return (
    <Group gap={6} wrap="wrap">
      <Text span size="sm">
        <ResultTeam won={winner === 'away'}>
          <TeamLink team={game.awayTeam} />
        </ResultTeam>{' '}
        @{' '}
        <ResultTeam won={winner === 'home'}>
          <TeamLink team={game.homeTeam} />
        </ResultTeam>
      </Text>
      <GameResult game={game} now={now} timeZone={timeZone} />
    </Group>
  );
}

/** The games as a table, for wider screens. */
function GameTable({ games, timeZone, now }: RowsProps) {
  const timeLabel = useTimeLabel(timeZone);
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
              <Table.Td>{timeLabel(game)}</Table.Td>
              <Table.Td>
                <Matchup game={game} now={now} timeZone={timeZone} />
              </Table.Td>
              <Table.Td>
                <FieldLink field={game.field} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The games as cards, for phones. */
function GameCards({ games, timeZone, now }: RowsProps) {
  const timeLabel = useTimeLabel(timeZone);
  return (
    <Stack gap="xs">
      {games.map((game) => (
        <Card key={game.id} withBorder padding="sm">
          <Text size="xs" c="dimmed">
            {game.dateTbd ? timeLabel(game) : `${dateLabel(game, timeZone)} · ${timeLabel(game)}`}
          </Text>
          <Matchup game={game} now={now} timeZone={timeZone} />
          <Text size="xs" c="dimmed">
            Field: <FieldLink field={game.field} />
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

/** A list of games: a table on wider screens, cards on phones. */
export function GameRows(props: RowsProps) {
  return <PhoneOrWide wide={<GameTable {...props} />} phone={<GameCards {...props} />} />;
}
