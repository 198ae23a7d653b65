import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Division } from '../../shared/schemas/league';
import { divisionQueries, useDivisions, useSeasons } from '../api/league';
import { useChosenSeason } from './use-chosen-season';

/**
 * The division chosen by the `:divisionId` of the path among the chosen season's divisions,
 * falling back to the first one; `select` moves to `{base}/{id}`, keeping the season and the page's
 * `keep` parameters (those that mean the same in every division of the season).
 *
 * Division ids belong to one season. A division id the chosen season lacks is followed: after the
 * season is switched on a division's page, or with `?season=` in the address, to the division of
 * the same name in that season; in a link from another season (one shared before a new season
 * began), to that season's page.
 */
export function useDivisionRoute(base: string, keep: readonly string[] = []) {
  const { divisionId } = useParams();
  const navigate = useNavigate();
  const { season } = useChosenSeason();
  const [search] = useSearchParams();
  /** A division's page, with the season and the kept parameters of this address. */
  const linkTo = (path: string) => {
    const kept = new URLSearchParams(season === undefined ? {} : { season: String(season) });
    for (const name of keep) {
      const value = search.get(name);
      if (value !== null) kept.set(name, value);
    }
    const query = kept.toString();
    return query === '' ? path : `${path}?${query}`;
  };
  const divisions = useDivisions(season);
  const seasons = useSeasons();
  const list: Division[] = divisions.data ?? [];
  const requested = divisionId === undefined ? undefined : Number(divisionId);
  const division = requested === undefined ? list[0] : list.find((d) => d.id === requested);
  const missing = requested !== undefined && !divisions.isPending && division === undefined;

  // The name of the division last shown, to find its namesake when the season changes.
  const [lastShown, setLastShown] = useState<string | undefined>(undefined);
  if (division && division.name !== lastShown) setLastShown(division.name);
  const namesake = missing && lastShown !== undefined ? list.find((d) => d.name === lastShown) : undefined;

  // Only for an id the chosen season lacks and no namesake: the other seasons' divisions.
  const shownSeason = season ?? seasons.data?.find((s) => s.current)?.id;
  const otherSeasons = missing && !namesake ? (seasons.data ?? []).filter((s) => s.id !== shownSeason) : [];
  const elsewhere = useQueries({ queries: otherSeasons.map((s) => divisionQueries.list(s.current ? undefined : s.id)) });
  const searching = missing && !namesake && (seasons.isPending || elsewhere.some((q) => q.isPending));
  const ownerIndex = otherSeasons.findIndex((_, index) => elsewhere[index]?.data?.some((d) => d.id === requested));
  const owner = otherSeasons[ownerIndex];
  // A season asked for in the address wins: the requested division's namesake in it, if any.
  const ownerName = elsewhere[ownerIndex]?.data?.find((d) => d.id === requested)?.name;
  const asked = season !== undefined && ownerName !== undefined ? list.find((d) => d.name === ownerName) : undefined;
  const found = namesake ?? asked;

  const target = found ? linkTo(`${base}/${found.id}`) : owner ? `${base}/${requested}${owner.current ? '' : `?season=${owner.id}`}` : undefined;
  useEffect(() => {
    if (target !== undefined) void navigate(target, { replace: true });
  }, [navigate, target]);

  return {
    divisions: list,
    division,
    isPending: divisions.isPending || searching || target !== undefined,
    isError: divisions.isError,
    /** The path names a division (rather than falling back to the first). */
    isExplicit: requested !== undefined,
    /** A division id in the path that matches no division of any season. */
    unknownDivision: missing && !searching && target === undefined,
    /** The season chosen in the address (undefined: the current season). */
    season,
    select: (id: number) => void navigate(linkTo(`${base}/${id}`)),
    /** `{base}/{id}` with the season and the kept parameters of this address. */
    linkTo,
  };
}
