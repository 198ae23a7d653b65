import { Alert, Box, Button, Card, Grid, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { leagueDate } from '../../../shared/league-time';
import { matchupCompatibility } from '../../../shared/matchup-compatibility';
import { gamesOfDivision } from '../../../shared/schedule';
import type { Division, SeasonInfo } from '../../../shared/schemas/league';
import { useDivisionSeeds, useDivisions, useGames, usePlayoffFormats, useSeason } from '../../api/league';
import { useAllAvailability } from '../../api/phase2';
import { AdminOnly } from '../../layout/role-gate';
import { PageLoader } from '../../ui/page-loader';
import { usePageTitle } from '../../ui/use-page-title';
import { FormatAccordion } from '../public/playoffs/format-accordion';
import { AvailabilityCalendar } from './phase2/availability-calendar';
import { DateCard, type DateView } from './phase2/date-card';
import { DateSummaryList, summarizeByDate } from './phase2/date-summary';
import { dayLabel } from './phase2/day-label';
import { FormatEditorDialog } from './phase2/format-editor-dialog';
import { MatchupCompatibilityCard, type ScheduleRequest } from './phase2/matchup-compatibility-card';
import { ProposalCard } from './phase2/proposal-card';
import { ScheduleMatchupDialog } from './phase2/schedule-matchup-dialog';
import { ArchivedSeasonNotice, SeasonSwitcher } from '../../ui/season-switcher';
import { useChosenSeason } from '../../ui/use-chosen-season';

const ALL_TEAMS = 'all';

function DivisionScheduling({ division, season, seasonId }: { division: Division; season: SeasonInfo; seasonId: number | undefined }) {
  const availability = useAllAvailability(seasonId);
  const formats = usePlayoffFormats(seasonId);
  const seeds = useDivisionSeeds(division.id);
  const games = useGames(true, seasonId);
  const [teamChoice, setTeamChoice] = useState(ALL_TEAMS);
  const [viewChoice, setViewChoice] = useState<DateView | null>(null);
  const dateCard = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState(false);
  const [scheduling, setScheduling] = useState<ScheduleRequest | null>(null);

  const format = formats.data?.find((f) => f.divisionId === division.id);
  const divisionRecords = useMemo(() => (availability.data ?? []).filter((r) => r.team.divisionId === division.id), [availability.data, division.id]);
  const filteredTeam = division.teams.find((t) => String(t.id) === teamChoice);
  const chosen = filteredTeam ? divisionRecords.filter((r) => r.teamId === filteredTeam.id) : divisionRecords;
  const summary = summarizeByDate(chosen);
  const teamsByDate = new Map(summary.map((s) => [s.date, s.teams.length]));
  const firstDate = summary[0]?.date;
  const view = viewChoice ?? (firstDate ? { date: firstDate } : null);
  const matchupTeams = view?.matchup && [view.matchup.homeTeam.id, view.matchup.awayTeam.id];
  // A matchup's date shows both of its teams, whatever the Team filter.
  const dateRecords = (matchupTeams ? divisionRecords.filter((r) => matchupTeams.includes(r.teamId)) : chosen).filter((r) => r.date === view?.date);
  const showDate = (date: string) => setViewChoice({ date });
  const leaveMatchup = () => setViewChoice((current) => current && { date: current.date });
  const divisionGames = useMemo(() => (games.data ? gamesOfDivision(games.data, division.id) : []), [games.data, division.id]);
  const booked = divisionGames
    .filter((g) => g.status !== 'cancelled' && !g.dateTbd)
    .map((g) => ({ teamIds: [g.homeTeamId, g.awayTeamId], date: leagueDate(g.scheduledTime, season.timeZone) }));
  const seedList = seeds.data ?? [];
  const teamAt = (seed: number) => seedList.find((s) => s.seed === seed)?.team;

  if (availability.isPending) return <PageLoader label="Loading availability..." />;
  if (availability.isError) return <Alert color="red">Availability could not be loaded. {availability.error.message}</Alert>;

  return (
    <Stack gap="lg">
      <Select
        label="Team"
        data={[{ value: ALL_TEAMS, label: 'All teams' }, ...division.teams.map((t) => ({ value: String(t.id), label: t.name }))]}
        value={teamChoice}
        onChange={(value) => {
          setTeamChoice(value ?? ALL_TEAMS);
          leaveMatchup();
        }}
        allowDeselect={false}
        maw={360}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 'content' }}>
          <AvailabilityCalendar window={season.phase2Availability} teamsByDate={teamsByDate} selected={view?.date ?? null} onSelect={showDate} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 'auto' }}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              Availability by date
            </Title>
            <DateSummaryList summary={summary} selected={view?.date ?? null} onSelect={showDate} />
          </Stack>
        </Grid.Col>
      </Grid>
      {/* Clear of the sticky header when View brings it into sight from further down. */}
      <Box ref={dateCard} style={{ scrollMarginTop: 80 }}>
        <DateCard view={view} records={dateRecords} filterLabel={filteredTeam ? `${filteredTeam.name} only` : 'all teams'} onShowFilter={leaveMatchup} />
      </Box>
      <Card withBorder padding="md" component="section" aria-labelledby="playoff-format">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="playoff-format">
            Playoff Format
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} />}
            onClick={() => setEditing(true)}
            disabled={formats.isPending || seeds.isPending}
          >
            {format ? 'Edit Format' : 'Create Format'}
          </Button>
        </Group>
        {formats.isPending ? (
          <Text>Loading playoff formats...</Text>
        ) : format ? (
          <FormatAccordion format={format} teamAt={teamAt} />
        ) : (
          <Text>No playoff format has been defined for the {division.name} division yet.</Text>
        )}
      </Card>
      {format && (
        <Stack gap="sm">
          <Title order={2} size="h4">
            Matchup Compatibility
          </Title>
          <Text size="sm" c="dimmed">
            Dates on which the home team can host and the away team can travel at a common start time. Dates on which either team already has a game are left
            out.
          </Text>
          {format.pools.map((pool) => (
            <MatchupCompatibilityCard
              key={pool.name}
              pool={pool.name}
              matchups={matchupCompatibility(pool.matchups ?? [], seedList, divisionRecords, booked)}
              games={divisionGames}
              onView={(matchup) => {
                setViewChoice({ date: matchup.date, matchup });
                // On a phone the date's card is far above the matchup: bring it into sight.
                dateCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
              onSchedule={setScheduling}
            />
          ))}
        </Stack>
      )}
      {format && <ProposalCard divisionId={division.id} timeZone={season.timeZone} />}
      {editing && <FormatEditorDialog division={division} format={format} seeds={seedList} onClose={() => setEditing(false)} />}
      {scheduling && <ScheduleMatchupDialog request={scheduling} timeZone={season.timeZone} onClose={() => setScheduling(null)} />}
    </Stack>
  );
}

function Phase2Scheduling() {
  const { season: chosen } = useChosenSeason();
  const divisions = useDivisions(chosen);
  const season = useSeason(chosen);
  const [selected, setSelected] = useState<string | null>(null);
  if (divisions.isPending || season.isPending) return <PageLoader label="Loading..." />;
  if (divisions.isError || season.isError) return <Alert color="red">The league could not be loaded.</Alert>;
  const list = divisions.data;
  const division = list.find((d) => String(d.id) === selected) ?? list[0];

  return (
    <Stack>
      <Title order={1}>Phase 2 Scheduling</Title>
      <SeasonSwitcher />
      <ArchivedSeasonNotice />
      <Text c="dimmed">
        Availability window {dayLabel(season.data.phase2Availability.start)} to {dayLabel(season.data.phase2Availability.end)}
      </Text>
      {!division ? (
        <Text>No divisions yet.</Text>
      ) : (
        <>
          <Select
            label="Division"
            data={list.map((d) => ({ value: String(d.id), label: d.name }))}
            value={String(division.id)}
            onChange={setSelected}
            allowDeselect={false}
            maw={360}
          />
          <DivisionScheduling key={division.id} division={division} season={season.data} seasonId={chosen} />
        </>
      )}
    </Stack>
  );
}

export default function Phase2SchedulingPage() {
  usePageTitle('Phase 2 Scheduling');
  return (
    <AdminOnly>
      <Phase2Scheduling />
    </AdminOnly>
  );
}
