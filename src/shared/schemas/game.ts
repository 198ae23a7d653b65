import { z } from 'zod';
import { teamRef } from './league';

export const GAME_STATUSES = ['scheduled', 'completed', 'cancelled', 'rescheduling', 'score_disputed'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const scoreReport = z.object({
  side: z.enum(['home', 'away']),
  homeScore: z.number(),
  awayScore: z.number(),
  reportedAt: z.string(),
});
export type ScoreReport = z.infer<typeof scoreReport>;

/**
 * A game as the API shows it. `scheduledTime` is UTC; `dateTbd`/`timeTbd` say which parts are
 * still to be determined (a date-TBD game keeps a placeholder day inside its intended week).
 * Phase 3 marks championship-week games, which count in neither standings table.
 */
export const game = z.object({
  id: z.number(),
  scheduledTime: z.string(),
  formattedTime: z.string(),
  dateTbd: z.boolean(),
  timeTbd: z.boolean(),
  homeTeamId: z.number(),
  awayTeamId: z.number(),
  homeTeam: teamRef,
  awayTeam: teamRef,
  fieldId: z.number().nullable(),
  field: z.object({ id: z.number(), name: z.string() }).nullable(),
  status: z.enum(GAME_STATUSES),
  phase: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  homeSubmittedScore: z.number().nullable(),
  awaySubmittedScore: z.number().nullable(),
  homeScoreVerified: z.boolean(),
  awayScoreVerified: z.boolean(),
  /** Only on a game recorded as a forfeit: the side that forfeited it (its score is the league's forfeit score). */
  forfeitedBy: z.enum(['home', 'away']).optional(),
  /** Only on a completed game whose score is one side's report, made final by the league's rule when the other side did not report in time. */
  finalFromReportOf: z.enum(['home', 'away']).optional(),
});
export type Game = z.infer<typeof game>;

/** A game seen from a coach's portal: which side the coach is on and both score reports. */
export const coachGame = game.extend({
  isHomeTeam: z.boolean(),
  isCoachTeamGame: z.boolean(),
  scoreReports: z.array(scoreReport),
});
export type CoachGame = z.infer<typeof coachGame>;

/** A list of `coachGame`, as the API answers it. */
export const coachGameList = z.array(coachGame);

/** A list of `game`, as the API answers it. */
export const gameList = z.array(game);

/** A list of `scoreReport`, as the API answers it. */
export const scoreReportList = z.array(scoreReport);
