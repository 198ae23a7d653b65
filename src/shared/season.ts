import { addDays, format, getDay, parseISO } from 'date-fns';

/** One row of the season week table. Dates are league-local `yyyy-MM-dd`. */
export interface SeasonWeek {
  week: number;
  phase: 1 | 2 | 3;
  start: string;
  end: string;
}

export interface Season {
  year: number;
  weeks: SeasonWeek[];
  /** The window in which phase 2 games are played and availability is collected. */
  phase2Availability: { start: string; end: string };
}

export const PHASE_LABELS: Record<1 | 2 | 3, string> = {
  1: 'Phase 1',
  2: 'Phase 2',
  3: 'Championship',
};

/**
 * The 2025 season: phase 1 is weeks 1-8 (1 April to 25 May), phase 2 weeks 9-13
 * (26 May to 29 June), the championship week 14 (30 June to 6 July). Week 1 is the
 * short week from Tuesday 1 April; every later week runs Monday to Sunday.
 */
export function buildSeason(year: number): Season {
  const firstDay = parseISO(`${year}-04-01`);
  // Monday on or after the first day of April: the start of week 2.
  const daysToMonday = (8 - getDay(firstDay)) % 7 || 7;
  const weeks: SeasonWeek[] = [];
  let start = firstDay;
  let end = addDays(firstDay, daysToMonday - 1);
  for (let week = 1; week <= 14; week++) {
    const phase: 1 | 2 | 3 = week <= 8 ? 1 : week <= 13 ? 2 : 3;
    weeks.push({ week, phase, start: isoDate(start), end: isoDate(end) });
    start = addDays(end, 1);
    end = addDays(start, 6);
  }
  const phase2 = weeks.find((w) => w.week === 9);
  const phase2Start = phase2 ? phase2.start : `${year}-05-26`;
  return {
    year,
    weeks,
    phase2Availability: { start: phase2Start, end: isoDate(addDays(parseISO(phase2Start), 28)) },
  };
}

export function isoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The week a league-local date falls in, or undefined outside the season. */
export function weekOfDate(season: Season, localDate: string): SeasonWeek | undefined {
  return season.weeks.find((w) => w.start <= localDate && localDate <= w.end);
}

export function weekHeading(week: SeasonWeek): string {
  return `Week ${week.week} (${PHASE_LABELS[week.phase]})`;
}

/** Earliest date a game may be scheduled: 1 April of the season. */
export function isWithinPhase2Window(season: Season, localDate: string): boolean {
  return season.phase2Availability.start <= localDate && localDate <= season.phase2Availability.end;
}

/** The first and last day games may be played: 1 April to the end of the championship week. */
export function seasonBounds(season: Pick<Season, 'year' | 'weeks'>): { first: string; last: string } {
  return {
    first: season.weeks[0]?.start ?? `${season.year}-04-01`,
    last: season.weeks[season.weeks.length - 1]?.end ?? `${season.year}-07-06`,
  };
}
