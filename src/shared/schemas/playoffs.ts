import { z } from 'zod';

const seedNumber = z.number().int().min(1).max(64);

export const matchup = z.object({
  homeTeamSeed: seedNumber,
  awayTeamSeed: seedNumber,
  description: z.string().max(500).optional(),
});

export const pool = z.object({
  name: z.string().trim().min(1, { message: 'Pool name is required' }).max(100),
  description: z.string().max(2000),
  seedsIncluded: z.array(seedNumber),
  matchups: z.array(matchup).optional(),
});

export const championship = z.object({
  description: z.string().max(2000),
  participants: z.array(z.string().max(200)),
  hostingSeed: seedNumber.optional(),
});

/** A division's fixed seed list (11U): team ids, best seed first. */
export const fixedSeedTeamIds = z.array(z.number().int());

export const playoffFormat = z.object({
  id: z.number(),
  divisionId: z.number(),
  divisionName: z.string(),
  pools: z.array(pool),
  championship,
});
export type PlayoffFormat = z.infer<typeof playoffFormat>;
/** What a division's playoff format row keeps: the pools and the championship. */
export const storedPlayoffFormat = playoffFormat.pick({ pools: true, championship: true });
export type Pool = z.infer<typeof pool>;

export const poolStandingRow = z.object({
  team: z.object({ id: z.number(), name: z.string() }),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  runsScored: z.number(),
  runsAllowed: z.number(),
  runDiff: z.number(),
  winPercentage: z.number(),
  gamesBack: z.number(),
  seed: z.number(),
});
export type PoolStandingRow = z.infer<typeof poolStandingRow>;

/** Where a division's seeds come from: its fixed seed list, or its phase 1 standings. */
export const SEED_BASES = ['fixed', 'standings'] as const;
export type SeedBasis = (typeof SEED_BASES)[number];

/** A division's team at a seed (GET /api/divisions/{id}/seeds), and where the division's seeds come from. */
export const seededTeam = z.object({ seed: z.number(), team: z.object({ id: z.number(), name: z.string() }), basis: z.enum(SEED_BASES) });
export type SeededTeam = z.infer<typeof seededTeam>;

/** Pool name -> rows, best first. */
export const poolStandings = z.record(z.string(), z.array(poolStandingRow));
export type PoolStandings = z.infer<typeof poolStandings>;

/** PUT /api/playoff-formats/{divisionId}: a division's whole format, replacing what it had. */
export const playoffFormatBody = z.object({
  pools: z
    .array(pool, { message: 'A playoff format needs at least one pool' })
    .min(1, { message: 'A playoff format needs at least one pool' })
    .max(8, { message: 'A playoff format has at most 8 pools' }),
  championship,
});
export type PlayoffFormatBody = z.infer<typeof playoffFormatBody>;

/** A list of `playoffFormat`, as the API answers it. */
export const playoffFormatList = z.array(playoffFormat);

/** A list of `seededTeam`, as the API answers it. */
export const seededTeamList = z.array(seededTeam);
