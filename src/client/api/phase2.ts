import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Game } from '../../shared/schemas/game';
import type { Phase2Proposal } from '../../shared/schemas/phase2-proposal';
import type { PlayoffFormat, PlayoffFormatBody } from '../../shared/schemas/playoffs';
import type { ProposedGameBody } from '../../shared/schemas/schedule-proposal';
import { availabilityQueries } from './availability';
import { apiRequest } from './http';
import { invalidateReads } from './invalidate';
import { GAME_READS, playoffQueries } from './league';

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

/** A proposed phase 2 schedule for a division, on its fields at its home teams' start times: nothing is written. */
export function useProposePhase2() {
  return useMutation({
    mutationFn: (divisionId: number) => apiRequest<Phase2Proposal>('POST', '/api/admin/phase2-proposals', { divisionIds: [divisionId] }),
  });
}

/** Books the chosen games of a phase 2 proposal, all or none. */
export function useAcceptPhase2() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (games: ProposedGameBody[]) => apiRequest<{ games: Game[] }>('POST', '/api/admin/phase2-proposals/accept', { games }),
    onSettled: () => invalidateReads(client, GAME_READS),
  });
}
