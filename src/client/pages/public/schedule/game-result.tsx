import { Badge } from '@mantine/core';
import { publicScoreState } from '../../../../shared/game-display';
import type { Game } from '../../../../shared/schemas/game';
import { STATUS_COLORS } from '../../../ui/status-colors';

/**
 * What the schedule says of a game's result: the final score (and a forfeit), "Score pending" for a
 * game played without a final score, "Score disputed" while the coaches' reports disagree (never
 * what either reported), or that the game is cancelled or being rescheduled.
 */
export function GameResult({ game, now, timeZone }: { game: Game; now: Date; timeZone: string }) {
  const state = publicScoreState(game, now, timeZone);
  if (state === 'final') {
    return (
      <>
        <Badge variant="light" color="navy" aria-label={`Final score ${game.awayScore} to ${game.homeScore}`}>
          {game.awayScore} - {game.homeScore}
        </Badge>
        {game.forfeitedBy && (
          <Badge variant="outline" color={STATUS_COLORS['Score Pending']}>
            Forfeit
          </Badge>
        )}
      </>
    );
  }
  if (state === 'disputed') {
    return (
      <Badge variant="light" color={STATUS_COLORS['Score Disputed']}>
        Score disputed
      </Badge>
    );
  }
  if (state === 'pending') {
    return (
      <Badge variant="light" color={STATUS_COLORS['Score Pending']}>
        Score pending
      </Badge>
    );
  }
  if (game.status === 'cancelled') {
    return (
      <Badge color={STATUS_COLORS.Cancelled} variant="light">
        Cancelled
      </Badge>
    );
  }
  if (game.status === 'rescheduling') {
    return (
      <Badge color={STATUS_COLORS.Rescheduling} variant="light">
        Rescheduling
      </Badge>
    );
  }
  return null;
}
