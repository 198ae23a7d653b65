import { useNavigate, useParams } from 'react-router';
import type { Division } from '../../shared/schemas/league';
import { useDivisions } from '../api/league';
import { useChosenSeason } from './use-chosen-season';

/**
 * The division chosen by the `:divisionId` of the path among the chosen season's divisions,
 * falling back to the first one; `select` moves to `{base}/{id}`, keeping the season.
 */
export function useDivisionRoute(base: string) {
  const { divisionId } = useParams();
  const navigate = useNavigate();
  const { season, linkTo } = useChosenSeason();
  const divisions = useDivisions(season);
  const list: Division[] = divisions.data ?? [];
  const requested = divisionId === undefined ? undefined : Number(divisionId);
  const division = requested === undefined ? list[0] : list.find((d) => d.id === requested);
  return {
    divisions: list,
    division,
    isPending: divisions.isPending,
    isError: divisions.isError,
    /** The path names a division (rather than falling back to the first). */
    isExplicit: requested !== undefined,
    /** A division id in the path that matches no division. */
    unknownDivision: requested !== undefined && !divisions.isPending && division === undefined,
    /** The season chosen in the address (undefined: the current season). */
    season,
    select: (id: number) => void navigate(linkTo(`${base}/${id}`)),
  };
}
