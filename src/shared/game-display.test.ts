import { describe, expect, it } from 'vitest';
import { coachGameStatus, gameTimeLabel, isScoreVisible, publicScoreState, winnerOf } from './game-display';
import type { Game } from './schemas/game';

describe('gameTimeLabel', () => {
  it("shows 'Date & Time TBD' when the date is to be determined, whatever the time flag says", () => {
    expect(gameTimeLabel({ dateTbd: true, timeTbd: true }, '6:00 PM')).toBe('Date & Time TBD');
    expect(gameTimeLabel({ dateTbd: true, timeTbd: false }, '6:00 PM')).toBe('Date & Time TBD');
  });

  it("shows 'Time TBD' when only the time is to be determined", () => {
    expect(gameTimeLabel({ dateTbd: false, timeTbd: true }, '6:00 PM')).toBe('Time TBD');
  });

  it('shows the clock when date and time are known', () => {
    expect(gameTimeLabel({ dateTbd: false, timeTbd: false }, '6:00 PM')).toBe('6:00 PM');
  });
});

type ScoreFields = Pick<Game, 'homeScore' | 'awayScore' | 'homeScoreVerified' | 'awayScoreVerified'>;

describe('isScoreVisible', () => {
  const final: ScoreFields = { homeScore: 5, awayScore: 3, homeScoreVerified: true, awayScoreVerified: true };

  it('shows a score when both scores are present and both verified', () => {
    expect(isScoreVisible(final)).toBe(true);
    expect(isScoreVisible({ ...final, homeScore: 0, awayScore: 0 })).toBe(true);
  });

  it('hides the score when either side has not verified it', () => {
    expect(isScoreVisible({ ...final, homeScoreVerified: false })).toBe(false);
    expect(isScoreVisible({ ...final, awayScoreVerified: false })).toBe(false);
    expect(isScoreVisible({ ...final, homeScoreVerified: false, awayScoreVerified: false })).toBe(false);
  });

  it('hides the score when either score is missing', () => {
    expect(isScoreVisible({ ...final, homeScore: null })).toBe(false);
    expect(isScoreVisible({ ...final, awayScore: null })).toBe(false);
  });
});

type StatusFields = Pick<Game, 'status' | 'scheduledTime' | 'dateTbd' | 'homeScoreVerified' | 'awayScoreVerified'>;

describe('coachGameStatus (spec 2.11)', () => {
  const start = '2025-05-20T22:00:00.000Z';
  const before = new Date('2025-05-20T21:59:00.000Z');
  const after = new Date('2025-05-21T12:00:00.000Z');
  const base: StatusFields = {
    status: 'scheduled',
    scheduledTime: start,
    dateTbd: false,
    homeScoreVerified: false,
    awayScoreVerified: false,
  };

  it("shows 'Final' for a completed game", () => {
    expect(coachGameStatus({ ...base, status: 'completed', homeScoreVerified: true, awayScoreVerified: true }, after)).toBe('Final');
  });

  it("shows 'Score Disputed' for a disputed game", () => {
    expect(coachGameStatus({ ...base, status: 'score_disputed', homeScoreVerified: true, awayScoreVerified: true }, after)).toBe('Score Disputed');
  });

  it("shows 'Upcoming' before the scheduled start, even if a report exists", () => {
    expect(coachGameStatus(base, before)).toBe('Upcoming');
    expect(coachGameStatus({ ...base, homeScoreVerified: true }, before)).toBe('Upcoming');
  });

  it("shows 'Upcoming' for a game whose date is still to be determined", () => {
    expect(coachGameStatus({ ...base, dateTbd: true }, after)).toBe('Upcoming');
  });

  it("shows 'Awaiting Verification' after the start when either side has reported", () => {
    expect(coachGameStatus({ ...base, homeScoreVerified: true }, after)).toBe('Awaiting Verification');
    expect(coachGameStatus({ ...base, awayScoreVerified: true }, after)).toBe('Awaiting Verification');
  });

  it("shows 'Score Pending' after the start when nobody has reported", () => {
    expect(coachGameStatus(base, after)).toBe('Score Pending');
    expect(coachGameStatus(base, new Date(start))).toBe('Score Pending');
  });

  it('names cancelled and rescheduling games as such', () => {
    expect(coachGameStatus({ ...base, status: 'cancelled' }, after)).toBe('Cancelled');
    expect(coachGameStatus({ ...base, status: 'rescheduling' }, before)).toBe('Rescheduling');
  });
});

describe('winnerOf', () => {
  const final: ScoreFields = { homeScore: 5, awayScore: 3, homeScoreVerified: true, awayScoreVerified: true };

  it('names the side with more runs, or a tie', () => {
    expect(winnerOf(final)).toBe('home');
    expect(winnerOf({ ...final, awayScore: 9 })).toBe('away');
    expect(winnerOf({ ...final, awayScore: 5 })).toBe('tie');
  });

  it('names nobody while the score is not shown', () => {
    expect(winnerOf({ ...final, awayScoreVerified: false })).toBeNull();
    expect(winnerOf({ ...final, homeScore: null })).toBeNull();
  });
});

describe('publicScoreState', () => {
  const NY = 'America/New_York';
  const start = '2025-05-20T22:00:00.000Z';
  const base = {
    status: 'scheduled' as const,
    scheduledTime: start,
    dateTbd: false,
    timeTbd: false,
    homeScore: null,
    awayScore: null,
    homeScoreVerified: false,
    awayScoreVerified: false,
  };

  it('is final once the score is shown', () => {
    expect(
      publicScoreState({ ...base, status: 'completed', homeScore: 4, awayScore: 2, homeScoreVerified: true, awayScoreVerified: true }, new Date(), NY),
    ).toBe('final');
  });

  it('says the score is pending from the start of a game without one, whether or not one coach has reported', () => {
    expect(publicScoreState(base, new Date('2025-05-20T21:59:00.000Z'), NY)).toBeNull();
    expect(publicScoreState(base, new Date(start), NY)).toBe('pending');
    expect(publicScoreState({ ...base, homeScoreVerified: true }, new Date('2025-05-21T12:00:00.000Z'), NY)).toBe('pending');
  });

  it('says a disputed score is disputed, whatever the time', () => {
    expect(publicScoreState({ ...base, status: 'score_disputed', homeScoreVerified: true, awayScoreVerified: true }, new Date(), NY)).toBe('disputed');
  });

  it("waits for the end of the league's day when the time is to be decided, and says nothing of an undated game", () => {
    const timeTbd = { ...base, timeTbd: true, scheduledTime: '2025-05-24T04:00:00.000Z' };
    expect(publicScoreState(timeTbd, new Date('2025-05-24T23:00:00.000Z'), NY)).toBeNull();
    expect(publicScoreState(timeTbd, new Date('2025-05-25T04:00:00.000Z'), NY)).toBe('pending');
    expect(publicScoreState({ ...timeTbd, dateTbd: true }, new Date('2026-01-01T00:00:00.000Z'), NY)).toBeNull();
  });

  it('says nothing of a cancelled or rescheduling game', () => {
    const later = new Date('2025-06-01T00:00:00.000Z');
    expect(publicScoreState({ ...base, status: 'cancelled' }, later, NY)).toBeNull();
    expect(publicScoreState({ ...base, status: 'rescheduling' }, later, NY)).toBeNull();
  });
});
