import { List, Stack, Text } from '@mantine/core';
import type { Game } from '../../../../shared/schemas/game';
import { useScoreReports } from '../../../api/game-admin';
import { scoreText, StandingsLines, type GameAfter } from './correction-preview';

/** As far as the standings go, a deleted game is one that is no longer played. */
const DELETED: GameAfter = { status: 'cancelled', homeScore: null, awayScore: null };

function ScoreReportsLine({ gameId }: { gameId: number }) {
  const reports = useScoreReports(gameId);
  if (reports.isPending) return <List.Item>Score reports deleted: counting...</List.Item>;
  if (reports.isError) return <List.Item>Score reports deleted: could not be counted</List.Item>;
  return <List.Item>Score reports deleted: {reports.data.length}</List.Item>;
}

/** The Delete Game confirmation: the game, and what deleting it removes, in numbers. */
export function DeleteGameSummary({ game }: { game: Game }) {
  return (
    <Stack gap="xs">
      <Text size="sm">Are you sure you want to delete this game?</Text>
      <Text size="sm" c="dimmed">
        Game {game.id}: {game.awayTeam.name} @ {game.homeTeam.name}, {game.formattedTime}
        {game.field ? ` at ${game.field.name}` : ''}.
      </Text>
      <Stack gap={4} aria-label="What will change">
        <Text size="sm" fw={500}>
          What will change
        </Text>
        <List size="sm" spacing={2}>
          <List.Item>The game leaves the schedule{game.field ? `, and ${game.field.name} is free at its time` : ''}</List.Item>
          {game.homeScore !== null && game.awayScore !== null && <List.Item>Final score removed: {scoreText(game, game)}</List.Item>}
          <ScoreReportsLine gameId={game.id} />
          <StandingsLines game={game} after={DELETED} />
        </List>
      </Stack>
    </Stack>
  );
}
