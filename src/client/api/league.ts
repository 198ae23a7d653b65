import { useQuery } from '@tanstack/react-query';
import type { Field } from '../../shared/schemas/field';
import type { CoachGame, Game } from '../../shared/schemas/game';
import type { Division, SeasonInfo, Team } from '../../shared/schemas/league';
import type { PlayoffFormat, PoolStandings } from '../../shared/schemas/playoffs';
import { apiGet } from './http';

export function useDivisions() {
  return useQuery<Division[]>({ queryKey: ['/api/divisions'] });
}

export function useSeason() {
  return useQuery<SeasonInfo>({ queryKey: ['/api/season'], staleTime: 60 * 60 * 1000 });
}

/** All games; read only once the divisions are known (spec 7). */
export function useGames(enabled = true) {
  return useQuery<Game[]>({ queryKey: ['/api/games'], enabled });
}

export function useTeams() {
  return useQuery<Team[]>({ queryKey: ['/api/teams'] });
}

export function useFields(params?: { divisionId?: number; teamId?: number; selector?: boolean }) {
  return useQuery<Field[]>({ queryKey: params ? ['/api/fields', params] : ['/api/fields'] });
}

export function usePlayoffFormats() {
  return useQuery<PlayoffFormat[]>({ queryKey: ['/api/playoff-formats'] });
}

/** Pool standings refresh every 5 s, on mount and on focus; missing data counts as empty. */
export function usePoolStandings(divisionId: number | undefined) {
  return useQuery<PoolStandings>({
    queryKey: [`/api/divisions/${divisionId}/pool-standings`],
    enabled: divisionId !== undefined,
    refetchInterval: 5000,
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** The 11U pool standings: read with the playoffs page, as spec 7 lists, though nothing shows them. */
export function use11uPoolStandings() {
  return useQuery<PoolStandings>({ queryKey: ['/api/11u-pool-standings'] });
}

export interface CoachTeam {
  teamId: number;
  teamName: string;
  divisionId: number;
  divisionName: string;
  role: string | string[];
}

export function useCoachTeams(coachId: number | undefined) {
  return useQuery<CoachTeam[]>({
    queryKey: [`/api/coaches/${coachId}/teams`],
    enabled: coachId !== undefined,
    queryFn: async () => {
      try {
        return await apiGet<CoachTeam[]>(`/api/coaches/${coachId}/teams`);
      } catch {
        throw new Error('Failed to fetch coach teams');
      }
    },
  });
}

export function useCoachGames(coachId: number | undefined) {
  return useQuery<CoachGame[]>({
    queryKey: [`/api/coaches/${coachId}/games`],
    enabled: coachId !== undefined,
    queryFn: async () => {
      try {
        return await apiGet<CoachGame[]>(`/api/coaches/${coachId}/games`);
      } catch {
        throw new Error('Failed to fetch coach games');
      }
    },
  });
}
