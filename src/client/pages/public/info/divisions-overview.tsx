import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSeasonText } from '../../../ui/use-season-text';
import { InfoSection } from './info-section';

interface DivisionInfo {
  name: string;
  ages: string;
  pitching: string;
  distances: string;
  pitchLimit: number;
  note?: string;
}

const DIVISIONS: DivisionInfo[] = [
  {
    name: '8U',
    ages: 'Players aged 8 and under',
    pitching: 'Player pitch with coach assist: no walks; after ball four a coach finishes the at-bat.',
    distances: '46 ft pitching, 60 ft bases',
    pitchLimit: 50,
    note: 'Five-run limit per half-inning.',
  },
  {
    name: '9U',
    ages: 'Players aged 9 and under',
    pitching: 'Player pitch. No leading off; stealing second and third only.',
    distances: '46 ft pitching, 60 ft bases',
    pitchLimit: 75,
    note: 'Five-run limit per half-inning.',
  },
  {
    name: '10U',
    ages: 'Players aged 10 and under',
    pitching: 'Player pitch. No leading off; stealing home allowed.',
    distances: '46 ft pitching, 60 ft bases',
    pitchLimit: 75,
    note: 'Five-run limit per half-inning.',
  },
  {
    name: '11U',
    ages: 'Players aged 11 and under',
    pitching: 'Player pitch. Leading off, stealing and the dropped third strike are in play.',
    distances: '50 ft pitching, 70 ft bases',
    pitchLimit: 85,
    note: 'Six teams this season. Because the division is small, its Phase 2 seeding follows a fixed seed list set by the league rather than the Phase 1 standings.',
  },
  {
    name: '12U',
    ages: 'Players aged 12 and under',
    pitching: 'Player pitch. Leading off, stealing and the dropped third strike are in play.',
    distances: '50 ft pitching, 70 ft bases',
    pitchLimit: 85,
  },
];

/** One card per age division with its format, field dimensions and pitch limit. */
export function DivisionsOverview() {
  const { year } = useSeasonText();
  return (
    <InfoSection title="Divisions" plain>
      <Text lh={1.6}>
        The alliance runs five age divisions. A player’s division is set by their league age, their age on 30 April{year === undefined ? '' : ` ${year}`}, and
        proof of age is required for every player (see the General Rules). Each division keeps its own standings, playoff pools and championship.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {DIVISIONS.map((division) => (
          <Card key={division.name} withBorder padding="md">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Title order={3} size="h4">
                  {division.name}
                </Title>
                <Badge variant="light">Pitch limit {division.pitchLimit}</Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {division.ages}
              </Text>
              <Text size="sm" lh={1.5}>
                {division.pitching}
              </Text>
              <Text size="sm" fw={500}>
                {division.distances}
              </Text>
              {division.note && (
                <Text size="sm" c="dimmed" lh={1.5}>
                  {division.note}
                </Text>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </InfoSection>
  );
}
