import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { winnerOf } from '../../../../shared/game-display';
import { canReportScore } from '../../../../shared/score-entry';
import type { CoachGame } from '../../../../shared/schemas/game';
import type { QueuedScore } from '../../../offline/score-queue';
import { ownTeamLabel, type OwnTeam } from '../../../../shared/team-names';
import { ResultTeam } from '../../../ui/result-team';
import { GameStatus } from './game-status';

interface Props {
  game: CoachGame;
  now: Date;
  /** Left out for a past season's game: it is only read. */
  onScore?: (() => void) | undefined;
  onEditField?: (() => void) | undefined;
  onFieldDetails: (fieldId: number) => void;
  /** The coach's teams: one sharing its name with another is named with its division. */
  ownTeams?: readonly OwnTeam[];
  /** The coach's report of this game waiting for a connection, if there is one. */
  queued?: QueuedScore | undefined;
}

/** One of the coach's games: when, who, where, its status, and what the coach can do. */
export function GameCard({ game, now, onScore, onEditField, onFieldDetails, ownTeams = [], queued }: Props) {
  const away = ownTeamLabel(game.awayTeam, ownTeams);
  const home = ownTeamLabel(game.homeTeam, ownTeams);
  const matchup = `${away} @ ${home}`;
  const winner = winnerOf(game);
  return (
    <Card withBorder padding="sm" component="article" aria-label={`${matchup}, ${game.formattedTime}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Text size="sm" c="dimmed">
            {game.formattedTime}
          </Text>
          <Text fw={700}>
            <ResultTeam won={winner === 'away'}>{away}</ResultTeam> @ <ResultTeam won={winner === 'home'}>{home}</ResultTeam>
          </Text>
          <Text size="sm">
            {game.isHomeTeam ? 'Home game' : 'Away game'} · Field:{' '}
            {game.field ? (
              <Anchor component="button" type="button" size="sm" underline="always" onClick={() => game.field && onFieldDetails(game.field.id)}>
                {game.field.name}
              </Anchor>
            ) : (
              'TBD'
            )}
          </Text>
        </Stack>
        <Stack gap="xs" align="flex-start" style={{ flex: '0 1 260px' }}>
          <GameStatus game={game} now={now} readOnly={onScore === undefined} />
          {queued && (
            <Text size="sm" fw={500}>
              Queued: your score {queued.scores.awaySubmittedScore} - {queued.scores.homeSubmittedScore} will be sent when you are back online.
            </Text>
          )}
          <Group gap="xs">
            {onScore && !queued && canReportScore(game, now) && (
              <Button size="xs" onClick={onScore}>
                Submit Score
              </Button>
            )}
            {/* Also for a finished game, so its record can be corrected (docs/decisions/0012). */}
            {onEditField && game.isHomeTeam && (
              <Button size="xs" variant="default" onClick={onEditField}>
                Edit Field
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
