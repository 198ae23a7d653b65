import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/http';
import { divisionQueries, useSeasons, useTeam } from '../../../api/league';
import { idOfParam } from '../../../ui/id-param';
import { useChosenSeason } from '../../../ui/use-chosen-season';

/** A team as the season switcher looks for it in another season: the same name in the division of the same name. */
interface Namesake {
  name: string;
  divisionName: string;
}

/**
 * The team of `/teams/{teamId}` in the season the page shows, as the division pages follow their
 * division (use-division-route.ts). A team belongs to one season: a link to a team of a past
 * season opens in that season (`?season=`); after the season is switched on a team's page, or with
 * `?season=` naming another season in the address, the page moves to the team of the same name in
 * that season's division of the same name, or says it did not play then.
 */
export function useTeamRoute() {
  const { teamId } = useParams();
  const navigate = useNavigate();
  const id = idOfParam(teamId);
  const team = useTeam(id);
  const seasons = useSeasons();
  const { season, linkTo } = useChosenSeason();
  const shownSeasonId = season ?? seasons.data?.find((s) => s.current)?.id;
  const data = team.data;
  const inShownSeason = data !== undefined && data.seasonId === shownSeasonId;

  const [lastShown, setLastShown] = useState<Namesake | undefined>(undefined);
  if (inShownSeason && (lastShown?.name !== data.name || lastShown.divisionName !== data.division.name)) {
    setLastShown({ name: data.name, divisionName: data.division.name });
  }

  const elsewhere = data !== undefined && shownSeasonId !== undefined && !inShownSeason;
  // A team seen here, or a season asked for in the address: look for the namesake there.
  const sought: Namesake | undefined =
    elsewhere && (season !== undefined || lastShown !== undefined) ? (lastShown ?? { name: data.name, divisionName: data.division.name }) : undefined;
  const divisions = useQuery({ ...divisionQueries.list(season), enabled: sought !== undefined });
  const namesake = sought && divisions.data?.find((d) => d.name === sought.divisionName)?.teams.find((t) => t.name === sought.name);

  let target: string | undefined;
  if (elsewhere && !sought) target = `/teams/${data.id}?season=${data.seasonId}`;
  else if (namesake) target = linkTo(`/teams/${namesake.id}`);
  useEffect(() => {
    if (target !== undefined) void navigate(target, { replace: true });
  }, [navigate, target]);

  const missing = id === undefined || (team.error instanceof ApiError && team.error.status === 404);
  return {
    /** The team, once it is the one the page shows. */
    team: inShownSeason ? data : undefined,
    /** The name the page is headed with: the team's, or its namesake's being looked for. */
    name: sought?.name ?? data?.name,
    /** The address names no team of any season. */
    missing,
    isError: !missing && (team.isError || seasons.isError || divisions.isError),
    /** A team switched to a season it did not play in: its name and division. */
    notThatSeason: sought !== undefined && divisions.isSuccess && !namesake ? sought : undefined,
    /** The season chosen in the address (undefined: the current season). */
    season,
  };
}
