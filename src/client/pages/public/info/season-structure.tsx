import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { daySpanText } from '../../../../shared/season';
import { useSeasonText } from '../../../ui/use-season-text';
import { InfoSection } from './info-section';

interface Phase {
  name: string;
  text: string[];
}

const PHASES: Record<1 | 2 | 3, Phase> = {
  1: {
    name: 'Phase 1: Regular Season',
    text: [
      'Each team plays six regular-season games against teams in its division, split as evenly as possible between home and away.',
      'The weeks of Phase 1 leave room beyond the six guaranteed games to make up rain-outs. Phase 1 results make up the division standings and decide the Phase 2 seeding.',
    ],
  },
  2: {
    name: 'Phase 2: Playoff Pools',
    text: [
      'Teams are seeded from the Phase 1 standings into a Gold pool and a Silver pool, so that teams meet opponents of similar strength. Every team plays at least two pool games.',
      'Pool games are scheduled around the availability each team submits for these weeks. Pool standings and each division’s format are published on the Playoffs page.',
    ],
  },
  3: {
    name: 'Phase 3: Championship',
    text: [
      'Each division closes its season with a championship game, the ninth game of the year for the teams that qualify through the Phase 2 pools.',
      'The participants and, where set, the host seed for each division are listed with the division’s playoff format.',
    ],
  },
};

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** The three phases of the current season with their weeks and dates. */
export function SeasonStructure() {
  const { theSeason, weekCount, phases } = useSeasonText();
  const length = weekCount > 0 ? ` for ${NUMBER_WORDS[weekCount] ?? weekCount} weeks` : '';
  return (
    <InfoSection title="Season Structure" plain>
      <Text lh={1.6}>
        {capitalised(theSeason)} runs{length} in three phases. Every team is guaranteed eight games: six in Phase 1 and two in Phase 2.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {phases.map((span) => (
          <Card key={span.phase} withBorder padding="md">
            <Stack gap="xs">
              <Title order={3} size="h5">
                {PHASES[span.phase].name}
              </Title>
              <Group gap={6}>
                <Badge variant="light">{span.weeksText}</Badge>
                <Text size="sm" c="dimmed">
                  {daySpanText(span.start, span.end)}
                </Text>
              </Group>
              {PHASES[span.phase].text.map((paragraph) => (
                <Text key={paragraph} size="sm" lh={1.6}>
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </InfoSection>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
