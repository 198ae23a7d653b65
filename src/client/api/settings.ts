import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from './http';
import { invalidateReads } from './invalidate';
import { gameQueries } from './league';
import type { DivisionAnalysisSetting } from '../../shared/schemas/analysis';
import type { GameLength } from '../../shared/schemas/game-length';
import type { ScoreAutoFinal } from '../../shared/schemas/notifications';
import type { SelfRegistration } from '../../shared/schemas/registration';

const SELF_REGISTRATION = '/api/settings/self-registration';
const GAME_LENGTH = '/api/settings/game-length';
const SCORE_AUTO_FINAL = '/api/settings/score-auto-final';
const DIVISION_ANALYSIS = '/api/settings/division-analysis';

export const settingQueries = {
  selfRegistration: () => queryOptions({ queryKey: ['settings', 'self-registration'], queryFn: () => apiGet<SelfRegistration>(SELF_REGISTRATION) }),
  gameLength: () => queryOptions({ queryKey: ['settings', 'game-length'], queryFn: () => apiGet<GameLength>(GAME_LENGTH) }),
  scoreAutoFinal: () => queryOptions({ queryKey: ['settings', 'score-auto-final'], queryFn: () => apiGet<ScoreAutoFinal>(SCORE_AUTO_FINAL) }),
  divisionAnalysis: () => queryOptions({ queryKey: ['settings', 'division-analysis'], queryFn: () => apiGet<DivisionAnalysisSetting>(DIVISION_ANALYSIS) }),
};

export function useSelfRegistration() {
  return useQuery(settingQueries.selfRegistration());
}

export function useSetSelfRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiRequest<SelfRegistration>('PUT', SELF_REGISTRATION, { enabled }),
    onSuccess: (answer) => client.setQueryData(settingQueries.selfRegistration().queryKey, answer),
  });
}

export function useGameLength() {
  return useQuery(settingQueries.gameLength());
}

/** A new game length also changes which games clash: the games' reads (the clash list among them) are asked again. */
export function useSetGameLength() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => apiRequest<GameLength>('PUT', GAME_LENGTH, { minutes }),
    onSuccess: async (answer) => {
      client.setQueryData(settingQueries.gameLength().queryKey, answer);
      await invalidateReads(client, [gameQueries.all()]);
    },
  });
}

export function useScoreAutoFinal() {
  return useQuery(settingQueries.scoreAutoFinal());
}

export function useSetScoreAutoFinal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rule: ScoreAutoFinal) => apiRequest<ScoreAutoFinal>('PUT', SCORE_AUTO_FINAL, rule),
    onSuccess: (answer) => client.setQueryData(settingQueries.scoreAutoFinal().queryKey, answer),
  });
}

/** Whether the league publishes the divisions' analysis to visitors and coaches. */
export function useDivisionAnalysisSetting() {
  return useQuery(settingQueries.divisionAnalysis());
}

export function useSetDivisionAnalysisSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) => apiRequest<DivisionAnalysisSetting>('PUT', DIVISION_ANALYSIS, { public: published }),
    onSuccess: (answer) => client.setQueryData(settingQueries.divisionAnalysis().queryKey, answer),
  });
}
