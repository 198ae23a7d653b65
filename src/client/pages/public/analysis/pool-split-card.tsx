import { Card, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { DivisionAnalysis } from '../../../../shared/schemas/analysis';
import { formatWinPct } from '../../../../shared/standings';
import { plural } from '../../../../shared/plural';
import { ScrollTable } from '../../../ui/scroll-table';
import { signedRuns } from './numbers';

type Split = NonNullable<DivisionAnalysis['split']>;

/** The suggested Gold/Silver split, and how each team's phase 2 availability fits each pool's matchup dates. */
export function PoolSplitCard({ divisionName, split, teamNames }: { divisionName: string; split: Split; teamNames: ReadonlyMap<number, string> }) {
  return (
    <Stack>
      <Text size="sm">
        {split.pools[0]?.name ?? 'The first pool'} takes the stronger teams, {split.pools[1]?.name ?? 'the second'} the rest, split where the teams of each pool
        are most evenly matched. Every one of the {split.splitsWeighed.toLocaleString('en-US')} possible splits was weighed.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {split.pools.map((pool) => (
          <Card key={pool.name} withBorder radius="md">
            <Title order={3} size="h4">
              {pool.name}
            </Title>
            <Text size="sm" c="dimmed">
              Win % {formatWinPct(pool.meanWinPct)} (spread {formatWinPct(pool.winPctSpread)}) · Diff/G {signedRuns(pool.meanRunDifferentialPerGame)} ·{' '}
              {plural(pool.matchupDates.length, 'matchup date')}
            </Text>
            <List size="sm" mt="xs">
              {pool.teamIds.map((id) => (
                <List.Item key={id}>{teamNames.get(id)}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
      <Paper withBorder>
        <ScrollTable minWidth={420} label={`${divisionName} availability by pool table`} pinnedColumns={1}>
          <Table striped aria-label={`${divisionName} availability by pool`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Team</Table.Th>
                <Table.Th>Suggested pool</Table.Th>
                {split.pools.map((pool) => (
                  <Table.Th key={pool.name} ta="right">
                    {pool.name} dates
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {split.availability.map((fit) => (
                <Table.Tr key={fit.teamId}>
                  <Table.Td>{fit.teamName}</Table.Td>
                  <Table.Td>{fit.pool}</Table.Td>
                  {fit.availableOn.map((on) => (
                    <Table.Td key={on.pool} ta="right">
                      {on.dates} of {on.of}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Paper>
      <Text size="xs" c="dimmed">
        A pool&apos;s matchup dates are the phase 2 dates on which two of its teams can meet: one can host, the other can travel, at a start time both can make.
        Each team&apos;s count is the dates it can play, home or away.
      </Text>
    </Stack>
  );
}
