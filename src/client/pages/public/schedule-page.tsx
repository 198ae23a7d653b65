import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { calendarFeedPaths } from '../../../shared/calendar-feeds';
import { gamesOfDivision, gamesOfTeam, isListable } from '../../../shared/schedule';
import type { Game } from '../../../shared/schemas/game';
import { useCoachGames, useGames, useSeason } from '../../api/league';
import { useSession } from '../../api/session';
import { CalendarSubscribe } from '../../ui/calendar-subscribe';
import { AnnouncementBanners } from '../../ui/announcement-banners';
import { DivisionTabs } from '../../ui/division-tabs';
import { PastSeasonNotice, SeasonSwitcher, useNoSuchSeason } from '../../ui/season-switcher';
import { useDivisionRoute } from '../../ui/use-division-route';
import { useOwnTeams } from '../../ui/use-own-teams';
import { usePageTitle } from '../../ui/use-page-title';
import { GameRows } from './schedule/game-rows';
import { ScheduleWeeks } from './schedule/schedule-weeks';
import { DIVISION_WIDE, useScheduleAddress } from './schedule/use-schedule-address';

/** A team and a week belong to one season: another season starts without them. */
const SEASON_BOUND = ['team', 'week'];

export default function SchedulePage() {
  usePageTitle('Schedule');
  const { user } = useSession();
  const isCoach = user?.role === 'coach';
  const route = useDivisionRoute('/schedule', DIVISION_WIDE);
  const address = useScheduleAddress();
  const noSuchSeason = useNoSuchSeason();
  const ownTeams = useOwnTeams(route.season);
  const firstTeam = ownTeams[0];
  const { divisions, division } = route;
  const season = useSeason(route.season);
  const allGames = useGames(!route.isPending && !isCoach && user !== undefined, route.season);
  const coachGames = useCoachGames(isCoach ? user.id : undefined, route.season);
  const games = isCoach ? coachGames : allGames;
  // The moment the page opened decides which games have been played and which week is this week.
  const [now] = useState(() => new Date());

  // A coach starts in By Team mode on their own team of the division; a team in the address wins.
  // Without one a visitor has no team chosen, so changing division clears the choice (spec 2.5).
  const mode = address.view ?? (firstTeam || typeof address.team === 'number' ? 'team' : 'week');
  const ownTeamId = division ? (ownTeams.find((t) => t.divisionId === division.id)?.teamId ?? null) : null;
  const askedTeam = division?.teams.find((t) => t.id === address.team)?.id;
  const teamId = address.team === null ? null : (askedTeam ?? ownTeamId);
  const setTeamId = (id: number | null) => address.setTeam(id, ownTeamId !== null);

  const divisionGames = useMemo<Game[]>(
    () => (division && games.data ? gamesOfDivision(games.data.filter(isListable), division.id) : []),
    [division, games.data],
  );

  if (firstTeam && !route.isExplicit) {
    return <Navigate to={route.linkTo(`/schedule/${firstTeam.divisionId}`)} replace />;
  }

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
        <ScheduleWeeks key={division.id} games={divisionGames} season={season.data} askedWeek={address.week} onChooseWeek={address.setWeek} now={now} />
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
          <GameRows games={teamGames} timeZone={season.data.timeZone} now={now} />
        )}
      </Stack>
    );
  }

  return (
    <Stack>
      <Title order={1}>League Schedule</Title>
      <SeasonSwitcher seasonBound={SEASON_BOUND} />
      <PastSeasonNotice />
      <DivisionTabs divisions={divisions} selectedId={division?.id} onSelect={route.select} buttonsOnMobile />
      {division && <AnnouncementBanners divisionId={division.id} />}
      <Group justify="space-between" align="center">
        <SegmentedControl
          value={mode}
          onChange={(value) => address.setView(value === 'team' ? 'team' : 'week')}
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
