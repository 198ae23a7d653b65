import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityRecord, AvailabilitySubmissionInput } from '../../shared/schemas/availability';
import { ApiError, apiGet, apiRequest } from './http';
import { invalidatePaths } from './invalidate';

/** A team's saved availability; an empty list when nothing is saved yet (the server's 404). */
export function useTeamAvailability(teamId: number | null) {
  return useQuery<AvailabilityRecord[]>({
    queryKey: [`/api/team-availability/${teamId}`],
    enabled: teamId !== null,
    queryFn: async () => {
      try {
        return await apiGet<AvailabilityRecord[]>(`/api/team-availability/${teamId}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });
}

export function useSubmitAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (submission: AvailabilitySubmissionInput) => apiRequest<AvailabilityRecord[]>('POST', '/api/team-availability', submission),
    onSuccess: (records, submission) => client.setQueryData([`/api/team-availability/${submission.teamId}`], records),
    onSettled: () => invalidatePaths(client, ['/api/team-availability']),
  });
}
