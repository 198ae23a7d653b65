import { describe, expect, it } from 'vitest';
import type { CoachGame } from './schemas/game';
import { canReportScore, scoreReportRefusal } from './score-entry';
import { scheduledGame } from './test/scheduled-game';

const NOW = new Date('2025-05-21T12:00:00Z');

function game(extra: Partial<CoachGame> = {}): CoachGame {
  return { ...scheduledGame(), isHomeTeam: true, isCoachTeamGame: true, scoreReports: [], ...extra };
}

describe('score entry', () => {
  it('is open for a scheduled game that has started and that the coach’s side has not reported', () => {
    expect(scoreReportRefusal(game(), NOW)).toBeNull();
    expect(canReportScore(game(), NOW)).toBe(true);
    expect(canReportScore(game({ isHomeTeam: false, homeScoreVerified: true }), NOW)).toBe(true);
  });

  it('closes once the coach’s own side has reported', () => {
    expect(canReportScore(game({ homeScoreVerified: true }), NOW)).toBe(false);
    expect(canReportScore(game({ isHomeTeam: false, awayScoreVerified: true }), NOW)).toBe(false);
  });

  it('is closed before the start and while the date is to be decided', () => {
    expect(scoreReportRefusal(game({ scheduledTime: '2025-05-21T12:00:01.000Z' }), NOW)).toBe('Scores can be reported only after the game has started');
    expect(scoreReportRefusal(game({ dateTbd: true }), NOW)).toBe('This game has no date yet, so no score can be reported');
    expect(canReportScore(game({ dateTbd: true }), NOW)).toBe(false);
  });

  it('is closed for final, disputed, cancelled and rescheduled games', () => {
    for (const status of ['completed', 'score_disputed', 'cancelled', 'rescheduling'] as const) {
      expect(scoreReportRefusal(game({ status }), NOW), status).not.toBeNull();
      expect(canReportScore(game({ status }), NOW), status).toBe(false);
    }
  });

  it('is closed for a game of other teams', () => {
    expect(canReportScore(game({ isCoachTeamGame: false, isHomeTeam: false }), NOW)).toBe(false);
  });
});
