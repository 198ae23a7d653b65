import type { OwnTeam } from '../../shared/team-names';
import { useCoachTeams } from '../api/league';
import { useSession } from '../api/session';

const NONE: OwnTeam[] = [];

/**
 * The signed-in coach's teams in a season (undefined: the current one), in the coach's order: the
 * session's for the current season, asked for another. Nobody else has teams of their own.
 */
export function useOwnTeams(season: number | undefined): OwnTeam[] {
  const { user } = useSession();
  const isCoach = user?.role === 'coach';
  const otherSeason = useCoachTeams(isCoach && season !== undefined ? user.id : undefined, season);
  if (!isCoach) return NONE;
  if (season !== undefined) return otherSeason.data ?? NONE;
  return user.teamStaff.map((s) => ({ teamId: s.teamId, teamName: s.team.name, divisionId: s.team.divisionId, divisionName: s.team.division.name }));
}
