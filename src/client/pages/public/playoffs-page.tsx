import { Alert, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { leagueDate } from '../../../shared/league-time';
import { phaseSpans } from '../../../shared/season';
import { seedingStatus } from '../../../shared/seeding';
import type { Division } from '../../../shared/schemas/league';
import { use11uPoolStandings, useDivisionSeeds, useDivisions, useGames, usePlayoffFormats, usePoolStandings, useSeason } from '../../api/league';
import { AnnouncementBanners } from '../../ui/announcement-banners';
import { DivisionTabs } from '../../ui/division-tabs';
import { PastSeasonNotice, SeasonSwitcher, useNoSuchSeason } from '../../ui/season-switcher';
import { useChosenSeason } from '../../ui/use-chosen-season';
import { usePageTitle } from '../../ui/use-page-title';
import { FormatAccordion } from './playoffs/format-accordion';
import { PoolStandingsTable } from './playoffs/pool-standings-table';
import { SeedingNote } from './playoffs/seeding-note';
import { usePlayoffsDivision } from './playoffs/use-playoffs-division';

/** Who holds each seed, once the standings (or the division's fixed list) say so, and how firmly. */
function useSeedHolders(division: Division, season: number | undefined) {
  const seeds = useDivisionSeeds(division.id);
  const games = useGames(true, season);
  const calendar = useSeason(season);
  const [now] = useState(() => new Date());
  if (!seeds.data || !games.data || !calendar.data) return undefined;
  const list = seeds.data;
  const phase1 = phaseSpans(calendar.data).find((span) => span.phase === 1);
  const today = leagueDate(now.toISOString(), calendar.data.timeZone);
  const status = seedingStatus(list[0]?.basis ?? 'standings', division.teams, games.data, phase1?.end ?? '', today);
  const teamAt = status === 'undecided' ? undefined : (seed: number) => list.find((s) => s.seed === seed)?.team;
  return { status, teamAt };
}

function DivisionPlayoffs({ division, season }: { division: Division; season: number | undefined }) {
  const formats = usePlayoffFormats(season);
  const standings = usePoolStandings(division.id);
  const holders = useSeedHolders(division, season);
  const format = formats.data?.find((f) => f.divisionId === division.id);
  const pools = standings.data ?? {};

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Phase 2 Pool Standings
        </Title>
        {standings.isPending ? (
          <Text>Loading pool standings...</Text>
        ) : format ? (
          format.pools.map((pool) => (
            <Stack key={pool.name} gap={4}>
              <Title order={3} size="h5">
                {pool.name}
              </Title>
              <PoolStandingsTable pool={pool.name} rows={pools[pool.name] ?? []} />
            </Stack>
          ))
        ) : (
          <Text c="dimmed">Format pending - teams will be announced when available</Text>
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Playoff Format
        </Title>
        {formats.isPending ? (
          <Text>Loading playoff formats...</Text>
        ) : formats.isError ? (
          <Alert color="red">Playoff formats could not be loaded.</Alert>
        ) : format ? (
          <>
            {holders && <SeedingNote status={holders.status} />}
            <FormatAccordion format={format} teamAt={holders?.teamAt} />
          </>
        ) : (
          <Text>No playoff format has been defined for the {division.name} division yet.</Text>
        )}
      </Stack>
    </Stack>
  );
}

export default function PlayoffsPage() {
  usePageTitle('Playoffs');
  const { season: chosen } = useChosenSeason();
  const divisions = useDivisions(chosen);
  const season = useSeason(chosen);
  // Fetched as the spec's call list says (section 7); its result is not shown.
  use11uPoolStandings(chosen);
  const list = divisions.data ?? [];
  const { division, select } = usePlayoffsDivision(list);
  const noSuchSeason = useNoSuchSeason();

  return (
    <Stack>
      <div>
        <Title order={1}>Playoff Formats</Title>
        <Text c="dimmed">{season.data ? `${season.data.name} Season Playoff Information` : 'Season Playoff Information'}</Text>
      </div>
      <SeasonSwitcher />
      <PastSeasonNotice />
      {noSuchSeason ? null : divisions.isPending ? (
        <Text>Loading divisions...</Text>
      ) : divisions.isError ? (
        <Alert color="red">Divisions could not be loaded.</Alert>
      ) : !division ? (
        <Alert color="gray" title="No Divisions Found">
          Divisions will appear here once the league has set them up.
        </Alert>
      ) : (
        <>
          <DivisionTabs divisions={list} selectedId={division.id} onSelect={select} />
          <AnnouncementBanners divisionId={division.id} />
          <DivisionPlayoffs key={division.id} division={division} season={chosen} />
        </>
      )}
    </Stack>
  );
}
