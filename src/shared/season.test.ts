import { describe, expect, it } from 'vitest';
import { buildSeason, isWithinPhase2Window, weekHeading, weekOfDate, type SeasonWeek } from './season';

const season = buildSeason(2025);

function week(n: number): SeasonWeek {
  const found = season.weeks.find((w) => w.week === n);
  if (!found) throw new Error(`no week ${n}`);
  return found;
}

describe('buildSeason(2025)', () => {
  it('has 14 weeks in order, each starting the day after the previous one ends', () => {
    expect(season.year).toBe(2025);
    expect(season.weeks.map((w) => w.week)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    for (let i = 1; i < season.weeks.length; i++) {
      const previousEnd = new Date(`${season.weeks[i - 1]?.end}T12:00:00Z`);
      const start = new Date(`${season.weeks[i]?.start}T12:00:00Z`);
      expect(start.getTime() - previousEnd.getTime()).toBe(24 * 3600 * 1000);
    }
  });

  it('starts week 1 on 1 April and ends it on Sunday 6 April', () => {
    expect(week(1)).toEqual({ week: 1, phase: 1, start: '2025-04-01', end: '2025-04-06' });
    expect(week(2)).toEqual({ week: 2, phase: 1, start: '2025-04-07', end: '2025-04-13' });
  });

  it('ends phase 1 with week 8 on 25 May and starts phase 2 with week 9 on 26 May', () => {
    expect(week(8)).toMatchObject({ phase: 1, end: '2025-05-25' });
    expect(week(9)).toMatchObject({ phase: 2, start: '2025-05-26' });
    expect(week(13)).toMatchObject({ phase: 2, end: '2025-06-29' });
    expect(season.weeks.filter((w) => w.phase === 1).map((w) => w.week)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(season.weeks.filter((w) => w.phase === 2).map((w) => w.week)).toEqual([9, 10, 11, 12, 13]);
  });

  it('makes week 14 (30 June to 6 July) the championship week', () => {
    expect(week(14)).toEqual({ week: 14, phase: 3, start: '2025-06-30', end: '2025-07-06' });
    expect(weekHeading(week(14))).toBe('Week 14 (Championship)');
    expect(weekHeading(week(1))).toBe('Week 1 (Phase 1)');
    expect(weekHeading(week(9))).toBe('Week 9 (Phase 2)');
  });

  it('collects phase 2 availability from 26 May to 23 June', () => {
    expect(season.phase2Availability).toEqual({ start: '2025-05-26', end: '2025-06-23' });
    expect(isWithinPhase2Window(season, '2025-05-26')).toBe(true);
    expect(isWithinPhase2Window(season, '2025-06-23')).toBe(true);
    expect(isWithinPhase2Window(season, '2025-05-25')).toBe(false);
    expect(isWithinPhase2Window(season, '2025-06-24')).toBe(false);
  });

  it('finds the week of a date, and none outside the season', () => {
    expect(weekOfDate(season, '2025-04-01')?.week).toBe(1);
    expect(weekOfDate(season, '2025-05-25')?.week).toBe(8);
    expect(weekOfDate(season, '2025-05-26')?.week).toBe(9);
    expect(weekOfDate(season, '2025-07-06')?.week).toBe(14);
    expect(weekOfDate(season, '2025-03-31')).toBeUndefined();
    expect(weekOfDate(season, '2025-07-07')).toBeUndefined();
  });
});
