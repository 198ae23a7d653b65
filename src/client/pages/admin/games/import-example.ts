import { addDays, format, nextSaturday, parseISO } from 'date-fns';
import type { SeasonInfo } from '../../../../shared/schemas/league';

const day = (date: Date) => format(date, 'EEE MMM d');

/**
 * The example in the Schedule box: the first two teams of the chosen division playing each other
 * on the first Saturday of phase 2 and the Tuesday after, so that the example itself would import;
 * without a division (or two teams in it), the same lines with neutral names.
 */
export function importExample(teams: readonly { name: string }[], season: Pick<SeasonInfo, 'phase2Availability'>): string {
  const [first, second] = teams;
  const [away, home] = first && second ? [first.name, second.name] : ['Visiting Team', 'Home Team'];
  const saturday = nextSaturday(addDays(parseISO(season.phase2Availability.start), -1));
  return `${away} @ ${home} - ${day(saturday)} @ 10:00 AM\n${home} @ ${away} - ${day(addDays(saturday, 3))} @ TBD`;
}
