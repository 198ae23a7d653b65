import { z } from 'zod';
import { MAX_SCORE } from './score';

export const MAX_REASON_LENGTH = 500;
export const REASON_REQUIRED = 'A reason is required';

/** Why a game is corrected, cancelled or reinstated: kept in the audit log with the change. */
const reason = z
  .string({ message: REASON_REQUIRED })
  .trim()
  .min(1, { message: REASON_REQUIRED })
  .max(MAX_REASON_LENGTH, { message: `The reason must be at most ${MAX_REASON_LENGTH} characters` });

const runs = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .min(0, { message: `${label} must be at least 0` })
    .max(MAX_SCORE, { message: `${label} must be ${MAX_SCORE} or less` });

export const GAME_SIDES = ['home', 'away'] as const;
export type GameSide = (typeof GAME_SIDES)[number];

/** PATCH /api/games/{id}/correct-score: a completed game's new final score. */
export const scoreCorrectionBody = z.object({ homeScore: runs('Home score'), awayScore: runs('Away score'), reason });
export type ScoreCorrectionBody = z.infer<typeof scoreCorrectionBody>;

/** PATCH /api/games/{id}/forfeit: the side that forfeited. */
export const forfeitBody = z.object({
  forfeitedBy: z.enum(GAME_SIDES, { message: 'forfeitedBy must be home or away' }),
  reason,
});
export type ForfeitBody = z.infer<typeof forfeitBody>;

/** Cancel a game, or undo a forfeit: the reason alone. */
export const reasonBody = z.object({ reason });
export type ReasonBody = z.infer<typeof reasonBody>;

/** PATCH /api/games/{id}/reinstate: as Edit Game, a field clash may be allowed (a second diamond). */
export const reinstateBody = z.object({
  reason,
  allowFieldClash: z.boolean({ message: 'allowFieldClash must be true or false' }).optional(),
});
export type ReinstateBody = z.infer<typeof reinstateBody>;

const FORFEIT_SCORE_MESSAGE = `Forfeit runs must be whole numbers from 0 to ${MAX_SCORE}`;
const forfeitRuns = z
  .number({ message: FORFEIT_SCORE_MESSAGE })
  .int({ message: FORFEIT_SCORE_MESSAGE })
  .min(0, { message: FORFEIT_SCORE_MESSAGE })
  .max(MAX_SCORE, { message: FORFEIT_SCORE_MESSAGE });

/** GET and PUT /api/settings/forfeit-score: the score a forfeit is recorded with, the winner's first. */
export const forfeitScore = z
  .object({ winnerRuns: forfeitRuns, loserRuns: forfeitRuns })
  .refine((score) => score.winnerRuns > score.loserRuns, { message: "The winner's runs must be more than the loser's", path: ['winnerRuns'] });
export type ForfeitScore = z.infer<typeof forfeitScore>;

export const DEFAULT_FORFEIT_SCORE: ForfeitScore = { winnerRuns: 7, loserRuns: 0 };

const digits = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `${label} is required` })
    .regex(/^\d{1,2}$/, { message: `${label} must be a whole number from 0 to ${MAX_SCORE}` });

const reasonText = z
  .string()
  .trim()
  .min(1, { message: REASON_REQUIRED })
  .max(MAX_REASON_LENGTH, { message: `The reason must be at most ${MAX_REASON_LENGTH} characters` });

/** The Correct Score dialog: digits typed into two boxes, and the reason. */
export const scoreCorrectionForm = z.object({ homeScore: digits('Home score'), awayScore: digits('Away score'), reason: reasonText });
export type ScoreCorrectionForm = z.infer<typeof scoreCorrectionForm>;

/** A dialog that asks for the reason alone. */
export const reasonForm = z.object({ reason: reasonText });
export type ReasonForm = z.infer<typeof reasonForm>;

/** The Record Forfeit dialog: the side that forfeited (none chosen yet: '') and the reason. */
export const forfeitForm = z.object({
  forfeitedBy: z.enum(GAME_SIDES, { message: 'Choose the team that forfeited' }),
  reason: reasonText,
});
export interface ForfeitForm {
  forfeitedBy: GameSide | '';
  reason: string;
}

/** The forfeit score card: digits typed into two boxes. */
export const forfeitScoreForm = z
  .object({ winnerRuns: digits("Winner's runs"), loserRuns: digits("Loser's runs") })
  .refine((form) => !/^\d+$/.test(form.winnerRuns) || !/^\d+$/.test(form.loserRuns) || Number(form.winnerRuns) > Number(form.loserRuns), {
    message: "The winner's runs must be more than the loser's",
    path: ['winnerRuns'],
  });
export type ForfeitScoreForm = z.infer<typeof forfeitScoreForm>;
