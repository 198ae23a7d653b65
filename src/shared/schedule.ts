import { leagueDate } from './league-time';
import { weekOfDate, type Season, type SeasonWeek } from './season';
import type { Game } from './schemas/game';

/** Games the schedule can show: they need an id, a time and both teams (spec 2.5). */
export function isListable(game: Partial<Game>): game is Game {
  return Boolean(game.id && game.scheduledTime && game.homeTeam && game.awayTeam);
}

export interface WeekGroup {
  week: SeasonWeek | null;
  games: Game[];
}

/** Games grouped by season week in ascending order; games outside the calendar come last. */
export function groupByWeek(games: Game[], season: Season, timeZone: string): WeekGroup[] {
  const byWeek = new Map<number, Game[]>();
  const outside: Game[] = [];
  for (const game of games) {
    const week = weekOfDate(season, leagueDate(game.scheduledTime, timeZone));
    if (week) byWeek.set(week.week, [...(byWeek.get(week.week) ?? []), game]);
    else outside.push(game);
  }
  const groups: WeekGroup[] = season.weeks.filter((w) => byWeek.has(w.week)).map((w) => ({ week: w, games: sortBySchedule(byWeek.get(w.week) ?? []) }));
  if (outside.length > 0) groups.push({ week: null, games: sortBySchedule(outside) });
  return groups;
}

/** Date-TBD games sort after the dated games of their week. */
export function sortBySchedule(games: Game[]): Game[] {
  return [...games].sort((a, b) => Number(a.dateTbd) - Number(b.dateTbd) || a.scheduledTime.localeCompare(b.scheduledTime) || a.id - b.id);
}

export function gamesOfTeam(games: Game[], teamId: number): Game[] {
  return sortBySchedule(games.filter((g) => g.homeTeamId === teamId || g.awayTeamId === teamId));
}

export function gamesOfDivision(games: Game[], divisionId: number): Game[] {
  return games.filter((g) => g.homeTeam.divisionId === divisionId || g.awayTeam.divisionId === divisionId);
}

/** A week of the season calendar with its games. */
export type CalendarWeekGroup = WeekGroup & { week: SeasonWeek };

/**
 * The week a schedule opens at, from a league-local day: the week with games that holds it, else
 * the next week with games after it, else (the season is over) the last week with games.
 */
export function weekGroupFrom(groups: readonly WeekGroup[], day: string): CalendarWeekGroup | undefined {
  const weeks = groups.filter((g): g is CalendarWeekGroup => g.week !== null);
  return weeks.find((g) => day <= g.week.end) ?? weeks[weeks.length - 1];
}
