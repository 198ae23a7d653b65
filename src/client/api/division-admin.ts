import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DivisionDeletePreview, TeamDeletePreview, TeamMovePreview } from '../../shared/schemas/division-admin';
import type { Division, TeamRef } from '../../shared/schemas/league';
import { apiGet, apiRequest, withQuery } from './http';
import { availabilityQueries } from './availability';
import { invalidateReads } from './invalidate';
import { coachQueries, divisionQueries, fieldQueries, gameQueries, playoffQueries, teamQueries } from './league';

/** Divisions and team names show on nearly every screen: games, fields, coaches, formats, availability. */
const LEAGUE_READS = [
  divisionQueries.all(),
  teamQueries.all(),
  gameQueries.all(),
  fieldQueries.all(),
  coachQueries.all(),
  playoffQueries.all(),
  availabilityQueries.all(),
];

function useLeagueWrite<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => invalidateReads(client, LEAGUE_READS) });
}

export function useAddDivision() {
  return useLeagueWrite(({ name, season }: { name: string; season: number | undefined }) =>
    apiRequest<Division>('POST', withQuery('/api/divisions', season === undefined ? undefined : { season }), { name }),
  );
}

export function useDeleteDivision() {
  return useLeagueWrite((divisionId: number) => apiRequest('DELETE', `/api/divisions/${divisionId}`));
}

/** Adds the teams one call per name, in order, reporting progress; stops at the first refusal. */
export function useAddTeams() {
  return useLeagueWrite(async ({ divisionId, names, onProgress }: { divisionId: number; names: string[]; onProgress: (done: number) => void }) => {
    const added: TeamRef[] = [];
    for (const name of names) {
      try {
        added.push(await apiRequest<TeamRef>('POST', `/api/divisions/${divisionId}/teams`, { name }));
      } catch (error) {
        throw new TeamsNotAllAdded(added, name, error);
      }
      onProgress(added.length);
    }
    return added;
  });
}

/** Some teams of an import were added before one was refused. */
export class TeamsNotAllAdded extends Error {
  constructor(
    readonly added: TeamRef[],
    readonly failedName: string,
    readonly reason: unknown,
  ) {
    super(`${failedName} could not be added`);
    this.name = 'TeamsNotAllAdded';
  }
}

export function useRenameTeam() {
  return useLeagueWrite(({ team, name }: { team: TeamRef; name: string }) =>
    apiRequest<TeamRef>('PATCH', `/api/divisions/${team.divisionId}/teams/${team.id}`, { name }),
  );
}

export function useDeleteTeam() {
  return useLeagueWrite((team: TeamRef) => apiRequest('DELETE', `/api/divisions/${team.divisionId}/teams/${team.id}`));
}

export function useRenameDivision() {
  return useLeagueWrite(({ divisionId, name }: { divisionId: number; name: string }) =>
    apiRequest<Division>('PATCH', `/api/divisions/${divisionId}`, { name }),
  );
}

/** What moving the team to `to` would do; asked again whenever the chosen division changes, never kept. */
export function useTeamMovePreview(team: TeamRef, to: number | null) {
  return useQuery({
    queryKey: ['team-move-preview', team.id, team.divisionId, to],
    queryFn: () => apiGet<TeamMovePreview>(`/api/divisions/${team.divisionId}/teams/${team.id}/move-preview`, { to }),
    enabled: to !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useMoveTeam() {
  return useLeagueWrite(({ team, divisionId }: { team: TeamRef; divisionId: number }) =>
    apiRequest<TeamRef>('POST', `/api/divisions/${team.divisionId}/teams/${team.id}/move`, { divisionId }),
  );
}

/** Counted when asked, so a confirmation names what the server holds now. */
export const divisionDeletePreview = (divisionId: number) => apiGet<DivisionDeletePreview>(`/api/divisions/${divisionId}/delete-preview`);
export const teamDeletePreview = (team: TeamRef) => apiGet<TeamDeletePreview>(`/api/divisions/${team.divisionId}/teams/${team.id}/delete-preview`);
