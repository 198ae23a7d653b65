import { describe, expect, it } from 'vitest';
import { weekGroupFrom, type WeekGroup } from './schedule';
import type { SeasonWeek } from './season';

const week = (n: number, start: string, end: string): SeasonWeek => ({ week: n, phase: 1, start, end });
// Games in weeks 2, 3 and 6 only, and some outside the calendar.
const groups: WeekGroup[] = [
  { week: week(2, '2025-04-07', '2025-04-13'), games: [] },
  { week: week(3, '2025-04-14', '2025-04-20'), games: [] },
  { week: week(6, '2025-05-05', '2025-05-11'), games: [] },
  { week: null, games: [] },
];

describe('weekGroupFrom', () => {
  it('opens at the week holding the day', () => {
    expect(weekGroupFrom(groups, '2025-04-14')?.week.week).toBe(3);
    expect(weekGroupFrom(groups, '2025-04-20')?.week.week).toBe(3);
  });

  it('opens at the next week with games, before the season and between games', () => {
    expect(weekGroupFrom(groups, '2025-03-01')?.week.week).toBe(2);
    expect(weekGroupFrom(groups, '2025-04-21')?.week.week).toBe(6);
  });

  it('opens at the last week with games once the season is over, never at the games outside the calendar', () => {
    expect(weekGroupFrom(groups, '2025-12-01')?.week.week).toBe(6);
    expect(weekGroupFrom([{ week: null, games: [] }], '2025-04-14')).toBeUndefined();
  });
});
