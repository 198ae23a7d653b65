import { Text, VisuallyHidden } from '@mantine/core';
import { publicScoreState } from '../../../../shared/game-display';
import { resultOf, RESULT_WORDS, type TeamResult } from '../../../../shared/team-season';
import type { Game } from '../../../../shared/schemas/game';

// Dark enough for AA contrast on white and on the striped rows (Mantine's darkest green is not).
const RESULT_COLORS: Record<TeamResult, string> = { W: '#1a6b2c', L: 'red.9', T: 'gray.7' };

/**
 * The team's result in a game, its runs first ('W 7-3'; screen readers hear 'Won 7-3'), or what
 * stands in for one: the game is cancelled, being rescheduled, disputed or waiting for its score.
 * Nothing for a game still to come.
 */
export function ResultMark({ game, teamId, now, timeZone }: { game: Game; teamId: number; now: Date; timeZone: string }) {
  const result = resultOf(game, teamId);
  if (result) {
    const home = game.homeTeamId === teamId;
    return (
      <Text span size="sm" fw={700} c={RESULT_COLORS[result]} style={{ whiteSpace: 'nowrap' }}>
        <span aria-hidden>{result}</span>
        <VisuallyHidden>{RESULT_WORDS[result]}</VisuallyHidden> {home ? game.homeScore : game.awayScore}-{home ? game.awayScore : game.homeScore}
      </Text>
    );
  }
  const note = noteOf(game, now, timeZone);
  return note ? (
    <Text span size="sm" c="dimmed">
      {note}
    </Text>
  ) : null;
}

function noteOf(game: Game, now: Date, timeZone: string): string | null {
  const state = publicScoreState(game, now, timeZone);
  if (state === 'disputed') return 'Score disputed';
  if (state === 'pending') return 'Score pending';
  if (game.status === 'cancelled') return 'Cancelled';
  if (game.status === 'rescheduling') return 'Rescheduling';
  return null;
}
