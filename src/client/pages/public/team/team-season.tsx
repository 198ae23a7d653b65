import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { gamesOfTeam, isListable } from '../../../../shared/schedule';
import type { TeamDetail } from '../../../../shared/schemas/league';
import { divisionStandings } from '../../../../shared/standings';
import { fieldsOf, isStillToCome } from '../../../../shared/team-season';
import { useDivisions, useGames, useSeason } from '../../../api/league';
import { PageLoader } from '../../../ui/page-loader';
import { NextGame } from './next-game';
import { StandingCard } from './standing-card';
import { TeamGames } from './team-games';
import { TeamCoaches, TeamFields } from './team-people-and-places';

/**
 * A team's season: the next game first, its record and standing, its coaches and fields, then every
 * game with its result. Read from the same season reads as the standings and schedule pages.
 */
export function TeamSeason({ team, season }: { team: TeamDetail; season: number | undefined }) {
  const games = useGames(true, season);
  const divisions = useDivisions(season);
  const seasonInfo = useSeason(season);
  const [now] = useState(() => new Date());

  const view = useMemo(() => {
    if (!games.data || !divisions.data || !seasonInfo.data) return undefined;
    const timeZone = seasonInfo.data.timeZone;
    const teamGames = gamesOfTeam(games.data.filter(isListable), team.id);
    const divisionTeams = divisions.data.find((d) => d.id === team.divisionId)?.teams ?? [];
    const standings = divisionStandings(divisionTeams, games.data);
    const index = standings.findIndex((row) => row.teamId === team.id);
    return {
      timeZone,
      teamGames,
      next: teamGames.find((game) => isStillToCome(game, now, timeZone)),
      standing: { row: standings[index], index, teamCount: standings.length },
      fields: fieldsOf(teamGames),
    };
  }, [games.data, divisions.data, seasonInfo.data, team, now]);

  if (games.isError || divisions.isError || seasonInfo.isError) return <Alert color="red">Error loading game data</Alert>;
  if (!view) return <PageLoader label="Loading the team's season..." />;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NextGame game={view.next} teamId={team.id} timeZone={view.timeZone} />
        <StandingCard {...view.standing} division={team.division} />
        <TeamCoaches coaches={team.coaches} />
        <TeamFields fields={view.fields} />
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="team-games">
        <Title order={2} size="h3" id="team-games">
          Games
        </Title>
        <TeamGames games={view.teamGames} teamId={team.id} now={now} timeZone={view.timeZone} />
        <Text size="xs" c="dimmed">
          Results are from this team&apos;s side, its runs first. A score shows once both coaches have reported it or the league has entered it.
        </Text>
      </Stack>
    </Stack>
  );
}
