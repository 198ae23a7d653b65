import { describe, expect, it } from 'vitest';
import {
  buildSeason,
  calendarAYearLater,
  daySpanText,
  isWithinPhase2Window,
  phaseSpans,
  seasonBounds,
  seasonWeeks,
  springCalendar,
  weekHeading,
  weekOfDate,
  weeklyCalendar,
  windowText,
  type SeasonWeek,
} from './season';

const season = buildSeason(1, '2025', springCalendar(2025, 'America/New_York'));

function week(n: number): SeasonWeek {
  const found = season.weeks.find((w) => w.week === n);
  if (!found) throw new Error(`no week ${n}`);
  return found;
}

describe('the 2025 season: the spring calendar of 2025', () => {
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

describe('a season a year after another', () => {
  const next = calendarAYearLater(springCalendar(2025, 'America/Chicago'));

  it('starts a year on, with the same weeks, Monday to Sunday after the short first week', () => {
    const weeks = buildSeason(2, '2026', next).weeks;
    expect(next.firstDay).toBe('2026-04-01');
    expect(weeks[0]).toEqual({ week: 1, phase: 1, start: '2026-04-01', end: '2026-04-05' });
    expect(weeks.filter((w) => w.phase === 2)[0]?.start).toBe('2026-05-25');
    expect(weeks[weeks.length - 1]).toEqual({ week: 14, phase: 3, start: '2026-06-29', end: '2026-07-05' });
  });

  it('keeps the availability window in its place in phase 2, and takes the new year holidays', () => {
    expect(next.phase2Availability).toEqual({ start: '2026-05-25', end: '2026-06-22' });
    expect(next.holidays).toEqual(['2026-05-25', '2026-06-19', '2026-07-04']);
    expect(next.timeZone).toBe('America/Chicago');
    expect(next.weekendDays).toEqual([0, 6]);
  });

  it('moves holidays the league chose itself by a year', () => {
    const own = calendarAYearLater({ ...springCalendar(2025, 'UTC'), holidays: ['2025-04-18'] });
    expect(own.holidays).toEqual(['2026-04-18']);
  });

  it('starts week 1 as a whole week when the season begins on a Monday', () => {
    const weeks = buildSeason(3, 'Fall 2026', {
      ...springCalendar(2026, 'UTC'),
      firstDay: '2026-08-31',
      phaseWeeks: { phase1: 6, phase2: 3, championship: 1 },
    }).weeks;
    expect(weeks[0]).toEqual({ week: 1, phase: 1, start: '2026-08-31', end: '2026-09-06' });
    expect(weeks.map((w) => w.phase)).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 3]);
  });
});

describe("the season's dates in words", () => {
  it("gives 2025's phases as the specification does", () => {
    const weeks = seasonWeeks(springCalendar(2025, 'America/New_York'));
    expect(phaseSpans({ weeks }).map((p) => [p.phase, p.firstWeek, p.lastWeek, daySpanText(p.start, p.end)])).toEqual([
      [1, 1, 8, '1 April to 25 May 2025'],
      [2, 9, 13, '26 May to 29 June 2025'],
      [3, 14, 14, '30 June to 6 July 2025'],
    ]);
    expect(windowText({ start: '2025-05-26', end: '2025-06-23' })).toBe('May 26 to June 23, 2025');
  });

  it('names both years when a span runs into the next year', () => {
    const calendar = weeklyCalendar('2026-11-02', { phase1: 8, phase2: 5, championship: 1 }, [], 'America/New_York');
    const spans = phaseSpans({ weeks: seasonWeeks(calendar) });
    expect(daySpanText(spans[1]!.start, spans[1]!.end)).toBe('28 December 2026 to 31 January 2027');
    expect(daySpanText('2026-11-02', '2026-12-27', { withYear: false })).toBe('2 November to 27 December');
    expect(windowText({ start: '2026-12-28', end: '2027-01-25' })).toBe('December 28, 2026 to January 25, 2027');
  });
});

describe('a calendar a year later', () => {
  it('keeps only the holidays its new weeks reach', () => {
    // 1 April 2028 is a Saturday: the fourteen weeks end on 2 July, before Independence Day.
    const later = calendarAYearLater(calendarAYearLater(calendarAYearLater(springCalendar(2025, 'UTC'))));
    const { first, last } = seasonBounds({ weeks: seasonWeeks(later) });
    expect([first, last]).toEqual(['2028-04-01', '2028-07-02']);
    expect(later.holidays).toEqual(['2028-05-29', '2028-06-19']);
  });
});
