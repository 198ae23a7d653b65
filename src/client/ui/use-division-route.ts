import { useNavigate, useParams } from 'react-router';
import type { Division } from '../../shared/schemas/league';
import { useDivisions } from '../api/league';

/**
 * The division chosen by the `:divisionId` of the path, falling back to the first division;
 * `select` moves to `{base}/{id}`.
 */
export function useDivisionRoute(base: string) {
  const { divisionId } = useParams();
  const navigate = useNavigate();
  const divisions = useDivisions();
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
    select: (id: number) => void navigate(`${base}/${id}`),
  };
}
