import { isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { clockTime, isoDateString, namedId } from './common';

const calendarDate = isoDateString.refine((d) => isValid(parseISO(d)), { message: 'Date is not a real calendar date' });

/** A field's weekly slots for the generator: the days it is played on, the start times, the dates it is closed. */
export const fieldSlots = z.strictObject({
  fieldId: namedId('Field'),
  days: z
    .array(
      z
        .number()
        .int()
        .min(0, { message: 'A day of the week is 0 (Sunday) to 6 (Saturday)' })
        .max(6, { message: 'A day of the week is 0 (Sunday) to 6 (Saturday)' }),
    )
    .min(1, { message: 'Each field needs at least one day of the week' })
    .max(7),
  times: z.array(clockTime).min(1, { message: 'Each field needs at least one start time' }).max(12, { message: 'At most 12 start times per field' }),
  blackouts: z.array(calendarDate).max(200, { message: 'At most 200 blackout dates per field' }).default([]),
});

/** A game of a proposal as the league would book it (league-local date and start time). */
export const proposedGameBody = z.strictObject({
  homeTeamId: namedId('Home team'),
  awayTeamId: namedId('Away team'),
  fieldId: namedId('Field'),
  date: calendarDate,
  time: clockTime,
});
export type ProposedGameBody = z.infer<typeof proposedGameBody>;

const GAMES_PER_TEAM = { message: 'Games per team must be a whole number from 1 to 60' };
const REST_DAYS = { message: 'Rest days must be a whole number from 0 to 6' };

export const scheduleProposalBody = z.strictObject({
  divisionIds: z.array(namedId('Division')).min(1, { message: 'Choose at least one division' }).max(100),
  gamesPerTeam: z.number().int(GAMES_PER_TEAM).min(1, GAMES_PER_TEAM).max(60, GAMES_PER_TEAM),
  /** Whole days a team must have between two of its games (0: games on consecutive days are allowed). */
  minRestDays: z.number().int(REST_DAYS).min(0, REST_DAYS).max(6, REST_DAYS).default(1),
  /** The phase 1 weeks (by number) to schedule in; every phase 1 week unless given. */
  weeks: z.array(z.number().int().min(1)).min(1, { message: 'Choose at least one week' }).max(60).optional(),
  fields: z.array(fieldSlots).min(1, { message: 'Choose at least one field with its slots' }).max(500),
  teamBlackouts: z
    .array(z.strictObject({ teamId: namedId('Team'), dates: z.array(calendarDate).max(200, { message: 'At most 200 dates per team' }) }))
    .max(2000)
    .default([]),
  /** Games the administrator keeps as they are: the generator schedules around them. */
  locked: z.array(proposedGameBody).max(5000).default([]),
});

export const proposedGame = z.object({
  ...proposedGameBody.shape,
  divisionId: z.number(),
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  fieldName: z.string(),
  week: z.number(),
  locked: z.boolean(),
});
export type ProposedGame = z.infer<typeof proposedGame>;

/** The hard rules a proposal keeps; a bottleneck names the one that could not be kept. */
export const HARD_RULES = ['games-per-team', 'field-slots', 'one-game-per-day', 'rest-days', 'team-dates'] as const;
export type HardRule = (typeof HARD_RULES)[number];

export const bottleneck = z.object({
  rule: z.enum(HARD_RULES),
  message: z.string(),
  teamIds: z.array(z.number()),
  dates: z.array(z.string()),
});
export type Bottleneck = z.infer<typeof bottleneck>;

export const SOFT_GOALS = ['home-away-balance', 'opponent-spread', 'home-fields'] as const;

export const softGoalScore = z.object({
  goal: z.enum(SOFT_GOALS),
  label: z.string(),
  /** 100 when the goal is fully met. */
  score: z.number(),
  detail: z.string(),
});
export type SoftGoalScore = z.infer<typeof softGoalScore>;

export const scheduleProposal = z.object({
  games: z.array(proposedGame),
  /** Games the rules left without a slot (their teams, the week they belonged to). */
  unplaced: z.array(
    z.object({ divisionId: z.number(), homeTeamId: z.number(), awayTeamId: z.number(), homeTeamName: z.string(), awayTeamName: z.string(), week: z.number() }),
  ),
  bottlenecks: z.array(bottleneck),
  scores: z.array(softGoalScore),
});
export type ScheduleProposal = z.infer<typeof scheduleProposal>;

export const acceptProposalBody = z.strictObject({
  games: z.array(proposedGameBody).min(1, { message: 'Choose at least one game to accept' }).max(5000, { message: 'At most 5,000 games at once' }),
});
