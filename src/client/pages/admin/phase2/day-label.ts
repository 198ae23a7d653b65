import { format, parseISO } from 'date-fns';

/** A league-local 'yyyy-MM-dd' as 'Sat, Jun 7, 2025'. */
export function dayLabel(date: string): string {
  return format(parseISO(date), 'EEE, MMM d, yyyy');
}
