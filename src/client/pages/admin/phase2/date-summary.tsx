import { Table, Text, UnstyledButton } from '@mantine/core';
import { format, parseISO } from 'date-fns';
import type { AvailabilityRecord } from '../../../../shared/schemas/availability';
import { ScrollTable } from '../../../ui/scroll-table';

export interface DateSummary {
  date: string;
  teams: string[];
  home: number;
  away: number;
}

/** Per date: the teams that gave availability, how many can host and how many can travel. */
export function summarizeByDate(records: readonly AvailabilityRecord[]): DateSummary[] {
  const byDate = new Map<string, DateSummary>();
  for (const r of records) {
    const entry = byDate.get(r.date) ?? { date: r.date, teams: [], home: 0, away: 0 };
    entry.teams.push(r.team.name);
    if (r.canPlayHome) entry.home += 1;
    if (r.canPlayAway) entry.away += 1;
    byDate.set(r.date, entry);
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

export function DateSummaryList({ summary, selected, onSelect }: { summary: DateSummary[]; selected: string | null; onSelect: (date: string) => void }) {
  if (summary.length === 0) return <Text c="dimmed">No availability has been submitted for this selection yet.</Text>;
  return (
    <ScrollTable minWidth={330} label="Availability by date">
      <Table verticalSpacing={6} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Teams</Table.Th>
            <Table.Th ta="right">Home</Table.Th>
            <Table.Th ta="right">Away</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.map((row) => (
            <Table.Tr key={row.date} bg={row.date === selected ? 'var(--mantine-color-navy-0)' : undefined}>
              <Table.Td>
                <UnstyledButton
                  onClick={() => onSelect(row.date)}
                  aria-pressed={row.date === selected}
                  fw={600}
                  fz="sm"
                  c="navy.8"
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {format(parseISO(row.date), 'EEE, MMM d')}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.teams.join(', ')}</Text>
              </Table.Td>
              <Table.Td ta="right">{row.home}</Table.Td>
              <Table.Td ta="right">{row.away}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
