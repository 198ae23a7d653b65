import { isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { idParam, isoDateString, namedId, queryParams } from './common';
import { GAME_STATUSES, game } from './game';

/** What the games list can be narrowed to by status: a game's own, or overdue (no final score a day after it). */
export const GAME_LIST_STATUSES = [...GAME_STATUSES, 'overdue'] as const;
export type GameListStatus = (typeof GAME_LIST_STATUSES)[number];

/**
 * The orders of the games list. `when`: today's and the coming games first, soonest first, then the
 * past ones, newest first.
 */
export const GAME_LIST_SORTS = ['when', 'date', 'status', 'field'] as const;
export type GameListSort = (typeof GAME_LIST_SORTS)[number];

export const GAME_LIST_PAGE_SIZE = 50;
export const GAME_LIST_MAX_PAGE_SIZE = 200;

const leagueDay = (label: string) => isoDateString.refine((day) => isValid(parseISO(day)), { message: `${label} is not a real calendar date (yyyy-MM-dd)` });

/** The filters and order the games list and its CSV export share; every one optional. */
const gameListFilters = {
  division: namedId('Division').optional(),
  team: namedId('Team').optional(),
  field: z.union([z.literal('tbd'), idParam], { message: 'Field must be a field id or tbd' }).optional(),
  status: z.enum(GAME_LIST_STATUSES, { message: `Status must be one of ${GAME_LIST_STATUSES.join(', ')}` }).optional(),
  from: leagueDay('From').optional(),
  to: leagueDay('To').optional(),
  phase: z.enum(['1', '2', '3'], { message: 'Phase must be 1, 2 or 3' }).transform(Number).optional(),
  q: z.string().trim().max(100, { message: 'Search text must be at most 100 characters' }).optional(),
  sort: z.enum(GAME_LIST_SORTS, { message: `Sort must be one of ${GAME_LIST_SORTS.join(', ')}` }).default('when'),
  dir: z.enum(['asc', 'desc'], { message: 'Direction must be asc or desc' }).default('asc'),
  season: namedId('Season').optional(),
};

const datesInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const DATES_IN_ORDER = { message: 'The start date must not be after the end date', path: ['to'] };

/** GET /api/admin/games/export: every game the filters match, in the list's order. */
export const gameListExportQuery = queryParams(gameListFilters).refine(datesInOrder, DATES_IN_ORDER);

/** GET /api/admin/games: one page of the games the filters match. */
export const gameListQuery = queryParams({
  ...gameListFilters,
  page: z.coerce
    .number({ message: 'Page must be a number' })
    .int({ message: 'Page must be a whole number' })
    .min(1, { message: 'Page must be at least 1' })
    .max(100_000, { message: 'Page must be at most 100000' })
    .default(1),
  pageSize: z.coerce
    .number({ message: 'Page size must be a number' })
    .int({ message: 'Page size must be a whole number' })
    .min(1, { message: 'Page size must be at least 1' })
    .max(GAME_LIST_MAX_PAGE_SIZE, { message: `Page size must be at most ${GAME_LIST_MAX_PAGE_SIZE}` })
    .default(GAME_LIST_PAGE_SIZE),
}).refine(datesInOrder, DATES_IN_ORDER);

export type GameListFilter = z.infer<typeof gameListExportQuery>;
export type GameListQuery = z.infer<typeof gameListQuery>;

/** A game in the administrator's list: the spec's game, and whether it is overdue. */
export const listedGame = game.extend({ overdue: z.boolean() });
export type ListedGame = z.infer<typeof listedGame>;

export const gameListPage = z.object({
  games: z.array(listedGame),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type GameListPage = z.infer<typeof gameListPage>;
