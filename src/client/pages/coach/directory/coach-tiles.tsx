import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Coach } from '../../../../shared/schemas/coach';
import { CoachContact, CoachName, CoachTeams } from './coach-details';

/** The tiles view: a card per coach. */
export function CoachTiles({ coaches, label }: { coaches: Coach[]; label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="list" aria-label={label}>
      {coaches.map((coach) => (
        <Card key={coach.id} withBorder radius="md" role="listitem">
          <Stack gap="xs">
            <CoachName coach={coach} />
            <CoachContact coach={coach} />
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                Game Changer team:{' '}
              </Text>
              {coach.gameChangerTeamName ?? '—'}
            </Text>
            <CoachTeams coach={coach} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
