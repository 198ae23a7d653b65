import { z } from 'zod';
import { namedId } from './common';
import { fieldSlots } from './schedule-proposal';

/** The hard rule that stops a matchup (decision 0058). */
export const PHASE2_RULES = ['seeds', 'common-date', 'start-time', 'one-game-per-day', 'field-slots'] as const;
export type Phase2Rule = (typeof PHASE2_RULES)[number];

export const phase2ProposalBody = z.strictObject({
  divisionIds: z.array(namedId('Division')).min(1, { message: 'Choose at least one division' }).max(100),
  /** The fields and their slots; without them, the divisions' fields at the home teams' start times. */
  fields: z.array(fieldSlots).min(1, { message: 'Choose at least one field with its slots' }).max(500).optional(),
});

const matchupOf = {
  divisionId: z.number(),
  pool: z.string(),
  homeTeamSeed: z.number(),
  awayTeamSeed: z.number(),
};

export const phase2ProposedGame = z.object({
  ...matchupOf,
  homeTeamId: z.number(),
  awayTeamId: z.number(),
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  fieldId: z.number(),
  fieldName: z.string(),
  date: z.string(),
  time: z.string(),
});
export type Phase2ProposedGame = z.infer<typeof phase2ProposedGame>;

export const phase2Proposal = z.object({
  games: z.array(phase2ProposedGame),
  /** The matchups left out, each with the rule that stops it and why, in words. */
  unplaced: z.array(
    z.object({
      ...matchupOf,
      homeTeamId: z.number().nullable(),
      awayTeamId: z.number().nullable(),
      homeTeamName: z.string().nullable(),
      awayTeamName: z.string().nullable(),
      rule: z.enum(PHASE2_RULES),
      reason: z.string(),
    }),
  ),
  /** The matchups that already have their phase 2 game on the schedule: not proposed again. */
  scheduled: z.array(
    z.object({ ...matchupOf, homeTeamId: z.number(), awayTeamId: z.number(), homeTeamName: z.string(), awayTeamName: z.string(), gameId: z.number() }),
  ),
});
export type Phase2Proposal = z.infer<typeof phase2Proposal>;
