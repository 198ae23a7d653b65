import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DivisionAnalysis } from '../../../../shared/schemas/analysis';
import { formatWinPct } from '../../../../shared/standings';
import { signedRuns } from './numbers';

interface Props {
  analysis: DivisionAnalysis;
}

/** A chart under its heading, named by it; the tables beside it hold the same numbers as text. */
function Figure({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <Box component="figure" m={0} aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`}>
      <Title order={3} size="h4" id={`${id}-title`}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" id={`${id}-description`} mb="xs">
        {description}
      </Text>
      {children}
    </Box>
  );
}

/**
 * The analysis's charts (Mantine charts over recharts): a chunk of their own, loaded only by the
 * analysis page.
 */
export default function AnalysisCharts({ analysis }: Props) {
  const teams = analysis.teams.filter((t) => t.gamesPlayed > 0);
  const teamHeight = Math.max(200, teams.length * 36);
  const margins = [
    { kind: 'Close (0-2)', games: analysis.closeGames.games },
    { kind: 'Decided (3-6)', games: analysis.gamesPlayed - analysis.closeGames.games - analysis.blowOuts.games - analysis.mercy.games },
    { kind: 'Blow-out (7-9)', games: analysis.blowOuts.games },
    { kind: 'Mercy (10+)', games: analysis.mercy.games },
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Figure id="chart-run-differential" title="Run differential per game" description="Runs scored minus runs allowed, per game, by team.">
        <BarChart
          h={teamHeight}
          data={teams.map((t) => ({ team: t.teamName, 'Runs per game': Number(t.runDifferentialPerGame.toFixed(2)) }))}
          dataKey="team"
          orientation="vertical"
          series={[{ name: 'Runs per game', color: 'blue.7' }]}
          getBarColor={(value) => (value >= 0 ? 'teal.8' : 'red.8')}
          valueFormatter={signedRuns}
          yAxisProps={{ width: 130 }}
          gridAxis="x"
        />
      </Figure>
      <Figure
        id="chart-pythagorean"
        title="Win % against Pythagorean expectation"
        description={`Each team's win percentage beside the share its runs predict (exponent ${analysis.pythagoreanExponent}).`}
      >
        <BarChart
          h={teamHeight}
          data={teams.map((t) => ({ team: t.teamName, Actual: t.winPct, Expected: t.pythagoreanWinPct }))}
          dataKey="team"
          orientation="vertical"
          series={[
            { name: 'Actual', color: 'blue.8' },
            { name: 'Expected', color: 'orange.8' },
          ]}
          valueFormatter={formatWinPct}
          xAxisProps={{ domain: [0, 1] }}
          yAxisProps={{ width: 130 }}
          withLegend
          gridAxis="x"
        />
      </Figure>
      <Figure id="chart-margins" title="How games were decided" description="Results by final margin in runs.">
        <BarChart
          h={220}
          data={margins}
          dataKey="kind"
          series={[{ name: 'games', label: 'Games', color: 'grape.8' }]}
          yAxisProps={{ allowDecimals: false }}
          gridAxis="y"
        />
      </Figure>
      <Figure
        id="chart-parity"
        title="Parity across the season"
        description="Spread of win percentages by division (standard deviation); higher is less balanced."
      >
        <BarChart
          h={220}
          data={analysis.seasonParity.map((d) => ({ division: d.divisionName, Spread: Number(d.winPctSpread.toFixed(3)) }))}
          dataKey="division"
          series={[{ name: 'Spread', color: 'indigo.8' }]}
          valueFormatter={formatWinPct}
          gridAxis="y"
        />
      </Figure>
    </SimpleGrid>
  );
}
