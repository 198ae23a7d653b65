import { PATHS } from '../../../../shared/client-routes';

type Search = Record<string, string | number | undefined>;

function withSearch(path: string, search: Search): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The admin games page showing the games asked for (its search parameters), in `season` when the
 * dashboard shows another season than the current one.
 */
export function gamesLink(search: { status?: 'score_disputed' | 'overdue'; division?: number; q?: number }, season: number | undefined): string {
  return withSearch(PATHS.adminGames, { division: search.division, status: search.status, q: search.q, season });
}

/** The admin games page with the season's clashes listed (`clashes=show`). */
export function clashesLink(season: number | undefined): string {
  return withSearch(PATHS.adminGames, { clashes: 'show', season });
}

/** The coach directory with the coaches asked for. */
export function coachesLink(search: { signedIn?: 'never'; division?: number; q?: string }): string {
  return withSearch(PATHS.adminCoaches, search);
}
