import { phaseSpans, type PhaseSpan } from '../../shared/season';
import { useSeason } from '../api/league';

/** What the public pages say of the current season: its name, its length and its phases. */
export interface SeasonText {
  /** 'the 2025 season', 'the Fall 2026 season'; 'this season' until the season is known. */
  theSeason: string;
  /** The season's name ('2025'), or '' until it is known. */
  name: string;
  /** The year players' league ages are counted in. */
  year: number | undefined;
  weekCount: number;
  phases: (PhaseSpan & { weeksText: string })[];
}

export function useSeasonText(): SeasonText {
  const { data: season } = useSeason();
  const phases = season
    ? phaseSpans(season).map((span) => ({
        ...span,
        weeksText: span.firstWeek === span.lastWeek ? `Week ${span.firstWeek}` : `Weeks ${span.firstWeek}-${span.lastWeek}`,
      }))
    : [];
  return {
    theSeason: season ? `the ${season.name} season` : 'this season',
    name: season?.name ?? '',
    year: season?.year,
    weekCount: season?.weeks.length ?? 0,
    phases,
  };
}
