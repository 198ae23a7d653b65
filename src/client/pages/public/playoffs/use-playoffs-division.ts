import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Division } from '../../../../shared/schemas/league';
import { positiveNumber } from '../../../ui/use-address-fields';

/**
 * The playoffs page's division tab, in the address as `?division=<id>` beside the spec's
 * `/playoffs`, so that a link opens that tab and Back returns to the tab before. Without one, or
 * with one that means nothing, the first division shows. A division of another season (the season
 * was switched, or the link is from the season before) gives way to the division of the same name,
 * and the address follows it.
 */
export function usePlayoffsDivision(divisions: Division[]) {
  const [search, setSearch] = useSearchParams();
  const asked = positiveNumber(search.get('division') ?? undefined);
  // The name of the division last shown, to find its namesake when the season changes.
  const [lastShown, setLastShown] = useState<string | undefined>(undefined);
  const named = divisions.find((d) => d.id === asked);
  const division = named ?? divisions.find((d) => d.name === lastShown) ?? divisions[0];
  if (division && division.name !== lastShown) setLastShown(division.name);

  const stale = asked !== undefined && divisions.length > 0 && !named ? division?.id : undefined;
  useEffect(() => {
    if (stale === undefined) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('division', String(stale));
        return next;
      },
      { replace: true },
    );
  }, [stale, setSearch]);

  return {
    division,
    select: (id: number) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set('division', String(id));
        return next;
      }),
  };
}
