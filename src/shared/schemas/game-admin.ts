import { z } from 'zod';
import { PLANNING_STATUSES } from '../game-status';
import { game } from './game';
import { MAX_SCORE } from './score';

/** A team, field or division id inside a request body. */
const refId = (message: string) => z.number({ message }).int({ message }).positive({ message }).max(2_147_483_647, { message });

/** A final score entered by an administrator (direct entry or dispute resolution). */
const finalRuns = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .min(0, { message: `${label} must be at least 0` })
    .max(MAX_SCORE, { message: `${label} must be ${MAX_SCORE} or less` });

export const finalScoreBody = z.object({
  homeScore: finalRuns('Home score'),
  awayScore: finalRuns('Away score'),
});
export type FinalScoreBody = z.infer<typeof finalScoreBody>;

const gameFields = z.object({
  homeTeamId: refId('Home team is required'),
  awayTeamId: refId('Away team is required'),
  fieldId: refId('Field must be a field id or null').nullable(),
  scheduledTime: z.iso.datetime({ offset: true, message: 'Scheduled time must be an ISO date and time' }),
  /** Book the game even though another game is on its field at the time (a field with a second diamond). */
  allowFieldClash: z.boolean({ message: 'allowFieldClash must be true or false' }).optional(),
});

const differentTeams = (body: { homeTeamId: number | string; awayTeamId: number | string }) => body.homeTeamId !== body.awayTeamId;
const DIFFERENT_TEAMS = { message: 'Home and away teams must be different', path: ['awayTeamId'] };

/** POST /api/games: a game with a known date and time (`scheduledTime` with its UTC offset). */
export const gameBody = gameFields.refine(differentTeams, DIFFERENT_TEAMS);
export type GameBody = z.infer<typeof gameBody>;

/** PATCH /api/games/{id}: the same, and optionally a new planning status. */
export const gameUpdateBody = gameFields
  .extend({
    status: z.enum(PLANNING_STATUSES, { message: 'Status must be scheduled, rescheduling or cancelled' }).optional(),
  })
  .refine(differentTeams, DIFFERENT_TEAMS);
export type GameUpdateBody = z.infer<typeof gameUpdateBody>;

const requiredText = (message: string) => z.string({ message }).min(1, { message });

/** The Add/Edit Game dialog: Mantine selects give strings (or null), the date is `yyyy-MM-dd`. */
export const gameForm = z
  .object({
    divisionId: requiredText('Division is required'),
    homeTeamId: requiredText('Home team is required'),
    awayTeamId: requiredText('Away team is required'),
    fieldId: z.string().nullable(),
    date: requiredText('Scheduled date is required'),
    time: requiredText('Scheduled time is required'),
    status: z.enum(PLANNING_STATUSES).nullable(),
  })
  .refine(differentTeams, DIFFERENT_TEAMS);
export type GameForm = z.infer<typeof gameForm>;

/** Enter Game Scores and Resolve Score Dispute: digits typed into two boxes. */
export const finalScoreForm = z.object({
  homeScore: z
    .string()
    .trim()
    .min(1, { message: 'Home score is required' })
    .regex(/^\d{1,2}$/, { message: `Home score must be a whole number from 0 to ${MAX_SCORE}` }),
  awayScore: z
    .string()
    .trim()
    .min(1, { message: 'Away score is required' })
    .regex(/^\d{1,2}$/, { message: `Away score must be a whole number from 0 to ${MAX_SCORE}` }),
});
export type FinalScoreForm = z.infer<typeof finalScoreForm>;

export const GAMES_TEXT_LIMIT = 50_000;

/** POST /api/games/import and its preview: the division and the pasted schedule text. */
export const gameImportBody = z.object({
  divisionId: refId('Division is required'),
  gamesText: z
    .string({ message: 'Games text is required' })
    .refine((text) => text.trim().length > 0, { message: 'Games text is required' })
    .refine((text) => text.length <= GAMES_TEXT_LIMIT, { message: `Games text must be at most ${GAMES_TEXT_LIMIT} characters` }),
});
export type GameImportBody = z.infer<typeof gameImportBody>;

export const gameImportForm = z.object({
  divisionId: requiredText('Division is required'),
  gamesText: z.string().refine((text) => text.trim().length > 0, { message: 'Games text is required' }),
});

const namedRef = z.object({ id: z.number(), name: z.string() });

/** One game the import would create, as the preview shows it. */
export const importPreviewGame = z.object({
  line: z.number(),
  homeTeam: namedRef,
  awayTeam: namedRef,
  field: namedRef.nullable(),
  scheduledTime: z.string(),
  formattedTime: z.string(),
  dateTbd: z.boolean(),
  timeTbd: z.boolean(),
});
export type ImportPreviewGame = z.infer<typeof importPreviewGame>;

export const importLineError = z.object({ line: z.number(), text: z.string(), reason: z.string() });

/** The check of a paste: what would be created, and every line that stops it. */
export const gameImportPreview = z.object({
  games: z.array(importPreviewGame),
  errors: z.array(importLineError),
});
export type GameImportPreview = z.infer<typeof gameImportPreview>;

export const gameImportResult = z.object({
  created: z.number(),
  games: z.array(game),
});
export type GameImportResult = z.infer<typeof gameImportResult>;

/** GET /api/games/clashes: two games of the season that double-book a team or a field. */
export const seasonClash = z.object({
  kind: z.enum(['duplicate', 'team', 'field']),
  /** The earlier game first. */
  gameIds: z.tuple([z.number(), z.number()]),
  message: z.string(),
});
export type SeasonClash = z.infer<typeof seasonClash>;
export const seasonClashList = z.array(seasonClash);
