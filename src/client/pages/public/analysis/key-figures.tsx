import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { DivisionAnalysis } from '../../../../shared/schemas/analysis';
import { formatWinPct } from '../../../../shared/standings';
import { plural } from '../../../../shared/plural';
import { percent } from './numbers';

/** The division's figures at a glance, each with what it counts. */
export function KeyFigures({ analysis }: { analysis: DivisionAnalysis }) {
  const figures = [
    { label: 'Results', value: String(analysis.gamesPlayed), note: 'phase 1 games with a final score' },
    { label: 'Average margin', value: `${analysis.averageMargin.toFixed(1)} runs`, note: 'per game' },
    { label: 'Parity', value: formatWinPct(analysis.winPctSpread), note: 'spread of win % (0 is even)' },
    { label: 'Mercy rule', value: percent(analysis.mercy.share), note: `${plural(analysis.mercy.games, 'game')} won by 10 or more` },
    { label: 'Blow-outs', value: percent(analysis.blowOuts.share), note: `${plural(analysis.blowOuts.games, 'game')} won by 7 to 9` },
    { label: 'Close games', value: percent(analysis.closeGames.share), note: `${plural(analysis.closeGames.games, 'game')} within 2 runs` },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} role="list" aria-label="Key figures">
      {figures.map((f) => (
        <Paper key={f.label} withBorder p="sm" role="listitem">
          <Text size="sm" fw={600}>
            {f.label}
          </Text>
          <Text size="xl" fw={700}>
            {f.value}
          </Text>
          <Text size="xs" c="dimmed">
            {f.note}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
