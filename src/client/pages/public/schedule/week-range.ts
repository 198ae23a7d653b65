import { format, parseISO } from 'date-fns';
import type { SeasonWeek } from '../../../../shared/season';

/** 'May 5 - May 11'. */
export function weekRange(week: Pick<SeasonWeek, 'start' | 'end'>): string {
  const day = (d: string) => format(parseISO(d), 'MMM d');
  return `${day(week.start)} - ${day(week.end)}`;
}
