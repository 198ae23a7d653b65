import { Alert, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { calendarFeedPaths } from '../../../shared/calendar-feeds';
import { divisionStandings, formatGamesBack, formatWinPct, STANDINGS_COLUMNS } from '../../../shared/standings';
import { EXPORTS } from '../../api/dashboard';
import { useGames } from '../../api/league';
import { AnnouncementBanners } from '../../ui/announcement-banners';
import { AnalysisLink } from './analysis-link';
import { CalendarSubscribe } from '../../ui/calendar-subscribe';
import { DivisionTabs } from '../../ui/division-tabs';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { PastSeasonNotice, SeasonSwitcher, useNoSuchSeason } from '../../ui/season-switcher';
import { useDivisionRoute } from '../../ui/use-division-route';
import { ScrollTable } from '../../ui/scroll-table';
import { TeamLink } from '../../ui/team-link';
import { usePageTitle } from '../../ui/use-page-title';

export default function StandingsPage() {
  usePageTitle('Standings');
  const { divisions, division, isPending, isError, unknownDivision, select, season } = useDivisionRoute('/standings');
  const games = useGames(!isPending, season);
  const noSuchSeason = useNoSuchSeason();

  const rows = useMemo(() => {
    if (!division || !games.data) return [];
    return divisionStandings(division.teams, games.data);
  }, [division, games.data]);

  let body;
  if (noSuchSeason) body = null;
  else if (isPending || games.isPending) body = <Text>Loading standings...</Text>;
  else if (isError || games.isError) body = <Alert color="red">Error loading game data</Alert>;
  else if (unknownDivision) body = <Alert color="yellow">There is no such division. Choose one of the tabs above.</Alert>;
  else if (!division) body = <Text>No divisions have been set up yet.</Text>;
  else
    body = (
      <Paper withBorder>
        <ScrollTable minWidth={640} label={`${division.name} standings table`} pinnedColumns={1}>
          <Table striped highlightOnHover aria-label={`${division.name} standings`}>
            <Table.Thead>
              <Table.Tr>
                {STANDINGS_COLUMNS.map((c) => (
                  <Table.Th key={c} ta={c === 'Team' ? 'left' : 'right'}>
                    {c}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.teamId} fw={index === 0 ? 700 : undefined}>
                  <Table.Td>
                    <TeamLink team={{ id: row.teamId, name: row.teamName }} />
                  </Table.Td>
                  <Table.Td ta="right">{row.wins}</Table.Td>
                  <Table.Td ta="right">{row.losses}</Table.Td>
                  <Table.Td ta="right">{row.ties}</Table.Td>
                  <Table.Td ta="right">{row.gamesPlayed}</Table.Td>
                  <Table.Td ta="right">{formatWinPct(row.winPct)}</Table.Td>
                  <Table.Td ta="right">{formatGamesBack(row, index)}</Table.Td>
                  <Table.Td ta="right">{row.runsScored}</Table.Td>
                  <Table.Td ta="right">{row.runsAllowed}</Table.Td>
                  <Table.Td ta="right">{row.runDifferential > 0 ? `+${row.runDifferential}` : row.runDifferential}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Paper>
    );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>League Standings</Title>
        <Group gap="xs">
          {division && <AnalysisLink divisionId={division.id} season={season} />}
          {division && <CalendarSubscribe path={calendarFeedPaths.division(division.id)} label={`${division.name} games`} />}
          <ExportCsvButton path={EXPORTS.standings} name="Export standings CSV" />
        </Group>
      </Group>
      <SeasonSwitcher />
      <PastSeasonNotice />
      <DivisionTabs divisions={divisions} selectedId={division?.id} onSelect={select} />
      {division && <AnnouncementBanners divisionId={division.id} />}
      {body}
      <Text size="xs" c="dimmed">
        Phase 1 games with verified scores count. Ordered by win percentage, then run differential, then runs scored.
      </Text>
    </Stack>
  );
}
