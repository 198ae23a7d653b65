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

/** The first day of phase 2 for a first day and a phase 1 length, or undefined while either is not set. */
function phase2Start(firstDay: string, phase1: number): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(firstDay) || !(phase1 >= 1)) return undefined;
  return seasonWeeks({ firstDay, phaseWeeks: { phase1, phase2: 1, championship: 1 } }).find((w) => w.phase === 2)?.start;
}

/**
 * The form after its first day or phase 1 length changes: the phase 2 window moves with phase 2,
 * keeping its place in it, so that a new first day does not leave it behind in another phase.
 */
export function withPhase2Moved(form: SeasonForm, change: Partial<Pick<SeasonForm, 'firstDay' | 'phase1'>>): Partial<SeasonForm> {
  const next = { ...form, ...change };
  const before = phase2Start(form.firstDay, form.phase1);
  const after = phase2Start(next.firstDay, next.phase1);
  if (!before || !after || !form.windowStart || !form.windowEnd) return change;
  const days = differenceInCalendarDays(parseISO(after), parseISO(before));
  const move = (date: string) => isoDate(addDays(parseISO(date), days));
  return { ...change, windowStart: move(form.windowStart), windowEnd: move(form.windowEnd) };
}
