import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayoffFormat, PlayoffFormatBody } from '../../shared/schemas/playoffs';
import { availabilityQueries } from './availability';
import { apiRequest } from './http';
import { invalidateReads } from './invalidate';
import { playoffQueries } from './league';

/** Every team's phase 2 availability (league staff). */
export function useAllAvailability(season?: number) {
  return useQuery(availabilityQueries.everyTeam(season));
}

/** A format decides the pools, so their standings and seeds are read again too. */
export function useSavePlayoffFormat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ divisionId, format }: { divisionId: number; format: PlayoffFormatBody }) =>
      apiRequest<PlayoffFormat>('PUT', `/api/playoff-formats/${divisionId}`, format),
    onSettled: () => invalidateReads(client, [playoffQueries.all()]),
  });
}
