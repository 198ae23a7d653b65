import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Division, TeamRef } from '../../shared/schemas/league';
import { apiRequest, withQuery } from './http';
import { availabilityQueries } from './availability';
import { invalidateReads } from './invalidate';
import { coachQueries, divisionQueries, fieldQueries, gameQueries, playoffQueries } from './league';

/** Divisions and team names show on nearly every screen: games, fields, coaches, formats, availability. */
const LEAGUE_READS = [divisionQueries.all(), gameQueries.all(), fieldQueries.all(), coachQueries.all(), playoffQueries.all(), availabilityQueries.all()];

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
