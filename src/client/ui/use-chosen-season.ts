import { useSearchParams } from 'react-router';

/** `?season=<id>` as pages read it: a positive id, or undefined for the current season. */
export function seasonOfSearch(search: URLSearchParams): number | undefined {
  const text = search.get('season');
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

/**
 * The season a page shows: the one in `?season=`, or the current season when there is none (the
 * spec's URLs). `choose` keeps the rest of the address; `linkTo` carries the choice to another page.
 */
export function useChosenSeason() {
  const [search, setSearch] = useSearchParams();
  const season = seasonOfSearch(search);
  return {
    season,
    /** `?season=` as the address has it, valid or not (null without one). */
    askedText: search.get('season'),
    /** Shows season `id` (undefined: the current one); `seasonBound` names the page's parameters that mean nothing in another season, dropped. */
    choose: (id: number | undefined, seasonBound: readonly string[] = []) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const name of seasonBound) next.delete(name);
        if (id === undefined) next.delete('season');
        else next.set('season', String(id));
        return next;
      }),
    linkTo: (path: string) => (season === undefined ? path : `${path}?season=${season}`),
  };
}
