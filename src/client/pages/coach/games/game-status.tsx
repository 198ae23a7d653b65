import { Badge, Stack, Text } from '@mantine/core';
import { coachGameStatus } from '../../../../shared/game-display';
import type { CoachGame, ScoreReport } from '../../../../shared/schemas/game';
import { STATUS_COLORS } from '../../../ui/status-colors';

/** Scores read 'away - home', as on the schedule. */
const line = (away: number, home: number) => `${away} - ${home}`;

function reportOf(reports: ScoreReport[], side: ScoreReport['side']) {
  return reports.find((r) => r.side === side);
}

/**
 * The status of 2.11 and the scores that go with it. `readOnly`: a game of a past season, where
 * nothing can be reported any more, so nothing is asked of the coach.
 */
export function GameStatus({ game, now, readOnly = false }: { game: CoachGame; now: Date; readOnly?: boolean }) {
  const status = coachGameStatus(game, now);
  const badge = (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {status}
    </Badge>
  );
  if (status === 'Final' && game.homeScore !== null && game.awayScore !== null) {
    const reporter = game.finalFromReportOf === undefined ? null : game.finalFromReportOf === 'home' ? game.homeTeam.name : game.awayTeam.name;
    return (
      <Stack gap={2} align="flex-start">
        {badge}
        <Text fw={700} aria-label={`Final score ${game.awayScore} to ${game.homeScore}`}>
          {line(game.awayScore, game.homeScore)}
        </Text>
        {reporter !== null && (
          <Text size="xs" c="dimmed">
            As {reporter} reported it: no other report came in time. If it is wrong, ask the league office.
          </Text>
        )}
      </Stack>
    );
  }
  if (status === 'Score Disputed') {
    const home = reportOf(game.scoreReports, 'home');
    const away = reportOf(game.scoreReports, 'away');
    return (
      <Stack gap={2} align="flex-start">
        {badge}
        {home && <Text size="sm">Home coach reported: {line(home.awayScore, home.homeScore)}</Text>}
        {away && <Text size="sm">Away coach reported: {line(away.awayScore, away.homeScore)}</Text>}
        <Text size="xs" c="dimmed">
          A league administrator will resolve the score.
        </Text>
      </Stack>
    );
  }
  if (status === 'Awaiting Verification') {
    const own = reportOf(game.scoreReports, game.isHomeTeam ? 'home' : 'away');
    return (
      <Stack gap={2} align="flex-start">
        {badge}
        <Text size="sm">
          {own
            ? `You reported ${line(own.awayScore, own.homeScore)}. Waiting for the other coach.`
            : readOnly
              ? 'The other coach reported; your report never came.'
              : 'The other coach has reported. Submit your score to verify it.'}
        </Text>
      </Stack>
    );
  }
  return badge;
}
