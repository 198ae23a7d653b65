import { Card, Paper, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Game } from '../../../shared/schemas/game';
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

/** Games of a team or a field page: a table on wider screens, a card each on phones. */
export function GameList({ games, label, columns, card }: Props) {
  const phone = useIsPhone();
  if (phone) {
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
