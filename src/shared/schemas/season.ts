import { isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { seasonBounds, seasonWeeks } from '../season';
import { idParam, isoDateString, namedId, queryParams } from './common';

const calendarDate = isoDateString.refine((d) => isValid(parseISO(d)), { message: 'Date is not a real calendar date' });

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const weekCount = (label: string, min: number) =>
  z
    .number({ message: `${label} must be a number of weeks` })
    .int({ message: `${label} must be a whole number of weeks` })
    .min(min, { message: `${label} must be at least ${min} week${min === 1 ? '' : 's'}` })
    .max(26, { message: `${label} must be at most 26 weeks` });

/** Seasons a league can plan: the weeks of a season whose first day is near year 9999 run off the calendar. */
const FIRST_SEASON_YEAR = 2000;
const LAST_SEASON_YEAR = 2199;
const inPlannableYears = (day: string) => {
  const year = Number(day.slice(0, 4));
  return year >= FIRST_SEASON_YEAR && year <= LAST_SEASON_YEAR;
};

/**
 * What a league sets for a season (shared/season.ts `SeasonCalendar`); the weeks follow from it. A
 * stored or answered calendar is read through this; what an administrator sends goes through the
 * stricter `seasonCalendarInput`.
 */
export const seasonCalendar = z
  .object({
    firstDay: calendarDate,
    phaseWeeks: z.object({
      phase1: weekCount('Phase 1', 1),
      phase2: weekCount('Phase 2', 1),
      championship: weekCount('The championship', 1),
    }),
    phase2Availability: z.object({ start: calendarDate, end: calendarDate }, { message: 'The phase 2 window is required (its start and end)' }),
    weekendDays: z
      .array(z.number().int().min(0).max(6), { message: 'Weekend days are days of the week, 0 (Sunday) to 6 (Saturday)' })
      .max(7)
      .refine((days) => new Set(days).size === days.length, { message: 'A weekend day is listed twice' }),
    holidays: z.array(calendarDate).max(60, { message: 'At most 60 holidays' }),
    timeZone: z.string().refine(isTimeZone, { message: 'Time zone is not a known time zone (e.g. America/New_York)' }),
  })
  .superRefine((calendar, context) => {
    const dates = [calendar.firstDay, calendar.phase2Availability.start, calendar.phase2Availability.end];
    if (!dates.every((d) => isValid(parseISO(d))) || !inPlannableYears(calendar.firstDay)) return;
    const phase2 = seasonWeeks(calendar).filter((w) => w.phase === 2);
    const first = phase2[0]?.start ?? '';
    const last = phase2[phase2.length - 1]?.end ?? '';
    const { start, end } = calendar.phase2Availability;
    if (start > end) {
      context.addIssue({ code: 'custom', path: ['phase2Availability'], message: 'The phase 2 window must start on or before its end' });
    } else if (start < first || end > last) {
      context.addIssue({ code: 'custom', path: ['phase2Availability'], message: `The phase 2 window must lie within phase 2 (${first} to ${last})` });
    }
  });

/** A calendar an administrator sends: a first day in the years a league plans, holidays within the season. */
export const seasonCalendarInput = seasonCalendar.superRefine((calendar, context) => {
  if (!isValid(parseISO(calendar.firstDay))) return;
  if (!inPlannableYears(calendar.firstDay)) {
    context.addIssue({
      code: 'custom',
      path: ['firstDay'],
      message: `A season's first day must be in the years ${FIRST_SEASON_YEAR} to ${LAST_SEASON_YEAR}`,
    });
    return;
  }
  const { first, last } = seasonBounds({ weeks: seasonWeeks(calendar) });
  const outside = calendar.holidays.filter((day) => day < first || day > last);
  if (outside.length > 0) {
    context.addIssue({ code: 'custom', path: ['holidays'], message: `Holidays must fall within the season (${first} to ${last}): ${outside.join(', ')}` });
  }
});

/** A season's name, its spaces as one ('Fall  2026' is 'Fall 2026'). */
const seasonName = z
  .string({ message: 'Season name is required' })
  .trim()
  .min(1, { message: 'Season name is required' })
  .max(40, { message: 'Season name must be at most 40 characters' })
  .transform((name) => name.replace(/\s+/g, ' '));

/** One season in the list every visitor reads. */
export const seasonSummary = z.object({
  id: z.number(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  current: z.boolean(),
  archived: z.boolean(),
});
export type SeasonSummary = z.infer<typeof seasonSummary>;
export const seasonList = z.array(seasonSummary);

/** A season with the calendar it was set up with (administrators edit it). */
export const seasonDetail = seasonSummary.extend({ calendar: seasonCalendar });
export type SeasonDetail = z.infer<typeof seasonDetail>;

/** What a new season takes from the one before it. Coach assignments need teams; teams need divisions. */
export const carryForward = z
  .object({
    divisions: z.boolean().default(false),
    teams: z.boolean().default(false),
    coachAssignments: z.boolean().default(false),
    playoffFormats: z.boolean().default(false),
  })
  .refine((c) => !c.teams || c.divisions, { message: 'Teams can only be carried forward with their divisions', path: ['teams'] })
  .refine((c) => !c.coachAssignments || c.teams, { message: 'Coach assignments can only be carried forward with their teams', path: ['coachAssignments'] })
  .refine((c) => !c.playoffFormats || c.divisions, { message: 'Playoff formats can only be carried forward with their divisions', path: ['playoffFormats'] });

export const newSeasonBody = z.strictObject({
  name: seasonName,
  calendar: seasonCalendarInput,
  /** The season to carry from; the current one when left out. */
  fromSeasonId: idParam.optional(),
  carry: carryForward.default({ divisions: false, teams: false, coachAssignments: false, playoffFormats: false }),
  makeCurrent: z.boolean().default(false),
});
export type NewSeasonBody = z.input<typeof newSeasonBody>;

/** What creating a season would make: shown before it is made. */
export const seasonPreview = z.object({
  name: z.string(),
  start: z.string(),
  end: z.string(),
  weeks: z.number(),
  makeCurrent: z.boolean(),
  fromSeason: z.object({ id: z.number(), name: z.string() }).nullable(),
  divisions: z.array(z.object({ name: z.string(), teams: z.array(z.string()), playoffFormat: z.boolean() })),
  coachAssignments: z.number(),
  fieldLinks: z.number(),
});
export type SeasonPreview = z.infer<typeof seasonPreview>;

export const seasonUpdateBody = z
  .strictObject({
    name: seasonName.optional(),
    calendar: seasonCalendarInput.optional(),
    current: z.literal(true, { message: 'current can only be set to true: make another season current instead' }).optional(),
    archived: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' });
export type SeasonUpdateBody = z.infer<typeof seasonUpdateBody>;

/** `?season=<id>` on the reads that belong to a season; the current season when left out. */
export const seasonQuery = { season: namedId('Season').optional() };
export const seasonOnlyQuery = queryParams(seasonQuery);

/** GET /api/seasons/{id}/delete-preview: what deleting the season takes with it (games refuse the deletion). */
export const seasonDeletePreview = z.object({
  divisions: z.number(),
  teams: z.number(),
  coachPlaces: z.number(),
  playoffFormats: z.number(),
  games: z.number(),
});
export type SeasonDeletePreview = z.infer<typeof seasonDeletePreview>;
