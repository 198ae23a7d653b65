import { ActionIcon, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconMapPin, IconPencil, IconScale, IconScoreboard, IconTrash } from '@tabler/icons-react';
import { useDeferredValue, type ReactNode } from 'react';
import { canEnterScores, canResolveDispute, STATUS_LABELS } from '../../../../shared/game-status';
import { forfeiterName, gameDateText, gameScoreText, gameTimeText } from '../../../../shared/game-cells';
import type { ListedGame } from '../../../../shared/schemas/admin-games';
import type { Game, GameStatus } from '../../../../shared/schemas/game';
import { hintOf, ListHints } from '../../../ui/list-hints';
import { ScrollTable } from '../../../ui/scroll-table';
import { useIsPhone } from '../../../ui/use-is-phone';
import { CorrectionMenu, type CorrectionAction } from './correction-menu';
import { ForfeitMark, OverdueMark } from './game-marks';

const STATUS_COLORS: Partial<Record<GameStatus, string>> = {
  completed: 'green',
  cancelled: 'red',
  rescheduling: 'yellow',
  score_disputed: 'red',
};

export function GameStatusBadge({ status }: { status: GameStatus }) {
  return (
    // Dark text on the tinted badge keeps the contrast readable for every status colour.
    <Badge color={STATUS_COLORS[status] ?? 'blue'} variant="light" c="dark.8" tt="none">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export type GameAction = 'edit' | 'field' | 'resolve' | 'scores' | 'delete' | CorrectionAction;

function RowAction({ label, color, onClick, children }: { label: string; color?: string; onClick: () => void; children: ReactNode }) {
  return (
    <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} {...hintOf(label)}>
      {children}
    </ActionIcon>
  );
}

function GameActions({ game, onAction }: { game: Game; onAction: (action: GameAction, game: Game) => void }) {
  return (
    <Group gap={2} wrap="nowrap">
      <RowAction label={`Edit game ${game.id}`} onClick={() => onAction('edit', game)}>
        <IconPencil size={18} />
      </RowAction>
      <RowAction label={`Edit field of game ${game.id}`} onClick={() => onAction('field', game)}>
        <IconMapPin size={18} />
      </RowAction>
      {canResolveDispute(game.status) && (
        <RowAction label={`Resolve dispute of game ${game.id}`} color="orange" onClick={() => onAction('resolve', game)}>
          <IconScale size={18} />
        </RowAction>
      )}
      {canEnterScores(game) && (
        <RowAction label={`Enter scores of game ${game.id}`} color="green" onClick={() => onAction('scores', game)}>
          <IconScoreboard size={18} />
        </RowAction>
      )}
      <CorrectionMenu game={game} onAction={onAction} />
      <RowAction label={`Delete game ${game.id}`} color="red" onClick={() => onAction('delete', game)}>
        <IconTrash size={18} />
      </RowAction>
    </Group>
  );
}

/** The status, with a warning sign on a dispute and the overdue and forfeit marks, so each stands out in a long list. */
function GameState({ game }: { game: ListedGame }) {
  const forfeiter = forfeiterName(game);
  return (
    <Group gap={4} style={{ minWidth: 'max-content' }}>
      {game.status === 'score_disputed' && <IconAlertTriangle size={16} color="var(--mantine-color-red-8)" aria-hidden />}
      <GameStatusBadge status={game.status} />
      {game.overdue && <OverdueMark />}
      {forfeiter !== null && <ForfeitMark forfeiter={forfeiter} />}
    </Group>
  );
}

interface GamesProps {
  games: ListedGame[];
  timeZone: string;
  /** What each row offers; none for a season kept as it ended, which takes no changes. */
  onAction?: (action: GameAction, game: Game) => void;
}

/**
 * About a screen of rows: a new list shows these first and the rest of its page a render later, so
 * on a slow device the first games are on screen sooner (docs/benchmarks.md).
 */
const FIRST_ROWS = 12;
const scoreOf = (game: Game) => gameScoreText(game) || '—';

/** The division's games: date and time apart, visitors first, and the actions a game's status allows. */
function GamesTableView({ games, timeZone, onAction }: GamesProps) {
  return (
    <ScrollTable minWidth={940} label="Games">
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Game ID</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Teams</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Score</Table.Th>
            {onAction && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {games.map((game) => (
            <Table.Tr key={game.id}>
              <Table.Td>{game.id}</Table.Td>
              <Table.Td>{gameDateText(game, timeZone)}</Table.Td>
              <Table.Td>{gameTimeText(game, timeZone)}</Table.Td>
              <Table.Td>
                {game.awayTeam.name} @ {game.homeTeam.name}
              </Table.Td>
              <Table.Td>{game.field?.name ?? 'TBD'}</Table.Td>
              <Table.Td>
                <GameState game={game} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{scoreOf(game)}</Table.Td>
              {onAction && (
                <Table.Td>
                  <GameActions game={game} onAction={onAction} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** Phones: one card per game with the same facts and actions. */
function GameCards({ games, timeZone, onAction }: GamesProps) {
  return (
    <Stack gap="xs">
      {games.map((game) => (
        <Card key={game.id} withBorder padding="sm" component="article" aria-label={`Game ${game.id}`}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              Game {game.id}
            </Text>
            <GameState game={game} />
          </Group>
          <Text fw={600}>
            {game.awayTeam.name} @ {game.homeTeam.name}
          </Text>
          <Text size="sm">
            {gameDateText(game, timeZone)} @ {gameTimeText(game, timeZone)}
          </Text>
          <Text size="sm">Field: {game.field?.name ?? 'TBD'}</Text>
          {gameScoreText(game) && <Text size="sm">Score: {gameScoreText(game)}</Text>}
          {onAction && (
            <Group justify="flex-end" mt={4}>
              <GameActions game={game} onAction={onAction} />
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}

/**
 * A table on a wide screen, cards on a phone: one of them, so a page of games is rendered once. A
 * list shown for the first time renders its first rows, then the rest; a later list replaces the
 * one showing once it is wholly rendered.
 */
export function GamesTable(props: GamesProps) {
  const games = useDeferredValue(props.games, props.games.slice(0, FIRST_ROWS));
  const shown = { ...props, games };
  return <ListHints>{useIsPhone() ? <GameCards {...shown} /> : <GamesTableView {...shown} />}</ListHints>;
}
