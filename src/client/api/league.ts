import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coach } from '../../shared/schemas/coach';
import type { Field } from '../../shared/schemas/field';
import type { CoachGame, Game, ScoreReport } from '../../shared/schemas/game';
import type { Division, SeasonInfo } from '../../shared/schemas/league';
import type { PlayoffFormat, PoolStandings, SeededTeam } from '../../shared/schemas/playoffs';
import { apiGet } from './http';

// The league's reads, keyed by what they hold rather than where they come from, so a write names
// the areas it changes: `client.invalidateQueries({ queryKey: gameQueries.all() })`.

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
  list: () => queryOptions({ queryKey: [...divisionQueries.all(), 'list'], queryFn: () => apiGet<Division[]>('/api/divisions') }),
};

export const seasonQueries = {
  info: () => queryOptions({ queryKey: ['season'], queryFn: () => apiGet<SeasonInfo>('/api/season'), staleTime: 60 * 60 * 1000 }),
};

/** Games, wherever they are read: the whole schedule, a coach's own list, a game's score reports. */
export const gameQueries = {
  all: () => ['games'] as const,
  list: () => queryOptions({ queryKey: [...gameQueries.all(), 'list'], queryFn: () => apiGet<Game[]>('/api/games') }),
  /** Every coach's own list: these change with the coach's teams as well as with the games. */
  ofCoaches: () => [...gameQueries.all(), 'of-coach'] as const,
  ofCoach: (coachId: number | undefined) =>
    queryOptions({
      queryKey: [...gameQueries.ofCoaches(), coachId],
      queryFn: () => readOr<CoachGame[]>(`/api/coaches/${coachId}/games`, 'Failed to fetch coach games'),
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
      queryFn: () => readOr<Field>(`/api/fields/${id}`, 'Failed to fetch field details'),
      enabled: id !== null,
    }),
};

/** Coaches with their teams and staff roles (contact details for signed-in users). */
export const coachQueries = {
  all: () => ['coaches'] as const,
  list: () => queryOptions({ queryKey: [...coachQueries.all(), 'list'], queryFn: () => apiGet<Coach[]>('/api/coaches') }),
};

/** Playoff formats and what the games make of them: pool standings and seeds. */
export const playoffQueries = {
  all: () => ['playoffs'] as const,
  formats: () => queryOptions({ queryKey: [...playoffQueries.all(), 'formats'], queryFn: () => apiGet<PlayoffFormat[]>('/api/playoff-formats') }),
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
  pool11u: () => queryOptions({ queryKey: [...playoffQueries.standings(), 'pool-11u'], queryFn: () => apiGet<PoolStandings>('/api/11u-pool-standings') }),
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

export function useDivisions() {
  return useQuery(divisionQueries.list());
}

export function useSeason() {
  return useQuery(seasonQueries.info());
}

/** All games; read only once the divisions are known (spec 7). */
export function useGames(enabled = true) {
  return useQuery({ ...gameQueries.list(), enabled });
}

export function useFields(filter?: FieldFilter) {
  return useQuery(fieldQueries.list(filter));
}

export function usePlayoffFormats() {
  return useQuery(playoffQueries.formats());
}

/** Pool standings; missing data counts as empty. */
export function usePoolStandings(divisionId: number | undefined) {
  return useQuery(playoffQueries.poolStandings(divisionId));
}

/** The 11U pool standings: read with the playoffs page, as spec 7 lists, though nothing shows them. */
export function use11uPoolStandings() {
  return useQuery(playoffQueries.pool11u());
}

export function useCoachGames(coachId: number | undefined) {
  return useQuery(gameQueries.ofCoach(coachId));
}
