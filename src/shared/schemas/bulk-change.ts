import { isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { clockTime, isoDateString } from './common';

const calendarDate = isoDateString.refine((d) => isValid(parseISO(d)), { message: 'Date is not a real calendar date' });
const refId = (message: string) => z.number({ message }).int({ message }).positive({ message }).max(2_147_483_647, { message });

/** The games of one day of the current season, narrowed by field, division and time of day (league time, `from` inclusive, `to` exclusive). */
export const bulkSelection = z
  .strictObject({
    date: calendarDate,
    fieldIds: z.array(refId('Field must be a field id')).max(200, { message: 'At most 200 fields' }).optional(),
    divisionIds: z.array(refId('Division must be a division id')).max(200, { message: 'At most 200 divisions' }).optional(),
    from: clockTime.optional(),
    to: clockTime.optional(),
  })
  .refine((s) => s.from === undefined || s.to === undefined || s.from < s.to, { message: 'The time range must end after it starts', path: ['to'] });
export type BulkSelection = z.infer<typeof bulkSelection>;

/** Games on one field go to another; a field not named keeps its games. */
const fieldMove = z.strictObject({ from: refId('Field must be a field id'), to: refId('Field must be a field id') });

const MAX_SHIFT_MINUTES = 24 * 60;

export const bulkAction = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('cancel') }),
    z.strictObject({ kind: z.literal('rescheduling') }),
    z
      .strictObject({
        kind: z.literal('move'),
        /** The day the games go to, at the same time of day (plus the shift); the day they are on when left out. */
        toDate: calendarDate.optional(),
        shiftMinutes: z
          .number({ message: 'The time shift must be a number of minutes' })
          .int({ message: 'The time shift must be whole minutes' })
          .min(-MAX_SHIFT_MINUTES, { message: 'The time shift must be within a day' })
          .max(MAX_SHIFT_MINUTES, { message: 'The time shift must be within a day' })
          .optional(),
        fields: z.array(fieldMove).max(200, { message: 'At most 200 field moves' }).optional(),
      })
      .refine((m) => m.toDate !== undefined || (m.shiftMinutes ?? 0) !== 0 || (m.fields ?? []).some((f) => f.from !== f.to), {
        message: 'A move needs a new date, a time shift or a new field',
      }),
  ],
  { error: () => 'The action must be cancel, rescheduling or move' },
);
export type BulkAction = z.infer<typeof bulkAction>;

export const bulkPreviewBody = z.strictObject({ selection: bulkSelection, action: bulkAction });
export type BulkPreviewBody = z.infer<typeof bulkPreviewBody>;

export const bulkApplyBody = z.strictObject({
  selection: bulkSelection,
  action: bulkAction,
  /** The games the preview showed as changing: the change is refused (409) when the selection no longer gives exactly these. */
  gameIds: z.array(refId('Game must be a game id')).min(1, { message: 'No games to change' }).max(2000, { message: 'At most 2000 games' }),
  /** Move the games even onto fields where another game is on at the time (a field with a second diamond). */
  allowFieldClash: z.boolean({ message: 'allowFieldClash must be true or false' }).optional(),
});
export type BulkApplyBody = z.infer<typeof bulkApplyBody>;

const where = z.object({
  scheduledTime: z.string(),
  formattedTime: z.string(),
  timeTbd: z.boolean(),
  fieldId: z.number().nullable(),
  fieldName: z.string().nullable(),
  status: z.enum(['scheduled', 'completed', 'cancelled', 'rescheduling', 'score_disputed']),
});

export const bulkGame = z.object({
  id: z.number(),
  divisionName: z.string(),
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  before: where,
  /** What the game becomes; null when the action leaves it as it is (`unchanged` says why). */
  after: where.nullable(),
  unchanged: z.string().nullable(),
});
export type BulkGame = z.infer<typeof bulkGame>;

export const bulkClash = z.object({
  gameId: z.number(),
  kind: z.enum(['duplicate', 'team', 'field']),
  /** Only a field clash may be allowed. */
  allowable: z.boolean(),
  message: z.string(),
});
export type BulkClash = z.infer<typeof bulkClash>;

export const bulkPreview = z.object({
  games: z.array(bulkGame),
  clashes: z.array(bulkClash),
  /** Problems that stop the change whatever is allowed (a date outside the season, a field the home team may not use). */
  problems: z.array(z.object({ gameId: z.number(), message: z.string() })),
});
export type BulkPreview = z.infer<typeof bulkPreview>;

export const bulkResult = z.object({ changed: z.number(), games: z.array(bulkGame) });
export type BulkResult = z.infer<typeof bulkResult>;
