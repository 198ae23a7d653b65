import { describe, expect, it } from 'vitest';
import type { BulkAction } from '../../../shared/schemas/bulk-change';
import { dayBounds, planGame, withinTimeRange } from './bulk-plan';
import type { GameOfDay } from './bulk-repo';

const ZONE = 'America/New_York';

/** A game of the day as the repository reads it (only what planning looks at matters). */
function gameAt(scheduledTime: string, overrides: Partial<GameOfDay> = {}): GameOfDay {
  return {
    id: 1,
    home_team_id: 10,
    away_team_id: 11,
    field_id: 5,
    scheduled_time: scheduledTime,
    date_tbd: 0,
    time_tbd: 0,
    status: 'scheduled',
    phase: 1,
    field_name: 'Riverside Field',
    ...overrides,
  } as GameOfDay;
}

const move = (action: Omit<Extract<BulkAction, { kind: 'move' }>, 'kind'>): BulkAction => ({ kind: 'move', ...action });

describe('planning a bulk change', () => {
  it('a league day runs midnight to midnight on its clock, 23 hours on the day clocks go forward', () => {
    expect(dayBounds('2025-06-07', ZONE)).toEqual({ from: '2025-06-07T04:00:00.000Z', to: '2025-06-08T04:00:00.000Z' });
    expect(dayBounds('2025-03-09', ZONE)).toEqual({ from: '2025-03-09T05:00:00.000Z', to: '2025-03-10T04:00:00.000Z' });
  });

  it('a move keeps the time of day on the league clock, shifted, on the new day, across a change of the clocks', () => {
    // 10:00 AM EST on Saturday 8 March, moved to Sunday 9 March (EDT) and half an hour later.
    const plan = planGame(gameAt('2025-03-08T15:00:00.000Z'), move({ toDate: '2025-03-09', shiftMinutes: 30 }), ZONE);
    expect(plan.after).toEqual({ scheduledTime: '2025-03-09T14:30:00.000Z', timeTbd: false, fieldId: 5, status: 'scheduled' });
  });

  it('a game whose time is to be determined keeps it so on the new day, and a time range leaves it out', () => {
    const tbd = gameAt('2025-06-07T04:00:00.000Z', { time_tbd: 1 });
    expect(planGame(tbd, move({ toDate: '2025-06-08', shiftMinutes: 60 }), ZONE).after).toEqual({
      scheduledTime: '2025-06-08T04:00:00.000Z',
      timeTbd: true,
      fieldId: 5,
      status: 'scheduled',
    });
    expect(withinTimeRange(tbd, { date: '2025-06-07' }, ZONE)).toBe(true);
    expect(withinTimeRange(tbd, { date: '2025-06-07', from: '00:00' }, ZONE)).toBe(false);
  });

  it('a field move takes the games of that field only; a game being rescheduled that moves is scheduled again', () => {
    const action = move({ fields: [{ from: 5, to: 7 }] });
    expect(planGame(gameAt('2025-06-07T14:00:00.000Z', { status: 'rescheduling' }), action, ZONE).after).toMatchObject({ fieldId: 7, status: 'scheduled' });
    expect(planGame(gameAt('2025-06-07T14:00:00.000Z', { field_id: 6 }), action, ZONE).unchanged).toBe('Already there');
  });

  it('leaves a game with a result, and a cancelled game, as they are, and says why', () => {
    const completed = gameAt('2025-06-07T14:00:00.000Z', { status: 'completed' });
    const cancelled = gameAt('2025-06-07T14:00:00.000Z', { status: 'cancelled' });
    for (const action of [{ kind: 'cancel' }, { kind: 'rescheduling' }, move({ shiftMinutes: 30 })] satisfies BulkAction[]) {
      expect(planGame(completed, action, ZONE)).toMatchObject({ after: null, unchanged: 'Completed: a game with a result keeps its date and status' });
    }
    expect(planGame(cancelled, { kind: 'cancel' }, ZONE).unchanged).toBe('Already cancelled');
    expect(planGame(cancelled, { kind: 'rescheduling' }, ZONE).unchanged).toBe('Cancelled: reinstate the game to change it');
    expect(planGame(gameAt('2025-06-07T14:00:00.000Z'), { kind: 'cancel' }, ZONE).after?.status).toBe('cancelled');
  });
});
