import { z } from 'zod';

export const SCORE_NOT_A_NUMBER = 'Score must be a number';
export const MAX_SCORE = 99;

/**
 * One side's runs: typed as digits only in the score dialog, sent as a number or a digits-only
 * string. Answers the number.
 */
export const scoreValue = z.union([z.number(), z.string()], { message: SCORE_NOT_A_NUMBER }).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value;
  if (!/^\d+$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: SCORE_NOT_A_NUMBER });
    return z.NEVER;
  }
  const runs = Number(text);
  if (runs > MAX_SCORE) {
    ctx.addIssue({ code: 'custom', message: `Score must be ${MAX_SCORE} or less` });
    return z.NEVER;
  }
  return runs;
});

/**
 * A coach's report of a game's score (PATCH /api/games/{id}/score). The server finds the coach's
 * side itself; `isHomeTeamCoach` only chooses the side for a coach of both teams.
 */
export const scoreSubmission = z.object({
  homeSubmittedScore: scoreValue,
  awaySubmittedScore: scoreValue,
  isHomeTeamCoach: z.boolean({ message: 'isHomeTeamCoach must be true or false' }).optional(),
});
export type ScoreSubmissionInput = z.input<typeof scoreSubmission>;
export type ScoreSubmission = z.output<typeof scoreSubmission>;

/** The score dialog's values: what the coach typed. */
export interface ScoreForm {
  homeSubmittedScore: string;
  awaySubmittedScore: string;
}

/** PATCH /api/games/{id}/field: a field, or null for 'TBD'. */
export const gameFieldChange = z.object({
  fieldId: z
    .number({ message: 'fieldId must be a field id or null' })
    .int({ message: 'fieldId must be a field id or null' })
    .positive({ message: 'fieldId must be a field id or null' })
    .nullable(),
});
