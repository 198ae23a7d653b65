import { isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { clockTime, isoDateString } from './common';

export const AVAILABILITY_MISSING = 'Please select a team and add at least one available date.';

/**
 * One date a team can play in phase 2, as GET /api/team-availability[/{teamId}] answers it. The
 * team's general notes are repeated on each of its dates.
 */
export const availabilityRecord = z.object({
  teamId: z.number(),
  team: z.object({ name: z.string(), divisionId: z.number() }),
  date: z.string(),
  canPlayHome: z.boolean(),
  canPlayAway: z.boolean(),
  homeStartTimes: z.array(z.string()),
  awayEarliestStartTime: z.string().nullable(),
  awayLatestStartTime: z.string().nullable(),
  notes: z.string().nullable(),
  generalNotes: z.string().nullable(),
});
export type AvailabilityRecord = z.infer<typeof availabilityRecord>;

const notesText = (max: number) =>
  z
    .string({ message: 'Notes must be text' })
    .max(max, { message: `Notes must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));

const calendarDate = isoDateString.refine((d) => isValid(parseISO(d)), { message: 'Date is not a real calendar date' });

/** One date of a submission: at least one of home and away, and times only for a side that is on. */
export const availabilityDate = z
  .object({
    date: calendarDate,
    canPlayHome: z.boolean({ message: 'canPlayHome must be true or false' }),
    canPlayAway: z.boolean({ message: 'canPlayAway must be true or false' }),
    homeStartTimes: z.array(clockTime).max(12, { message: 'At most 12 home start times per date' }).default([]),
    awayEarliestStartTime: clockTime.nullish().transform((v) => v ?? null),
    awayLatestStartTime: clockTime.nullish().transform((v) => v ?? null),
    notes: notesText(500),
  })
  .superRefine((entry, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!entry.canPlayHome && !entry.canPlayAway) issue(`${entry.date}: choose home, away or both`);
    if (!entry.canPlayHome && entry.homeStartTimes.length > 0) {
      issue(`${entry.date}: home start times are given but home games are off`);
    }
    if (new Set(entry.homeStartTimes).size !== entry.homeStartTimes.length) issue(`${entry.date}: a home start time is listed twice`);
    if (!entry.canPlayAway && (entry.awayEarliestStartTime !== null || entry.awayLatestStartTime !== null)) {
      issue(`${entry.date}: away start times are given but away games are off`);
    }
    if (entry.awayEarliestStartTime && entry.awayLatestStartTime && entry.awayEarliestStartTime > entry.awayLatestStartTime) {
      issue(`${entry.date}: the earliest away start time is after the latest`);
    }
  });

/** POST /api/team-availability: the team's whole availability, replacing what was saved. */
export const availabilitySubmission = z
  .object({
    teamId: z.number({ message: AVAILABILITY_MISSING }).int().positive({ message: AVAILABILITY_MISSING }),
    notes: notesText(2000),
    dates: z.array(availabilityDate, { message: AVAILABILITY_MISSING }).min(1, { message: AVAILABILITY_MISSING }).max(60, { message: 'Too many dates' }),
  })
  .superRefine((submission, ctx) => {
    const seen = new Set<string>();
    for (const { date } of submission.dates) {
      if (seen.has(date)) ctx.addIssue({ code: 'custom', message: `${date} is listed twice` });
      seen.add(date);
    }
  });
export type AvailabilitySubmissionInput = z.input<typeof availabilitySubmission>;
export type AvailabilitySubmission = z.output<typeof availabilitySubmission>;

/** A list of `availabilityRecord`, as the API answers it. */
export const availabilityRecordList = z.array(availabilityRecord);
