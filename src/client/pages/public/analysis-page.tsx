import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/client-routes';
import { useDivisionAnalysis } from '../../api/analysis';
import { ApiError } from '../../api/http';
import { DivisionTabs } from '../../ui/division-tabs';
import { PastSeasonNotice, SeasonSwitcher, useNoSuchSeason } from '../../ui/season-switcher';
import { useDivisionRoute } from '../../ui/use-division-route';
import { usePageTitle } from '../../ui/use-page-title';
import { KeyFigures } from './analysis/key-figures';
import { PoolSplitCard } from './analysis/pool-split-card';
import { TeamsTable } from './analysis/teams-table';

// The charts (recharts) are the page's heaviest code: a chunk of their own, after the numbers.
const AnalysisCharts = lazy(() => import('./analysis/analysis-charts'));

/** Why the analysis is not shown: not published to visitors and coaches, or it could not be read. */
function Refusal({ error }: { error: Error }) {
  if (error instanceof ApiError && error.status === 401) {
    return (
      <Alert color="blue" title="For league staff">
        The league has not published its division analysis.{' '}
        <Anchor component={Link} to={PATHS.auth} inherit underline="always">
          Sign in
        </Anchor>{' '}
        as league staff to see it.
      </Alert>
    );
  }
  if (error instanceof ApiError && error.status === 403)
    return (
      <Alert color="blue" title="For league staff">
        {error.serverMessage}.
      </Alert>
    );
  return <Alert color="red">Error loading the analysis: {error.message}</Alert>;
}

/**
 * A division's analysis (`/analysis/{divisionId}`): its summary, figures, charts, each team's
 * numbers and a suggested Gold/Silver split. League staff always; everyone while the league
 * publishes it.
 */
export default function AnalysisPage() {
  usePageTitle('Division Analysis');
  const { divisions, division, isPending, isError, unknownDivision, select, season } = useDivisionRoute(PATHS.analysis);
  const analysis = useDivisionAnalysis(division?.id, season);
  const noSuchSeason = useNoSuchSeason();
  const teamNames = useMemo(() => new Map((analysis.data?.teams ?? []).map((t) => [t.teamId, t.teamName])), [analysis.data]);

  let body;
  if (noSuchSeason) body = null;
  else if (isPending) body = <Text>Loading divisions...</Text>;
  else if (isError) body = <Alert color="red">Error loading the divisions</Alert>;
  else if (unknownDivision) body = <Alert color="yellow">There is no such division. Choose one of the tabs above.</Alert>;
  else if (!division) body = <Text>No divisions have been set up yet.</Text>;
  else if (analysis.isError) body = <Refusal error={analysis.error} />;
  else if (!analysis.data) body = <Text>Loading the analysis...</Text>;
  else {
    const data = analysis.data;
    body = (
      <Stack gap="xl">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="analysis-summary">
          <Title order={2} size="h3" id="analysis-summary" mb="xs">
            Summary
          </Title>
          <Stack gap="xs">
            {data.summary.map((sentence) => (
              <Text key={sentence}>{sentence}</Text>
            ))}
          </Stack>
        </Paper>
        <KeyFigures analysis={data} />
        {data.gamesPlayed > 0 && (
          <Stack component="section" aria-labelledby="analysis-charts">
            <Title order={2} size="h3" id="analysis-charts">
              Charts
            </Title>
            <Suspense fallback={<Text>Loading charts...</Text>}>
              <AnalysisCharts analysis={data} />
            </Suspense>
          </Stack>
        )}
        <Stack component="section" aria-labelledby="analysis-teams">
          <Title order={2} size="h3" id="analysis-teams">
            Teams
          </Title>
          <TeamsTable divisionName={data.division.name} teams={data.teams} />
          <Text size="xs" c="dimmed">
            Expected: the win % a team&apos;s runs predict (Pythagorean, exponent {data.pythagoreanExponent}). Diff/G: run differential per game. SOS: strength
            of schedule, the opponents&apos; win % in their other games. Close: record in games decided by 2 runs or less. Forfeits are left out.
          </Text>
        </Stack>
        <Stack component="section" aria-labelledby="analysis-split">
          <Title order={2} size="h3" id="analysis-split">
            Suggested Gold/Silver split
          </Title>
          {data.split ? (
            <PoolSplitCard divisionName={data.division.name} split={data.split} teamNames={teamNames} />
          ) : (
            <Text>A split needs between 2 and 16 teams.</Text>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack>
      <Title order={1}>Division Analysis</Title>
      <SeasonSwitcher />
      <PastSeasonNotice />
      <DivisionTabs divisions={divisions} selectedId={division?.id} onSelect={select} />
      {body}
    </Stack>
  );
}
