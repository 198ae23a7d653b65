import { describe, expect, it } from 'vitest';
import type { CoachGame } from './schemas/game';
import { canReportScore, scoreReportRefusal } from './score-entry';

const NOW = new Date('2025-05-21T12:00:00Z');

function game(extra: Partial<CoachGame> = {}): CoachGame {
  return {
    id: 1,
    scheduledTime: '2025-05-20T22:00:00.000Z',
    formattedTime: 'Tue, May 20, 2025 @ 6:00 PM',
    dateTbd: false,
    timeTbd: false,
    homeTeamId: 1,
    awayTeamId: 2,
    homeTeam: { id: 1, name: 'Highland Falcons', divisionId: 3 },
    awayTeam: { id: 2, name: 'Greenville Bulldogs', divisionId: 3 },
    fieldId: null,
    field: null,
    status: 'scheduled',
    phase: 1,
    homeScore: null,
    awayScore: null,
    homeSubmittedScore: null,
    awaySubmittedScore: null,
    homeScoreVerified: false,
    awayScoreVerified: false,
    isHomeTeam: true,
    isCoachTeamGame: true,
    scoreReports: [],
    ...extra,
  };
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
