import { Paper, Table, Text } from '@mantine/core';
import type { PoolStandingRow } from '../../../../shared/schemas/playoffs';
import { ScrollTable } from '../../../ui/scroll-table';
import { TeamLink } from '../../../ui/team-link';
import { formatWinPct } from '../../../../shared/standings';

export function PoolStandingsTable({ pool, rows }: { pool: string; rows: PoolStandingRow[] }) {
  if (rows.length === 0) return <Text c="dimmed">Format pending - teams will be announced when available</Text>;
  return (
    <Paper withBorder>
      <ScrollTable minWidth={560} label={`${pool} standings table`} pinnedColumns={2}>
        <Table striped aria-label={`${pool} standings`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Seed</Table.Th>
              <Table.Th>Team</Table.Th>
              <Table.Th ta="right">W</Table.Th>
              <Table.Th ta="right">L</Table.Th>
              <Table.Th ta="right">T</Table.Th>
              <Table.Th ta="right">Win %</Table.Th>
              <Table.Th ta="right">GB</Table.Th>
              <Table.Th ta="right">RS</Table.Th>
              <Table.Th ta="right">RA</Table.Th>
              <Table.Th ta="right">DIFF</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.team.id} fw={index === 0 ? 700 : undefined}>
                <Table.Td>{row.seed}</Table.Td>
                <Table.Td>
                  <TeamLink team={row.team} />
                </Table.Td>
                <Table.Td ta="right">{row.wins}</Table.Td>
                <Table.Td ta="right">{row.losses}</Table.Td>
                <Table.Td ta="right">{row.ties}</Table.Td>
                <Table.Td ta="right">{formatWinPct(row.winPercentage)}</Table.Td>
                <Table.Td ta="right">{index === 0 ? '-' : row.gamesBack.toFixed(1)}</Table.Td>
                <Table.Td ta="right">{row.runsScored}</Table.Td>
                <Table.Td ta="right">{row.runsAllowed}</Table.Td>
                <Table.Td ta="right">{row.runDiff > 0 ? `+${row.runDiff}` : row.runDiff}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}
