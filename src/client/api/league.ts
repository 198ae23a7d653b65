import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coach, CoachTeam } from '../../shared/schemas/coach';
import type { Field } from '../../shared/schemas/field';
import type { CoachGame, Game, ScoreReport } from '../../shared/schemas/game';
import type { Division, SeasonInfo, TeamDetail } from '../../shared/schemas/league';
import type { PlayoffFormat, PoolStandings, SeededTeam } from '../../shared/schemas/playoffs';
import type { SeasonSummary } from '../../shared/schemas/season';
import { apiGet, withQuery } from './http';

// The league's reads, keyed by what they hold rather than where they come from, so a write names
// the areas it changes: `client.invalidateQueries({ queryKey: gameQueries.all() })`. Reads of a
// season take its id, or nothing for the current season (`?season=` on the server).

/** The season a read is of, in its key and its query string (undefined: the current season). */
export const seasonKey = (season: number | undefined) => season ?? 'current';
export const seasonParams = (season: number | undefined) => (season === undefined ? undefined : { season });

/** Reads a path; a failure reads as the given text instead of the server's answer. */
async function readOr<T>(path: string, failure: string): Promise<T> {
  try {
    return await apiGet<T>(path);
  } catch {
    throw new Error(failure);
  }
}

export const divisionQueries = {
  all: () => ['divisions'] as const,
  list: (season?: number) =>
    queryOptions({
      queryKey: [...divisionQueries.all(), 'list', seasonKey(season)],
      queryFn: () => apiGet<Division[]>('/api/divisions', seasonParams(season)),
    }),
};

/** One team of any season, with its season and its coaches' names (the public team page). */
export const teamQueries = {
  all: () => ['teams'] as const,
  detail: (id: number | undefined) =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'detail', id],
      queryFn: () => apiGet<TeamDetail>(`/api/teams/${id}`),
      enabled: id !== undefined,
    }),
};

export const seasonQueries = {
  all: () => ['seasons'] as const,
  list: () => queryOptions({ queryKey: [...seasonQueries.all(), 'list'], queryFn: () => apiGet<SeasonSummary[]>('/api/seasons') }),
  /** A season's calendar: its weeks, phase 2 window, weekend rules and clock. */
  info: (season?: number) =>
    queryOptions({
      queryKey: [...seasonQueries.all(), 'info', seasonKey(season)],
      queryFn: () => apiGet<SeasonInfo>('/api/season', seasonParams(season)),
      staleTime: 60 * 60 * 1000,
    }),
};

/** Games, wherever they are read: the whole schedule, a coach's own list, a game's score reports. */
export const gameQueries = {
  all: () => ['games'] as const,
  list: (season?: number) =>
    queryOptions({ queryKey: [...gameQueries.all(), 'list', seasonKey(season)], queryFn: () => apiGet<Game[]>('/api/games', seasonParams(season)) }),
  /** Every coach's own list: these change with the coach's teams as well as with the games. */
  ofCoaches: () => [...gameQueries.all(), 'of-coach'] as const,
  ofCoach: (coachId: number | undefined, season?: number) =>
    queryOptions({
      queryKey: [...gameQueries.ofCoaches(), coachId, seasonKey(season)],
      queryFn: () => readOr<CoachGame[]>(withQuery(`/api/coaches/${coachId}/games`, seasonParams(season)), 'Failed to fetch coach games'),
      enabled: coachId !== undefined,
    }),
  scoreReports: (gameId: number) =>
    queryOptions({ queryKey: [...gameQueries.all(), 'score-reports', gameId], queryFn: () => apiGet<ScoreReport[]>(`/api/games/${gameId}/score-reports`) }),
};

export type FieldFilter = { divisionId?: number; teamId?: number; selector?: boolean };

export const fieldQueries = {
  all: () => ['fields'] as const,
  list: (filter?: FieldFilter) =>
    queryOptions({
      queryKey: filter ? [...fieldQueries.all(), 'list', filter] : [...fieldQueries.all(), 'list'],
      queryFn: () => apiGet<Field[]>('/api/fields', filter),
    }),
  detail: (id: number | null) =>
    queryOptions({
      queryKey: [...fieldQueries.all(), 'detail', id],
      queryFn: () => apiGet<Field>(`/api/fields/${id}`),
      enabled: id !== null,
    }),
};

/** Coaches with their teams and staff roles (contact details for signed-in users). */
export const coachQueries = {
  all: () => ['coaches'] as const,
  list: () => queryOptions({ queryKey: [...coachQueries.all(), 'list'], queryFn: () => apiGet<Coach[]>('/api/coaches') }),
  /** A coach's teams in a season (the session has the current season's). */
  teamsOf: (coachId: number | undefined, season?: number) =>
    queryOptions({
      queryKey: [...coachQueries.all(), 'teams', coachId, seasonKey(season)],
      queryFn: () => apiGet<CoachTeam[]>(`/api/coaches/${coachId}/teams`, seasonParams(season)),
      enabled: coachId !== undefined,
    }),
};

/** Playoff formats and what the games make of them: pool standings and seeds. */
export const playoffQueries = {
  all: () => ['playoffs'] as const,
  formats: (season?: number) =>
    queryOptions({
      queryKey: [...playoffQueries.all(), 'formats', seasonKey(season)],
      queryFn: () => apiGet<PlayoffFormat[]>('/api/playoff-formats', seasonParams(season)),
    }),
  /** Everything computed from the games' results. */
  standings: () => [...playoffQueries.all(), 'standings'] as const,
  /** Refresh every 5 s, on mount and on focus. */
  poolStandings: (divisionId: number | undefined) =>
    queryOptions({
      queryKey: [...playoffQueries.standings(), 'pool', divisionId],
      queryFn: () => apiGet<PoolStandings>(`/api/divisions/${divisionId}/pool-standings`),
      enabled: divisionId !== undefined,
      refetchInterval: 5000,
      refetchOnMount: 'always',
      refetchOnWindowFocus: true,
      staleTime: 0,
    }),
  pool11u: (season?: number) =>
    queryOptions({
      queryKey: [...playoffQueries.standings(), 'pool-11u', seasonKey(season)],
      queryFn: () => apiGet<PoolStandings>('/api/11u-pool-standings', seasonParams(season)),
    }),
  /** The division's teams by seed. */
  seeds: (divisionId: number | undefined) =>
    queryOptions({
      queryKey: [...playoffQueries.standings(), 'seeds', divisionId],
      queryFn: () => apiGet<SeededTeam[]>(`/api/divisions/${divisionId}/seeds`),
      enabled: divisionId !== undefined,
    }),
};

/** A game's change shows in every game list (a coach's own too) and in the standings made from results. */
export const GAME_READS = [gameQueries.all(), playoffQueries.standings()];

export function useDivisions(season?: number) {
  return useQuery(divisionQueries.list(season));
}

export function useTeam(id: number | undefined) {
  return useQuery(teamQueries.detail(id));
}

export function useSeasons() {
  return useQuery(seasonQueries.list());
}

export function useSeason(season?: number) {
  return useQuery(seasonQueries.info(season));
}

/** A season's games; read only once the divisions are known (spec 7). */
export function useGames(enabled = true, season?: number) {
  return useQuery({ ...gameQueries.list(season), enabled });
}

export function useFields(filter?: FieldFilter) {
  return useQuery(fieldQueries.list(filter));
}

export function usePlayoffFormats(season?: number) {
  return useQuery(playoffQueries.formats(season));
}

/** Pool standings; missing data counts as empty. */
export function usePoolStandings(divisionId: number | undefined) {
  return useQuery(playoffQueries.poolStandings(divisionId));
}

/** The 11U pool standings: read with the playoffs page, as spec 7 lists, though nothing shows them. */
export function use11uPoolStandings(season?: number) {
  return useQuery(playoffQueries.pool11u(season));
}

/** The division's teams by seed, and where its seeds come from. */
export function useDivisionSeeds(divisionId: number | undefined) {
  return useQuery(playoffQueries.seeds(divisionId));
}

export function useCoachTeams(coachId: number | undefined, season?: number) {
  return useQuery(coachQueries.teamsOf(coachId, season));
}

export function useCoachGames(coachId: number | undefined, season?: number) {
  return useQuery(gameQueries.ofCoach(coachId, season));
}
