import { z } from 'zod';

const record = z.object({ wins: z.number(), losses: z.number(), ties: z.number() });

export const analysedTeam = z.object({
  teamId: z.number(),
  teamName: z.string(),
  gamesPlayed: z.number(),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  winPct: z.number(),
  runsScored: z.number(),
  runsAllowed: z.number(),
  runDifferentialPerGame: z.number(),
  pythagoreanWinPct: z.number(),
  strengthOfSchedule: z.number(),
  closeRecord: record,
});
export type AnalysedTeam = z.infer<typeof analysedTeam>;

const share = z.object({ games: z.number(), share: z.number() });

const suggestedPool = z.object({
  name: z.string(),
  teamIds: z.array(z.number()),
  meanWinPct: z.number(),
  meanRunDifferentialPerGame: z.number(),
  /** The standard deviation of its teams' win percentages: how evenly matched they are (0: all alike). */
  winPctSpread: z.number(),
  matchupDates: z.array(z.string()),
});

const poolFit = z.object({
  teamId: z.number(),
  teamName: z.string(),
  pool: z.string(),
  /** Per pool, in the pools' order: on how many of its matchup dates the team can play. */
  availableOn: z.array(z.object({ pool: z.string(), dates: z.number(), of: z.number() })),
});

export const poolSplitSuggestion = z.object({
  pools: z.array(suggestedPool),
  splitsWeighed: z.number(),
  availability: z.array(poolFit),
});

/** GET /api/divisions/{id}/analysis. */
export const divisionAnalysis = z.object({
  division: z.object({ id: z.number(), name: z.string() }),
  season: z.object({ id: z.number(), name: z.string() }),
  pythagoreanExponent: z.number(),
  gamesPlayed: z.number(),
  averageMargin: z.number(),
  winPctSpread: z.number(),
  mercy: share.extend({ afterThree: z.number() }),
  blowOuts: share,
  closeGames: share,
  teams: z.array(analysedTeam),
  /** Every division of the season with games, most balanced first. */
  seasonParity: z.array(z.object({ divisionId: z.number(), divisionName: z.string(), gamesPlayed: z.number(), winPctSpread: z.number() })),
  summary: z.array(z.string()),
  split: poolSplitSuggestion.nullable(),
});
export type DivisionAnalysis = z.infer<typeof divisionAnalysis>;

/** GET and PUT /api/settings/division-analysis: whether visitors and coaches may read it. */
export const divisionAnalysisSetting = z.object({ public: z.boolean({ message: 'public must be true or false' }) });
export type DivisionAnalysisSetting = z.infer<typeof divisionAnalysisSetting>;
