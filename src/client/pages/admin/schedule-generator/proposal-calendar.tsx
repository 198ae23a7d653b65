import { Table, Text } from '@mantine/core';
import { addDays, format, parseISO } from 'date-fns';
import type { SeasonInfo } from '../../../../shared/schemas/league';
import { ScrollTable } from '../../../ui/scroll-table';
import type { ProposalRow } from './settings';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface Props {
  weeks: SeasonInfo['weeks'];
  rows: ProposalRow[];
}

/** The proposal on a calendar: a line a week, a column a day of the week, the games of each day. */
export function ProposalCalendar({ weeks, rows }: Props) {
  const perDay = new Map<string, number>();
  for (const row of rows) perDay.set(row.date, (perDay.get(row.date) ?? 0) + 1);
  return (
    <ScrollTable minWidth={620} label="Games per day" pinnedColumns={1}>
      <Table withColumnBorders verticalSpacing={4} ta="center" style={{ whiteSpace: 'nowrap' }}>
        <Table.Caption>Games per day of the proposal</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="left">Week</Table.Th>
            {DAYS.map((day) => (
              <Table.Th key={day} ta="center">
                {day}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weeks.map((week) => {
            const start = parseISO(week.start);
            // Week 1 may start on any day; later weeks run Monday to Sunday.
            const monday = addDays(start, -((start.getDay() + 6) % 7));
            return (
              <Table.Tr key={week.week}>
                <Table.Th scope="row" ta="left" fw={600}>
                  Week {week.week}
                </Table.Th>
                {DAYS.map((_, index) => {
                  const date = format(addDays(monday, index), 'yyyy-MM-dd');
                  const inWeek = date >= week.start && date <= week.end;
                  const games = perDay.get(date) ?? 0;
                  return (
                    <Table.Td key={index}>
                      {inWeek && (
                        <>
                          <Text size="xs" c="dimmed">
                            {format(parseISO(date), 'MMM d')}
                          </Text>
                          <Text size="sm" fw={games > 0 ? 700 : 400}>
                            {games > 0 ? `${games} game${games === 1 ? '' : 's'}` : '–'}
                          </Text>
                        </>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
