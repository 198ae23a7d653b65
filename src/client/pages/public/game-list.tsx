import { Box, Card, Paper, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Game } from '../../../shared/schemas/game';
import { useHydrating } from '../../ui/use-hydrating';
import { useIsPhone } from '../../ui/use-is-phone';

export interface GameColumn {
  header: string;
  width?: number;
  cell: (game: Game) => ReactNode;
}

interface Props {
  games: Game[];
  /** The table's name for screen readers. */
  label: string;
  columns: GameColumn[];
  /** What a game's card on a phone shows. */
  card: (game: Game) => ReactNode;
}

function GameCards({ games, card }: Pick<Props, 'games' | 'card'>) {
  return (
    <Stack gap="xs">
      {games.map((game) => (
        <Card key={game.id} withBorder padding="sm">
          {card(game)}
        </Card>
      ))}
    </Stack>
  );
}

function GameTable({ games, label, columns }: Omit<Props, 'card'>) {
  return (
    <Paper withBorder>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} w={column.width}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {games.map((game) => (
            <Table.Tr key={game.id}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(game)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * Games of a team or a field page: a table on wider screens, a card each on phones. As on the
 * schedule, a page the server rendered holds both, the screen's width choosing with CSS, until
 * the browser has taken it over and drops the one it does not show.
 */
export function GameList(props: Props) {
  const phone = useIsPhone();
  const hydrating = useHydrating();
  return (
    <>
      {(hydrating || !phone) && (
        <Box visibleFrom="sm">
          <GameTable {...props} />
        </Box>
      )}
      {(hydrating || phone) && (
        <Box hiddenFrom="sm">
          <GameCards {...props} />
        </Box>
      )}
    </>
  );
}
