import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Game } from '../../shared/schemas/game';
import type { ProposedGameBody, ScheduleProposal } from '../../shared/schemas/schedule-proposal';
import type { scheduleProposalBody } from '../../shared/schemas/schedule-proposal';
import type { z } from 'zod';
import { apiRequest } from './http';
import { invalidateReads } from './invalidate';
import { GAME_READS } from './league';

export type ProposalRequest = z.input<typeof scheduleProposalBody>;

/** Asks for a proposed phase 1 schedule; nothing is written. */
export function useProposeSchedule() {
  return useMutation({ mutationFn: (body: ProposalRequest) => apiRequest<ScheduleProposal>('POST', '/api/admin/schedule-proposals', body) });
}

/** Books the chosen games of a proposal, all or none. */
export function useAcceptProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (games: ProposedGameBody[]) => apiRequest<{ games: Game[] }>('POST', '/api/admin/schedule-proposals/accept', { games }),
    onSettled: () => invalidateReads(client, GAME_READS),
  });
}
