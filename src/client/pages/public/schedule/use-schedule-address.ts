import { useSearchParams } from 'react-router';
import { oneOf, positiveNumber, type AddressChanges } from '../../../ui/use-address-fields';

const VIEWS = ['week', 'team'] as const;
export type ScheduleView = (typeof VIEWS)[number];

/** `team=none`: no team chosen, where a coach would otherwise start on their own team. */
const NO_TEAM = 'none';

/** The parameters that mean the same in every division of the season: a new division keeps them. */
export const DIVISION_WIDE = ['view', 'week'] as const;

/**
 * The schedule's view, in its address beside the division of its path, so that a link opens
 * exactly that view: `view` (week or team), `team` (a team's id, or none) and `week` (a week of the
 * season). Every choice is an entry of the browser's history, so Back undoes it. A value that
 * means nothing reads as absent, and the page falls back to what it shows without it.
 */
export function useScheduleAddress() {
  const [search, setSearch] = useSearchParams();
  const teamText = search.get('team') ?? undefined;
  const change = (changes: AddressChanges) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    });
  return {
    view: oneOf(search.get('view') ?? undefined, VIEWS),
    /** The team asked for; null: none, on purpose; undefined: the address names none. */
    team: teamText === NO_TEAM ? null : positiveNumber(teamText),
    week: positiveNumber(search.get('week') ?? undefined),
    setView: (view: ScheduleView) => change({ view }),
    /** `hasDefault`: without a team in the address the page would choose one (a coach's own), so none is said outright. */
    setTeam: (teamId: number | null, hasDefault: boolean) => change({ team: teamId ?? (hasDefault ? NO_TEAM : undefined) }),
    /** undefined: the week of today. */
    setWeek: (week: number | undefined) => change({ week }),
  };
}
