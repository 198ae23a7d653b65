import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { calendarFeedPaths } from '../../../shared/calendar-feeds';
import type { TeamDetail } from '../../../shared/schemas/league';
import { AnnouncementBanners } from '../../ui/announcement-banners';
import { CalendarSubscribe } from '../../ui/calendar-subscribe';
import { NotFoundNotice } from '../../ui/not-found-notice';
import { PageLoader } from '../../ui/page-loader';
import { PastSeasonNotice, SeasonSwitcher, useNoSuchSeason } from '../../ui/season-switcher';
import { useChosenSeason } from '../../ui/use-chosen-season';
import { usePageTitle } from '../../ui/use-page-title';
import { TeamSeason } from './team/team-season';
import { useTeamRoute } from './team/use-team-route';

function TeamHeader({ team }: { team: TeamDetail }) {
  const { linkTo } = useChosenSeason();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={1}>{team.name}</Title>
        <Text c="dimmed">
          <Anchor component={Link} to={linkTo(`/standings/${team.division.id}`)} inherit underline="always">
            {team.division.name}
          </Anchor>{' '}
          division
        </Text>
      </div>
      <CalendarSubscribe path={calendarFeedPaths.team(team.id)} label={`${team.name} (${team.division.name})`} />
    </Group>
  );
}

export default function TeamPage() {
  const route = useTeamRoute();
  const noSuchSeason = useNoSuchSeason();
  usePageTitle(route.name ?? 'Team');

  if (route.missing) {
    return (
      <NotFoundNotice
        title="Team not found"
        text="This league has no team at this address. The link may be mistyped, or the team may have been removed."
        back={{ to: '/standings', label: 'See the standings' }}
      />
    );
  }

  let body;
  if (noSuchSeason) body = null;
  else if (route.isError) body = <Alert color="red">Error loading the team</Alert>;
  else if (route.notThatSeason)
    body = (
      <Alert color="yellow" title={`${route.notThatSeason.name} (${route.notThatSeason.divisionName})`}>
        This team did not play in the season chosen. Choose another season above.
      </Alert>
    );
  else if (!route.team) body = <PageLoader label="Loading the team..." />;
  else body = <TeamSeason team={route.team} season={route.season} />;

  return (
    <Stack>
      {route.team ? <TeamHeader team={route.team} /> : route.name !== undefined && <Title order={1}>{route.name}</Title>}
      <SeasonSwitcher />
      <PastSeasonNotice />
      {route.team && <AnnouncementBanners divisionId={route.team.division.id} />}
      {body}
    </Stack>
  );
}
