import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityRecord, AvailabilitySubmissionInput } from '../../shared/schemas/availability';
import { ApiError, apiGet, apiRequest } from './http';
import { invalidateReads } from './invalidate';

/** A team's saved availability; an empty list when nothing is saved yet (the server's 404). */
async function readTeamAvailability(teamId: number | null): Promise<AvailabilityRecord[]> {
  try {
    return await apiGet<AvailabilityRecord[]>(`/api/team-availability/${teamId}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** Phase 2 availability: one team's, or every team's for league staff. */
export const availabilityQueries = {
  all: () => ['availability'] as const,
  ofTeam: (teamId: number | null) =>
    queryOptions({ queryKey: [...availabilityQueries.all(), 'team', teamId], queryFn: () => readTeamAvailability(teamId), enabled: teamId !== null }),
  everyTeam: (season?: number) =>
    queryOptions({
      queryKey: [...availabilityQueries.all(), 'every-team', season ?? 'current'],
      queryFn: () => apiGet<AvailabilityRecord[]>('/api/team-availability', season === undefined ? undefined : { season }),
    }),
};

export function useTeamAvailability(teamId: number | null) {
  return useQuery(availabilityQueries.ofTeam(teamId));
}

export function useSubmitAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (submission: AvailabilitySubmissionInput) => apiRequest<AvailabilityRecord[]>('POST', '/api/team-availability', submission),
    onSuccess: (records, submission) => client.setQueryData(availabilityQueries.ofTeam(submission.teamId).queryKey, records),
    onSettled: () => invalidateReads(client, [availabilityQueries.all()]),
  });
}
