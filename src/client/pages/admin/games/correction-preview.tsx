import { Alert, List, Stack, Text } from '@mantine/core';
import { STATUS_LABELS } from '../../../../shared/game-status';
import type { Game, GameStatus } from '../../../../shared/schemas/game';
import { standingsChange } from '../../../../shared/standings-change';
import { useDivisionGames } from '../../../api/game-corrections';
import { reasonOf } from '../../../api/http';

/** A game as a correction leaves it. */
export interface GameAfter {
  status: GameStatus;
  homeScore: number | null;
  awayScore: number | null;
}

/** 'Harbor Mavericks 3, Highland Falcons 5' (visitors first, as the schedule lists a game), or 'no score'. */
export function scoreText(game: Pick<Game, 'homeTeam' | 'awayTeam'>, score: { homeScore: number | null; awayScore: number | null }): string {
  if (score.homeScore === null || score.awayScore === null) return 'no score';
  return `${game.awayTeam.name} ${score.awayScore}, ${game.homeTeam.name} ${score.homeScore}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The two teams' records in the standings the game counts in, before and after. */
export function StandingsLines({ game, after }: { game: Game; after: GameAfter }) {
  const games = useDivisionGames(game.homeTeam.divisionId);
  if (games.isPending) return <List.Item>Standings: loading...</List.Item>;
  if (games.isError) return <List.Item>Standings: could not be loaded</List.Item>;
  const change = standingsChange(games.data, { ...game, ...after });
  if (change.table === null) return <List.Item>Standings: no change{game.phase === 3 ? ' (championship games count in no standings)' : ''}</List.Item>;
  return (
    <>
      {change.teams.map((team) => (
        <List.Item key={team.teamName}>
          {capitalised(change.table ?? '')}: {team.teamName} {team.before} → {team.after}
        </List.Item>
      ))}
    </>
  );
}

/** What a correction will change, in words and numbers, before it is confirmed. */
export function CorrectionPreview({ game, after }: { game: Game; after: GameAfter | null }) {
  return (
    <Stack gap={4} aria-label="What will change">
      <Text size="sm" fw={500}>
        What will change
      </Text>
      {after === null ? (
        <Text size="sm" c="dimmed">
          Fill in the form to see what will change.
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {after.status !== game.status && (
            <List.Item>
              Status: {STATUS_LABELS[game.status]} → {STATUS_LABELS[after.status]}
            </List.Item>
          )}
          {(after.homeScore !== game.homeScore || after.awayScore !== game.awayScore) && (
            <List.Item>
              Final score: {scoreText(game, game)} → {scoreText(game, after)}
            </List.Item>
          )}
          <StandingsLines game={game} after={after} />
        </List>
      )}
    </Stack>
  );
}

/** The server's refusal, shown in the dialog until the next try. */
export function CorrectionError({ error, fallback }: { error: Error | null; fallback: string }) {
  if (!error) return null;
  return (
    <Alert color="red" title="Not saved" role="alert">
      {reasonOf(error, fallback)}
    </Alert>
  );
}
