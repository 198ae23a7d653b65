import { addDays, addYears, differenceInCalendarDays, format, getDay, parseISO } from 'date-fns';

/** One row of the season week table. Dates are league-local `yyyy-MM-dd`. */
export interface SeasonWeek {
  week: number;
  phase: 1 | 2 | 3;
  start: string;
  end: string;
}

/** What a league sets for a season; the weeks follow from it. */
export interface SeasonCalendar {
  /** Week 1 runs from this day to the Sunday after it; every later week runs Monday to Sunday. */
  firstDay: string;
  phaseWeeks: { phase1: number; phase2: number; championship: number };
  /** The window in which phase 2 games are played and availability is collected. */
  phase2Availability: { start: string; end: string };
  /** Days of the week (0 Sunday to 6 Saturday) on which games start at the weekend time. */
  weekendDays: number[];
  /** Other dates on which games start at the weekend time. */
  holidays: string[];
  /** The league's clock: game times are wall-clock times in this zone. */
  timeZone: string;
}

export interface Season extends Omit<SeasonCalendar, 'firstDay' | 'phaseWeeks'> {
  id: number;
  name: string;
  /** The year of the season's first day. */
  year: number;
  weeks: SeasonWeek[];
}

export const PHASE_LABELS: Record<1 | 2 | 3, string> = {
  1: 'Phase 1',
  2: 'Phase 2',
  3: 'Championship',
};

export function isoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

function shiftDate(date: string, days: number): string {
  return isoDate(addDays(parseISO(date), days));
}

/** The weeks of a calendar: phase 1, then phase 2, then the championship week(s). */
export function seasonWeeks({ firstDay, phaseWeeks }: Pick<SeasonCalendar, 'firstDay' | 'phaseWeeks'>): SeasonWeek[] {
  const count = phaseWeeks.phase1 + phaseWeeks.phase2 + phaseWeeks.championship;
  // Days from the first day to the Monday after it: week 1 is that short week (a whole one from a Monday).
  const daysToMonday = (8 - getDay(parseISO(firstDay))) % 7 || 7;
  const weeks: SeasonWeek[] = [];
  let start = firstDay;
  let end = shiftDate(firstDay, daysToMonday - 1);
  for (let week = 1; week <= count; week++) {
    const phase: 1 | 2 | 3 = week <= phaseWeeks.phase1 ? 1 : week <= phaseWeeks.phase1 + phaseWeeks.phase2 ? 2 : 3;
    weeks.push({ week, phase, start, end });
    start = shiftDate(end, 1);
    end = shiftDate(start, 6);
  }
  return weeks;
}

export function buildSeason(id: number, name: string, calendar: SeasonCalendar): Season {
  const { firstDay, phaseWeeks: _weeks, ...rest } = calendar;
  return { id, name, year: Number(firstDay.slice(0, 4)), weeks: seasonWeeks(calendar), ...rest };
}

function lastMondayOfMay(year: number): string {
  for (let day = 31; day >= 25; day--) {
    const date = `${year}-05-${day}`;
    if (getDay(parseISO(date)) === 1) return date;
  }
  return `${year}-05-31`;
}

/** The US federal holidays that fall inside a spring youth baseball season. */
export function springHolidays(year: number): string[] {
  return [lastMondayOfMay(year), `${year}-06-19`, `${year}-07-04`];
}

/** Phase 2 availability runs from the first phase 2 week to the start of the last one. */
function phase2Window(weeks: SeasonWeek[]): { start: string; end: string } {
  const phase2 = weeks.filter((w) => w.phase === 2);
  const first = phase2[0] ?? weeks[0];
  const last = phase2[phase2.length - 1] ?? first;
  return { start: first?.start ?? '', end: last?.start ?? '' };
}

/**
 * The league's usual spring season in a year, as the 2025 season was: week 1 from 1 April, 8 weeks
 * of phase 1, 5 of phase 2 and a championship week; availability from the first to the last phase 2
 * Monday; Saturdays, Sundays and the spring holidays are weekend-type days.
 */
export function springCalendar(year: number, timeZone: string): SeasonCalendar {
  return weeklyCalendar(`${year}-04-01`, { phase1: 8, phase2: 5, championship: 1 }, springHolidays(year), timeZone);
}

/**
 * A calendar from its first day and its phases' lengths: availability from the first to the last
 * phase 2 Monday, Saturdays, Sundays and the holidays given as weekend-type days.
 */
export function weeklyCalendar(firstDay: string, phaseWeeks: SeasonCalendar['phaseWeeks'], holidays: string[], timeZone: string): SeasonCalendar {
  return {
    firstDay,
    phaseWeeks,
    phase2Availability: phase2Window(seasonWeeks({ firstDay, phaseWeeks })),
    weekendDays: [0, 6],
    holidays,
    timeZone,
  };
}

/**
 * A calendar a year after another: the same weeks from the same date a year on, the availability
 * window in the same place within phase 2, and the holidays of the new year (the spring holidays
 * again where the old ones were those, otherwise each date a year on).
 */
export function calendarAYearLater(calendar: SeasonCalendar): SeasonCalendar {
  const firstDay = isoDate(addYears(parseISO(calendar.firstDay), 1));
  const oldWindow = phase2Window(seasonWeeks(calendar));
  const newWindow = phase2Window(seasonWeeks({ firstDay, phaseWeeks: calendar.phaseWeeks }));
  const startOffset = differenceInCalendarDays(parseISO(calendar.phase2Availability.start), parseISO(oldWindow.start));
  const length = differenceInCalendarDays(parseISO(calendar.phase2Availability.end), parseISO(calendar.phase2Availability.start));
  const start = shiftDate(newWindow.start, startOffset);
  const oldYear = Number(calendar.firstDay.slice(0, 4));
  const wereSpringHolidays = calendar.holidays.join() === springHolidays(oldYear).join();
  const holidays = wereSpringHolidays ? springHolidays(oldYear + 1) : calendar.holidays.map((d) => isoDate(addYears(parseISO(d), 1)));
  // A holiday the season's new weeks no longer reach is left out: it changes no game time.
  const { first, last } = seasonBounds({ weeks: seasonWeeks({ firstDay, phaseWeeks: calendar.phaseWeeks }) });
  return {
    ...calendar,
    firstDay,
    phase2Availability: { start, end: shiftDate(start, length) },
    holidays: holidays.filter((day) => first <= day && day <= last),
  };
}

/** The week a league-local date falls in, or undefined outside the season. */
export function weekOfDate(season: Pick<Season, 'weeks'>, localDate: string): SeasonWeek | undefined {
  return season.weeks.find((w) => w.start <= localDate && localDate <= w.end);
}

export function weekHeading(week: SeasonWeek): string {
  return `Week ${week.week} (${PHASE_LABELS[week.phase]})`;
}

export function isWithinPhase2Window(season: Pick<Season, 'phase2Availability'>, localDate: string): boolean {
  return season.phase2Availability.start <= localDate && localDate <= season.phase2Availability.end;
}

/** The first and last day games may be played: the first day of week 1 to the last of the last week. */
export function seasonBounds(season: Pick<Season, 'weeks'>): { first: string; last: string } {
  return { first: season.weeks[0]?.start ?? '', last: season.weeks[season.weeks.length - 1]?.end ?? '' };
}

/** A phase of the season: its weeks and its first and last days. */
export interface PhaseSpan {
  phase: 1 | 2 | 3;
  firstWeek: number;
  lastWeek: number;
  start: string;
  end: string;
}

/** The season's phases in order, each with its weeks and days. */
export function phaseSpans(season: Pick<Season, 'weeks'>): PhaseSpan[] {
  const spans: PhaseSpan[] = [];
  for (const week of season.weeks) {
    const last = spans[spans.length - 1];
    if (last?.phase === week.phase) {
      last.lastWeek = week.week;
      last.end = week.end;
    } else {
      spans.push({ phase: week.phase, firstWeek: week.week, lastWeek: week.week, start: week.start, end: week.end });
    }
  }
  return spans;
}

/** '1 April to 25 May 2025'; '2 November 2026 to 7 February 2027' across a new year; `withYear` false leaves the year out when it is the same. */
export function daySpanText(start: string, end: string, { withYear = true } = {}): string {
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const from = format(parseISO(start), sameYear ? 'd MMMM' : 'd MMMM yyyy');
  const to = format(parseISO(end), sameYear && !withYear ? 'd MMMM' : 'd MMMM yyyy');
  return `${from} to ${to}`;
}

/** 'May 26 to June 23, 2025'; 'December 28, 2026 to January 25, 2027' across a new year. */
export function windowText(window: { start: string; end: string }): string {
  const sameYear = window.start.slice(0, 4) === window.end.slice(0, 4);
  return `${format(parseISO(window.start), sameYear ? 'MMMM d' : 'MMMM d, yyyy')} to ${format(parseISO(window.end), 'MMMM d, yyyy')}`;
}
