import { addDays, parseISO } from 'date-fns';
import { isoDate, springCalendar } from '../../shared/season';
import type { LeaguePlan } from './plan';
import { copySeasonSetup, maxId } from './season-copy';

const WEEK_DAYS = 7;

/** An instant or a date `weeks` weeks earlier: the same weekday and wall-clock time, a year back for 52. */
function weeksBefore(iso: string, weeks: number): string {
  const shifted = addDays(parseISO(iso), -weeks * WEEK_DAYS);
  return iso.length === 10 ? isoDate(shifted) : shifted.toISOString();
}

/**
 * The plan with `count` earlier seasons of the same size before its own, each a copy of it a year
 * further back (52 weeks, so every game keeps its weekday): the same divisions, teams, coaches,
 * home fields, games with their scores and reports, formats and availability, under ids of their
 * own. Accounts and fields are the league's and are not copied. The plan's own season stays current.
 */
export function withPastSeasons(plan: LeaguePlan, count: number): LeaguePlan {
  const [current] = plan.seasons;
  if (!current || plan.seasons.length !== 1) throw new Error('past seasons are added to a plan of one season');
  const year = Number(current.calendar.firstDay.slice(0, 4));
  const result: LeaguePlan = { ...plan, seasons: [...plan.seasons] };

  for (let back = 1; back <= count; back++) {
    const seasonId = current.id + back;
    const weeks = 52 * back;
    result.seasons.push({ id: seasonId, name: String(year - back), calendar: springCalendar(year - back, current.calendar.timeZone), current: false });
    const { team } = copySeasonSetup(result, plan, seasonId);
    let nextGame = maxId(result.games);
    result.games = [
      ...result.games,
      ...plan.games.map((g) => ({
        ...g,
        id: ++nextGame,
        homeTeamId: team(g.homeTeamId),
        awayTeamId: team(g.awayTeamId),
        scheduledTime: weeksBefore(g.scheduledTime, weeks),
        reports: g.reports.map((r) => ({ ...r, reportedAt: weeksBefore(r.reportedAt, weeks) })),
      })),
    ];
    result.availability = [...result.availability, ...plan.availability.map((a) => ({ ...a, teamId: team(a.teamId), date: weeksBefore(a.date, weeks) }))];
    result.availabilityNotes = [...result.availabilityNotes, ...plan.availabilityNotes.map((n) => ({ ...n, teamId: team(n.teamId) }))];
  }
  return result;
}
