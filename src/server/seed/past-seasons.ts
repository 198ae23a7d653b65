import { addDays, parseISO } from 'date-fns';
import { isoDate, springCalendar } from '../../shared/season';
import type { LeaguePlan } from './plan';

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
  const next = { division: maxId(plan.divisions), team: maxId(plan.teams), game: maxId(plan.games) };
  const result: LeaguePlan = { ...plan, seasons: [...plan.seasons], fields: plan.fields.map((f) => ({ ...f, teamIds: [...f.teamIds] })) };
  const add = <K extends keyof LeaguePlan>(key: K, rows: LeaguePlan[K]) => {
    (result[key] as unknown[]) = [...(result[key] as unknown[]), ...(rows as unknown[])];
  };

  for (let back = 1; back <= count; back++) {
    const seasonId = current.id + back;
    const weeks = 52 * back;
    result.seasons.push({ id: seasonId, name: String(year - back), calendar: springCalendar(year - back, current.calendar.timeZone), current: false });
    const divisionIds = new Map(plan.divisions.map((d) => [d.id, ++next.division]));
    const teamIds = new Map(plan.teams.map((t) => [t.id, ++next.team]));
    const team = (id: number) => teamIds.get(id) ?? id;
    add(
      'divisions',
      plan.divisions.map((d) => ({
        ...d,
        id: divisionIds.get(d.id) ?? d.id,
        seasonId,
        fixedSeedTeamIds: d.fixedSeedTeamIds?.map(team) ?? null,
      })),
    );
    add(
      'teams',
      plan.teams.map((t) => ({ ...t, id: team(t.id), divisionId: divisionIds.get(t.divisionId) ?? t.divisionId })),
    );
    add(
      'teamStaff',
      plan.teamStaff.map((s) => ({ ...s, teamId: team(s.teamId) })),
    );
    for (const field of result.fields) field.teamIds.push(...field.teamIds.filter((id) => teamIds.has(id)).map(team));
    add(
      'games',
      plan.games.map((g) => ({
        ...g,
        id: ++next.game,
        homeTeamId: team(g.homeTeamId),
        awayTeamId: team(g.awayTeamId),
        scheduledTime: weeksBefore(g.scheduledTime, weeks),
        reports: g.reports.map((r) => ({ ...r, reportedAt: weeksBefore(r.reportedAt, weeks) })),
      })),
    );
    add(
      'playoffFormats',
      plan.playoffFormats.map((f) => ({ ...f, divisionId: divisionIds.get(f.divisionId) ?? f.divisionId })),
    );
    add(
      'availability',
      plan.availability.map((a) => ({ ...a, teamId: team(a.teamId), date: weeksBefore(a.date, weeks) })),
    );
    add(
      'availabilityNotes',
      plan.availabilityNotes.map((n) => ({ ...n, teamId: team(n.teamId) })),
    );
  }
  return result;
}

function maxId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0);
}
