import { getDay, parseISO } from 'date-fns';
import type { Season } from './season';

/** 96 quarter-hour start slots of a day, 'HH:mm'. */
export const QUARTER_HOUR_SLOTS: string[] = Array.from({ length: 96 }, (_, i) => {
  const h = Math.floor(i / 4);
  const m = (i % 4) * 15;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
});

/** What makes a day weekend-type in a season. */
export type WeekendRules = Pick<Season, 'weekendDays' | 'holidays'>;

/** One of the season's weekend days, or one of its holidays: games start earlier on these days. */
export function isWeekendTypeDay(rules: WeekendRules, localDate: string): boolean {
  return rules.weekendDays.includes(getDay(parseISO(localDate))) || rules.holidays.includes(localDate);
}

export function defaultStartTime(rules: WeekendRules, localDate: string): string {
  return isWeekendTypeDay(rules, localDate) ? '14:00' : '18:00';
}

/** Minutes since midnight of a clock time (HH:mm). */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The clock time (HH:mm) of minutes since midnight. */
export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
