import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { InfoSection } from './info-section';

interface Phase {
  name: string;
  weeks: string;
  dates: string;
  text: string[];
}

const PHASES: Phase[] = [
  {
    name: 'Phase 1: Regular Season',
    weeks: 'Weeks 1-8',
    dates: '1 April to 25 May 2025',
    text: [
      'Each team plays six regular-season games against teams in its division, split as evenly as possible between home and away.',
      'Eight weeks for six guaranteed games leaves room to make up rain-outs. Phase 1 results make up the division standings and decide the Phase 2 seeding.',
    ],
  },
  {
    name: 'Phase 2: Playoff Pools',
    weeks: 'Weeks 9-13',
    dates: '26 May to 29 June 2025',
    text: [
      'Teams are seeded from the Phase 1 standings into a Gold pool and a Silver pool, so that teams meet opponents of similar strength. Every team plays at least two pool games.',
      'Pool games are scheduled around the availability each team submits for these weeks. Pool standings and each division’s format are published on the Playoffs page.',
    ],
  },
  {
    name: 'Phase 3: Championship',
    weeks: 'Week 14',
    dates: '30 June to 6 July 2025',
    text: [
      'Each division closes its season with a championship game, the ninth game of the year for the teams that qualify through the Phase 2 pools.',
      'The participants and, where set, the host seed for each division are listed with the division’s playoff format.',
    ],
  },
];

/** The three phases of the season with their weeks and dates. */
export function SeasonStructure() {
  return (
    <InfoSection title="Season Structure" plain>
      <Text lh={1.6}>The 2025 season runs for fourteen weeks in three phases. Every team is guaranteed eight games: six in Phase 1 and two in Phase 2.</Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {PHASES.map((phase) => (
          <Card key={phase.name} withBorder padding="md">
            <Stack gap="xs">
              <Title order={3} size="h5">
                {phase.name}
              </Title>
              <Group gap={6}>
                <Badge variant="light">{phase.weeks}</Badge>
                <Text size="sm" c="dimmed">
                  {phase.dates}
                </Text>
              </Group>
              {phase.text.map((paragraph) => (
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
