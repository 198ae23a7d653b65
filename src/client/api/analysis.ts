import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DivisionAnalysis } from '../../shared/schemas/analysis';
import { apiGet } from './http';
import { playoffQueries, seasonKey, seasonParams } from './league';

/** A division's analysis: computed from the results, so a game's change asks for it again. */
export const analysisQueries = {
  division: (divisionId: number | undefined, season?: number) =>
    queryOptions({
      queryKey: [...playoffQueries.standings(), 'analysis', divisionId, seasonKey(season)],
      queryFn: () => apiGet<DivisionAnalysis>(`/api/divisions/${divisionId}/analysis`, seasonParams(season)),
      enabled: divisionId !== undefined,
    }),
};

export function useDivisionAnalysis(divisionId: number | undefined, season?: number) {
  return useQuery(analysisQueries.division(divisionId, season));
}
