import { format, parseISO } from 'date-fns';
import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { calendarFeedPaths } from '../../../shared/calendar-feeds';
import { gamesOfDivision, gamesOfTeam, groupByWeek, isListable } from '../../../shared/schedule';
import { weekHeading } from '../../../shared/season';
import type { Game } from '../../../shared/schemas/game';
import { useCoachGames, useCoachTeams, useGames, useSeason } from '../../api/league';
import { useSession } from '../../api/session';
import { CalendarSubscribe } from '../../ui/calendar-subscribe';
import { DivisionTabs } from '../../ui/division-tabs';
import { PastSeasonNotice, SeasonSwitcher, useNoSuchSeason } from '../../ui/season-switcher';
import { useChosenSeason } from '../../ui/use-chosen-season';
import { useDivisionRoute } from '../../ui/use-division-route';
import { usePageTitle } from '../../ui/use-page-title';
import { GameRows } from './schedule/game-rows';

type Mode = 'week' | 'team';

function rangeLabel(start: string, end: string): string {
  const fmt = (d: string) => format(parseISO(d), 'MMM d');
  return `${fmt(start)} - ${fmt(end)}`;
}

export default function SchedulePage() {
  usePageTitle('Schedule');
  const { user } = useSession();
  const isCoach = user?.role === 'coach';
  const route = useDivisionRoute('/schedule');
  const noSuchSeason = useNoSuchSeason();
  const { linkTo } = useChosenSeason();
  // The coach's teams in the season shown: the session's for the current one, asked for another.
  const otherSeasonTeams = useCoachTeams(isCoach && route.season !== undefined ? user.id : undefined, route.season);
  const ownTeams = !isCoach
    ? []
    : route.season === undefined
      ? user.teamStaff.map((s) => ({ teamId: s.teamId, divisionId: s.team.divisionId }))
      : (otherSeasonTeams.data ?? []);
  const firstTeam = ownTeams[0];
  const { divisions, division } = route;
  const season = useSeason(route.season);
  const allGames = useGames(!route.isPending && !isCoach && user !== undefined, route.season);
  const coachGames = useCoachGames(isCoach ? user.id : undefined, route.season);
  const games = isCoach ? coachGames : allGames;

  // A coach starts in By Team mode on their own team, once the session is known.
  const [modeChoice, setMode] = useState<Mode | null>(null);
  const mode: Mode = modeChoice ?? (firstTeam ? 'team' : 'week');
  // A team choice belongs to its division: changing division clears it, except that a coach
  // starts on their own team of the new division.
  const [choice, setChoice] = useState<{ divisionId: number; teamId: number | null } | null>(null);
  const ownTeamId = division ? (ownTeams.find((t) => t.divisionId === division.id)?.teamId ?? null) : null;
  const teamId = choice && choice.divisionId === division?.id ? choice.teamId : ownTeamId;
  const setTeamId = (id: number | null) => division && setChoice({ divisionId: division.id, teamId: id });

  const divisionGames = useMemo<Game[]>(
    () => (division && games.data ? gamesOfDivision(games.data.filter(isListable), division.id) : []),
    [division, games.data],
  );

  if (firstTeam && !route.isExplicit) {
    return <Navigate to={linkTo(`/schedule/${firstTeam.divisionId}`)} replace />;
  }

  const timeZone = season.data?.timeZone ?? 'America/New_York';
  // The calendar offered is of what the page shows: the chosen team's games, or the division's.
  const chosenTeam = mode === 'team' ? division?.teams.find((t) => t.id === teamId) : undefined;
  const feed = !division
    ? null
    : chosenTeam
      ? { path: calendarFeedPaths.team(chosenTeam.id), label: `${chosenTeam.name} (${division.name})` }
      : { path: calendarFeedPaths.division(division.id), label: `${division.name} games` };
  let body;
  if (noSuchSeason) body = null;
  else if (route.isError) body = <Alert color="red">Error loading schedule</Alert>;
  else if (games.isError || season.isError) body = <Alert color="red">Error loading game data</Alert>;
  else if (route.isPending || games.isPending || season.isPending || !season.data) body = <Text>Loading schedule...</Text>;
  else if (route.unknownDivision) body = <Alert color="yellow">There is no such division. Choose one above.</Alert>;
  else if (!division) body = <Text>No divisions have been set up yet.</Text>;
  else if (mode === 'week') {
    body =
      divisionGames.length === 0 ? (
        <Text>No games scheduled for this division yet</Text>
      ) : (
        <Stack gap="lg">
          {groupByWeek(divisionGames, season.data, timeZone).map((group) => (
            <Stack key={group.week?.week ?? 'other'} gap="xs">
              <Group justify="space-between" align="baseline">
                <Title order={2} size="h4">
                  {group.week ? weekHeading(group.week) : 'Outside the season calendar'}
                </Title>
                {group.week && (
                  <Text size="sm" c="dimmed">
                    {rangeLabel(group.week.start, group.week.end)}
                  </Text>
                )}
              </Group>
              <GameRows games={group.games} timeZone={timeZone} />
            </Stack>
          ))}
        </Stack>
      );
  } else {
    const teamGames = teamId === null ? [] : gamesOfTeam(divisionGames, teamId);
    body = (
      <Stack>
        <Group gap="xs" role="group" aria-label="Team">
          {division.teams.map((team) => (
            <Button
              key={team.id}
              size="xs"
              variant={team.id === teamId ? 'filled' : 'default'}
              aria-pressed={team.id === teamId}
              onClick={() => setTeamId(team.id === teamId ? null : team.id)}
            >
              {team.name}
            </Button>
          ))}
        </Group>
        {teamId === null ? (
          <Text c="dimmed">Select a team to view their schedule</Text>
        ) : teamGames.length === 0 ? (
          <Text>No games scheduled for this team yet</Text>
        ) : (
          <GameRows games={teamGames} timeZone={timeZone} />
        )}
      </Stack>
    );
  }

  return (
    <Stack>
      <Title order={1}>League Schedule</Title>
      <SeasonSwitcher />
      <PastSeasonNotice />
      <DivisionTabs divisions={divisions} selectedId={division?.id} onSelect={route.select} buttonsOnMobile />
      <Group justify="space-between" align="center">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value === 'team' ? 'team' : 'week')}
          data={[
            { label: 'By Week', value: 'week' },
            { label: 'By Team', value: 'team' },
          ]}
          w={{ base: '100%', sm: 260 }}
        />
        {feed && <CalendarSubscribe path={feed.path} label={feed.label} />}
      </Group>
      {isCoach && (
        <Text size="sm" c="dimmed">
          You are seeing the games of your own teams.
        </Text>
      )}
      {body}
    </Stack>
  );
}
