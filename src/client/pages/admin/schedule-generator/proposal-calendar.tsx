import { Box, List, Stack, Table, Text } from '@mantine/core';
import { addDays, format, parseISO } from 'date-fns';
import type { SeasonInfo } from '../../../../shared/schemas/league';
import { plural } from '../../../../shared/plural';
import { ScrollTable } from '../../../ui/scroll-table';
import { useIsPhone } from '../../../ui/use-is-phone';
import type { ProposalRow } from './settings';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const CAPTION = 'Games per day of the proposal';

type Week = SeasonInfo['weeks'][number];

interface Props {
  weeks: SeasonInfo['weeks'];
  rows: ProposalRow[];
}

/** The week's Monday to Sunday, each with whether it is a day of the week (week 1 may start on any day; later weeks run Monday to Sunday). */
function daysOf(week: Week): { date: string; inWeek: boolean }[] {
  const start = parseISO(week.start);
  const monday = addDays(start, -((start.getDay() + 6) % 7));
  return DAYS.map((_, index) => {
    const date = format(addDays(monday, index), 'yyyy-MM-dd');
    return { date, inWeek: date >= week.start && date <= week.end };
  });
}

function gamesPerDay(rows: ProposalRow[]): Map<string, number> {
  const perDay = new Map<string, number>();
  for (const row of rows) perDay.set(row.date, (perDay.get(row.date) ?? 0) + 1);
  return perDay;
}

/** Wider screens: a line a week, a column a day of the week, the games of each day. */
function CalendarTable({ weeks, perDay }: { weeks: Week[]; perDay: Map<string, number> }) {
  return (
    <ScrollTable minWidth={620} label="Games per day">
      <Table withColumnBorders verticalSpacing={4} ta="center" style={{ whiteSpace: 'nowrap' }}>
        <Table.Caption>{CAPTION}</Table.Caption>
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
          {weeks.map((week) => (
            <Table.Tr key={week.week}>
              <Table.Th scope="row" ta="left" fw={600}>
                Week {week.week}
              </Table.Th>
              {daysOf(week).map(({ date, inWeek }) => {
                const games = perDay.get(date) ?? 0;
                return (
                  <Table.Td key={date}>
                    {inWeek && (
                      <>
                        <Text size="xs" c="dimmed">
                          {format(parseISO(date), 'MMM d')}
                        </Text>
                        <Text size="sm" fw={games > 0 ? 700 : 400}>
                          {games > 0 ? plural(games, 'game') : '–'}
                        </Text>
                      </>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** Phones: seven columns do not fit, so each week lists the days it has games on. */
function CalendarList({ weeks, perDay }: { weeks: Week[]; perDay: Map<string, number> }) {
  return (
    <Box component="section" aria-label="Games per day">
      <Text size="sm" c="dimmed" mb="xs">
        {CAPTION}
      </Text>
      <Stack gap="sm">
        {weeks.map((week) => {
          const days = daysOf(week).filter(({ date, inWeek }) => inWeek && perDay.has(date));
          return (
            <div key={week.week}>
              <Text size="sm" fw={600}>
                Week {week.week}{' '}
                <Text span size="sm" c="dimmed">
                  ({format(parseISO(week.start), 'MMM d')} – {format(parseISO(week.end), 'MMM d')})
                </Text>
              </Text>
              {days.length === 0 ? (
                <Text size="sm">No games</Text>
              ) : (
                <List size="sm" listStyleType="none" aria-label={`Week ${week.week}`}>
                  {days.map(({ date }) => (
                    <List.Item key={date}>
                      {format(parseISO(date), 'EEE, MMM d')}: <b>{plural(perDay.get(date) ?? 0, 'game')}</b>
                    </List.Item>
                  ))}
                </List>
              )}
            </div>
          );
        })}
      </Stack>
    </Box>
  );
}

/** The proposal on a calendar: the games of each day, week by week. */
export function ProposalCalendar({ weeks, rows }: Props) {
  const perDay = gamesPerDay(rows);
  return useIsPhone() ? <CalendarList weeks={weeks} perDay={perDay} /> : <CalendarTable weeks={weeks} perDay={perDay} />;
}
