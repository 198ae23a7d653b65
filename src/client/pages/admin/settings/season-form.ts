import { addDays, differenceInCalendarDays, parseISO } from 'date-fns';
import { calendarAYearLater, isoDate, seasonWeeks, type SeasonCalendar } from '../../../../shared/season';
import { newSeasonBody, type NewSeasonBody } from '../../../../shared/schemas/season';

/** The fields of the season form, flat as the inputs hold them. */
export interface SeasonForm {
  name: string;
  firstDay: string;
  phase1: number;
  phase2: number;
  championship: number;
  windowStart: string;
  windowEnd: string;
  /** Days of the week as '0' (Sunday) to '6' (Saturday). */
  weekendDays: string[];
  holidays: string[];
  timeZone: string;
  carryDivisions: boolean;
  carryTeams: boolean;
  carryCoaches: boolean;
  carryFormats: boolean;
  makeCurrent: boolean;
}

export function formOfCalendar(name: string, calendar: SeasonCalendar): SeasonForm {
  return {
    name,
    firstDay: calendar.firstDay,
    phase1: calendar.phaseWeeks.phase1,
    phase2: calendar.phaseWeeks.phase2,
    championship: calendar.phaseWeeks.championship,
    windowStart: calendar.phase2Availability.start,
    windowEnd: calendar.phase2Availability.end,
    weekendDays: calendar.weekendDays.map(String),
    holidays: [...calendar.holidays],
    timeZone: calendar.timeZone,
    carryDivisions: true,
    carryTeams: true,
    carryCoaches: true,
    carryFormats: true,
    makeCurrent: false,
  };
}

/** The name after a season's: the year in it moved on by one ('2025' to '2026', 'Fall 2026' to 'Fall 2027'). */
export function nextSeasonName(name: string): string {
  const year = /\d{4}/.exec(name);
  return year ? name.replace(year[0], String(Number(year[0]) + 1)) : '';
}

/** A new season's form: the previous season's calendar a year on, carrying everything forward. */
export function formAfter(previous: { name: string; calendar: SeasonCalendar }): SeasonForm {
  return formOfCalendar(nextSeasonName(previous.name), calendarAYearLater(previous.calendar));
}

export function calendarOfForm(form: SeasonForm): SeasonCalendar {
  return {
    firstDay: form.firstDay,
    phaseWeeks: { phase1: form.phase1, phase2: form.phase2, championship: form.championship },
    phase2Availability: { start: form.windowStart, end: form.windowEnd },
    weekendDays: form.weekendDays.map(Number).sort((a, b) => a - b),
    holidays: [...form.holidays].sort(),
    timeZone: form.timeZone,
  };
}

/** The body that creates the season, carrying from the season given (by default the current one). */
export function newSeasonOfForm(form: SeasonForm, fromSeasonId?: number): NewSeasonBody {
  return {
    name: form.name.trim(),
    calendar: calendarOfForm(form),
    ...(fromSeasonId === undefined ? {} : { fromSeasonId }),
    carry: {
      divisions: form.carryDivisions,
      teams: form.carryDivisions && form.carryTeams,
      coachAssignments: form.carryDivisions && form.carryTeams && form.carryCoaches,
      playoffFormats: form.carryDivisions && form.carryFormats,
    },
    makeCurrent: form.makeCurrent,
  };
}

/** Where a message about a part of the body shows in the form. */
const FIELD_OF_PATH: [RegExp, keyof SeasonForm][] = [
  [/^name/, 'name'],
  [/^calendar\.firstDay/, 'firstDay'],
  [/^calendar\.phaseWeeks\.phase1/, 'phase1'],
  [/^calendar\.phaseWeeks\.phase2/, 'phase2'],
  [/^calendar\.phaseWeeks\.championship/, 'championship'],
  [/^calendar\.phase2Availability\.end/, 'windowEnd'],
  [/^calendar\.phase2Availability/, 'windowStart'],
  [/^calendar\.weekendDays/, 'weekendDays'],
  [/^calendar\.holidays/, 'holidays'],
  [/^calendar\.timeZone/, 'timeZone'],
];

/** The form checked with the server's own schema: input name -> the first message about it. */
export function validateSeasonForm(form: SeasonForm): Record<string, string> {
  const result = newSeasonBody.safeParse(newSeasonOfForm(form));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = FIELD_OF_PATH.find(([pattern]) => pattern.test(path))?.[1];
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The first and last days of phase 2 for a first day and phase lengths, or undefined while one is not set. */
function phase2Span(firstDay: string, phase1: number, phase2: number): { start: string; end: string } | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(firstDay) || !(phase1 >= 1) || !(phase2 >= 1)) return undefined;
  const weeks = seasonWeeks({ firstDay, phaseWeeks: { phase1, phase2, championship: 1 } }).filter((w) => w.phase === 2);
  const [first] = weeks;
  const last = weeks[weeks.length - 1];
  return first && last ? { start: first.start, end: last.end } : undefined;
}

/**
 * The form after its first day or a phase length changes: the phase 2 window moves with phase 2,
 * its start keeping its place after phase 2's first day and its end before phase 2's last, so
 * that a new first day or length does not leave it behind in another phase.
 */
export function withPhase2Moved(form: SeasonForm, change: Partial<Pick<SeasonForm, 'firstDay' | 'phase1' | 'phase2'>>): Partial<SeasonForm> {
  const next = { ...form, ...change };
  const before = phase2Span(form.firstDay, form.phase1, form.phase2);
  const after = phase2Span(next.firstDay, next.phase1, next.phase2);
  if (!before || !after || !form.windowStart || !form.windowEnd) return change;
  const moved = (date: string, from: string, to: string) => isoDate(addDays(parseISO(date), differenceInCalendarDays(parseISO(to), parseISO(from))));
  const windowStart = moved(form.windowStart, before.start, after.start);
  const windowEnd = moved(form.windowEnd, before.end, after.end);
  return { ...change, windowStart, windowEnd: windowEnd < windowStart ? windowStart : windowEnd };
}
