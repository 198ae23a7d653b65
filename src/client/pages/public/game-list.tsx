import { Card, Paper, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Game } from '../../../shared/schemas/game';
import { PhoneOrWide } from '../../ui/phone-or-wide';

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

/** Games of a team or a field page: a table on wider screens, a card each on phones. */
export function GameList(props: Props) {
  return <PhoneOrWide wide={<GameTable {...props} />} phone={<GameCards {...props} />} />;
}
