import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityRecord } from '../../shared/schemas/availability';
import type { PlayoffFormat, PlayoffFormatBody, SeededTeam } from '../../shared/schemas/playoffs';
import { apiRequest } from './http';
import { invalidatePaths } from './invalidate';

/** Every team's phase 2 availability (league staff). */
export function useAllAvailability() {
  return useQuery<AvailabilityRecord[]>({ queryKey: ['/api/team-availability'] });
}

/** The division's teams by seed. */
export function useDivisionSeeds(divisionId: number | undefined) {
  return useQuery<SeededTeam[]>({ queryKey: [`/api/divisions/${divisionId}/seeds`], enabled: divisionId !== undefined });
}

export function useSavePlayoffFormat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ divisionId, format }: { divisionId: number; format: PlayoffFormatBody }) =>
      apiRequest<PlayoffFormat>('PUT', `/api/playoff-formats/${divisionId}`, format),
    onSettled: () => invalidatePaths(client, ['/api/playoff-formats', '/api/divisions/']),
  });
}
