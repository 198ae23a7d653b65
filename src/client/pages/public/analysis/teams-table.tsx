import { Paper, Table } from '@mantine/core';
import type { AnalysedTeam } from '../../../../shared/schemas/analysis';
import { formatWinPct } from '../../../../shared/standings';
import { ScrollTable } from '../../../ui/scroll-table';
import { TeamLink } from '../../../ui/team-link';
import { recordText, signedRuns } from './numbers';

const COLUMNS = ['Team', 'W-L-T', 'Win %', 'Expected', 'Diff/G', 'SOS', 'Close'] as const;

/** Each team's figures, in standings order: the charts' numbers as text. */
export function TeamsTable({ divisionName, teams }: { divisionName: string; teams: AnalysedTeam[] }) {
  return (
    <Paper withBorder>
      <ScrollTable minWidth={620} label={`${divisionName} team figures table`} pinnedColumns={1}>
        <Table striped aria-label={`${divisionName} team figures`}>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((c) => (
                <Table.Th key={c} ta={c === 'Team' ? 'left' : 'right'}>
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {teams.map((team) => (
              <Table.Tr key={team.teamId}>
                <Table.Td>
                  <TeamLink team={{ id: team.teamId, name: team.teamName }} />
                </Table.Td>
                <Table.Td ta="right">{recordText(team)}</Table.Td>
                <Table.Td ta="right">{formatWinPct(team.winPct)}</Table.Td>
                <Table.Td ta="right">{formatWinPct(team.pythagoreanWinPct)}</Table.Td>
                <Table.Td ta="right">{signedRuns(team.runDifferentialPerGame)}</Table.Td>
                <Table.Td ta="right">{formatWinPct(team.strengthOfSchedule)}</Table.Td>
                <Table.Td ta="right">{recordText(team.closeRecord)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}
