import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { GAME_LIST_SORTS, GAME_LIST_STATUSES, type GameListSort, type GameListStatus } from '../../../../shared/schemas/admin-games';
import type { QueryParams } from '../../../api/http';

/**
 * What the games list shows, as its address says it (contract names: `division`, `team`, `field`,
 * `status`, `from`, `to`, `phase`, `q`, `sort`, `dir`, `page`). A value the page cannot read is
 * left out, as if it were not there. `season` belongs to the season switcher and is kept as it is.
 */
export interface GameListView {
  /** No division: every division of the season. */
  division?: number;
  team?: number;
  field?: number | 'tbd';
  status?: GameListStatus;
  from?: string;
  to?: string;
  phase?: 1 | 2 | 3;
  q?: string;
  sort: GameListSort;
  dir: 'asc' | 'desc';
  page: number;
}

export type GameListFilterName = 'team' | 'field' | 'status' | 'from' | 'to' | 'phase' | 'q';
export const FILTER_NAMES: readonly GameListFilterName[] = ['team', 'field', 'status', 'from', 'to', 'phase', 'q'];

const VIEW_KEYS = ['division', ...FILTER_NAMES, 'sort', 'dir', 'page'] as const;

/** What another season starts without: its divisions, teams and fields are others, its days other days. */
export const SEASON_BOUND_VIEW_KEYS = ['division', 'team', 'field', 'from', 'to', 'page'] as const;

const positive = (text: string | null): number | undefined => (text !== null && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined);
const day = (text: string | null): string | undefined => (text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined);
const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined => values.find((v) => v === text);

export function viewOfSearch(search: URLSearchParams): GameListView {
  const field = search.get('field');
  const phase = oneOf(['1', '2', '3'] as const, search.get('phase'));
  const q = search.get('q')?.trim().slice(0, 100);
  return {
    division: positive(search.get('division')),
    team: positive(search.get('team')),
    field: field === 'tbd' ? 'tbd' : positive(field),
    status: oneOf(GAME_LIST_STATUSES, search.get('status')),
    from: day(search.get('from')),
    to: day(search.get('to')),
    phase: phase === undefined ? undefined : (Number(phase) as 1 | 2 | 3),
    q: q || undefined,
    sort: oneOf(GAME_LIST_SORTS, search.get('sort')) ?? 'when',
    dir: oneOf(['asc', 'desc'] as const, search.get('dir')) ?? 'asc',
    page: positive(search.get('page')) ?? 1,
  };
}

/** The view's own parameters as the address carries them: defaults left out, so a plain address stays plain. */
function viewParams(view: GameListView): [string, string][] {
  const entries: [string, string | number | undefined][] = [
    ['division', view.division],
    ...FILTER_NAMES.map((name): [string, string | number | undefined] => [name, view[name]]),
    ['sort', view.sort === 'when' ? undefined : view.sort],
    ['dir', view.dir === 'asc' ? undefined : view.dir],
    ['page', view.page === 1 ? undefined : view.page],
  ];
  return entries.filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '').map(([k, v]) => [k, String(v)]);
}

/** The address's search with the view written into it; other parameters (the season) kept. */
export function searchWithView(current: URLSearchParams, view: GameListView): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of VIEW_KEYS) next.delete(key);
  for (const [key, value] of viewParams(view)) next.set(key, value);
  return next;
}

/** The filters and order for the API (the page too unless `withPage` is false), with the season shown. */
export function listParams(view: GameListView, season: number | undefined, withPage = true): QueryParams {
  const params: QueryParams = Object.fromEntries(viewParams({ ...view, page: withPage ? view.page : 1 }));
  return season === undefined ? params : { ...params, season };
}

export const hasFilters = (view: GameListView) => FILTER_NAMES.some((name) => view[name] !== undefined);

/**
 * The view in the address and a way to change it. Each change is a step of the browser's history
 * (Back undoes it) and goes back to the first page, but for a change of page itself.
 */
export function useGameListView(): [GameListView, (change: Partial<GameListView>) => void] {
  const [search, setSearch] = useSearchParams();
  // The address last written: a second change made before the page shows the first (a slow
  // device) builds on it rather than on the address this render read.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [search]);
  const view = viewOfSearch(search);
  const change = (partial: Partial<GameListView>) => {
    const base = written.current ?? search;
    const next = searchWithView(base, { ...viewOfSearch(base), ...partial, page: partial.page ?? 1 });
    written.current = next;
    setSearch(next);
  };
  return [view, change];
}
