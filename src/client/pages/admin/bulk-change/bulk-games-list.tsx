import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { STATUS_LABELS } from '../../../../shared/game-status';
import type { BulkClash, BulkGame } from '../../../../shared/schemas/bulk-change';

type State = BulkGame['before'];

const placeOf = (state: State) => `${state.formattedTime} · ${state.fieldName ?? 'Field TBD'} · ${STATUS_LABELS[state.status]}`;

/** The selected games, each as it is and as it will be (or why it stays), with its clashes. */
export function BulkGamesList({ games, clashes, label }: { games: readonly BulkGame[]; clashes: readonly BulkClash[]; label: string }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {games.map((game) => {
        const own = clashes.filter((c) => c.gameId === game.id);
        return (
          <Paper component="li" withBorder p="sm" key={game.id}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600}>
                {game.awayTeamName} @ {game.homeTeamName}
              </Text>
              <Badge variant="light" color="gray">
                {game.divisionName}
              </Badge>
            </Group>
            <Text size="sm">
              <Text span fw={500}>
                Now:{' '}
              </Text>
              {placeOf(game.before)}
            </Text>
            {game.after ? (
              <Text size="sm">
                <Text span fw={500}>
                  After:{' '}
                </Text>
                {placeOf(game.after)}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                Stays as it is: {game.unchanged}
              </Text>
            )}
            {own.map((clash) => (
              <Text size="sm" c={clash.allowable ? 'orange.9' : 'red.9'} key={clash.message}>
                {clash.allowable ? 'Field clash' : 'Clash'}: {clash.message}
              </Text>
            ))}
          </Paper>
        );
      })}
    </Stack>
  );
}
