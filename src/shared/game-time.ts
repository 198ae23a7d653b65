import { getDay, parseISO } from 'date-fns';

/** 96 quarter-hour start slots of a day, 'HH:mm'. */
export const QUARTER_HOUR_SLOTS: string[] = Array.from({ length: 96 }, (_, i) => {
  const h = Math.floor(i / 4);
  const m = (i % 4) * 15;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
});

function lastMondayOfMay(year: number): string {
  for (let day = 31; day >= 25; day--) {
    const date = `${year}-05-${day}`;
    if (getDay(parseISO(date)) === 1) return date;
  }
  return `${year}-05-31`;
}

/** The US federal holidays that fall inside a youth baseball season. */
export function seasonHolidays(year: number): string[] {
  return [lastMondayOfMay(year), `${year}-06-19`, `${year}-07-04`];
}

/** Saturday, Sunday, or a season holiday: games start earlier on these days. */
export function isWeekendTypeDay(localDate: string): boolean {
  const weekday = getDay(parseISO(localDate));
  if (weekday === 0 || weekday === 6) return true;
  return seasonHolidays(Number(localDate.slice(0, 4))).includes(localDate);
}

export function defaultStartTime(localDate: string): string {
  return isWeekendTypeDay(localDate) ? '14:00' : '18:00';
}
