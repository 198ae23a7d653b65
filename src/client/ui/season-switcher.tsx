import { Alert, Anchor, NativeSelect } from '@mantine/core';
import type { SeasonSummary } from '../../shared/schemas/season';
import { useSeasons } from '../api/league';
import { useChosenSeason } from './use-chosen-season';

/** The label of a season in the switcher. */
function seasonLabel(season: SeasonSummary): string {
  return season.current ? `${season.name} (current)` : season.name;
}

/**
 * Chooses the season a page shows, kept in the address so it can be shared. Shown only when the
 * league has more than one season; choosing the current season drops `?season=` again. The page's
 * `seasonBound` parameters (a division, a team, days of the season's calendar) name things of the
 * season shown, so another season starts without them.
 */
export function SeasonSwitcher({ seasonBound }: { seasonBound?: readonly string[] }) {
  const seasons = useSeasons();
  const { season, choose } = useChosenSeason();
  const noSuchSeason = useNoSuchSeason();
  const list = seasons.data ?? [];
  if (list.length < 2) return null;
  const current = list.find((s) => s.current);
  const shown = list.find((s) => s.id === season) ?? current;
  const options = list.map((s) => ({ value: String(s.id), label: seasonLabel(s) }));
  return (
    // A native select: light on the public pages' first load, and the phone's own picker.
    <NativeSelect
      label="Season"
      // An address naming a season the league does not have shows that, as the page's notice does.
      data={noSuchSeason ? [{ value: '', label: 'No such season', disabled: true }, ...options] : options}
      value={noSuchSeason ? '' : shown ? String(shown.id) : ''}
      onChange={(event) => {
        const id = Number(event.currentTarget.value);
        choose(id === current?.id ? undefined : id, seasonBound);
      }}
      w={{ base: '100%', sm: 220 }}
    />
  );
}

/**
 * The address asks for a season the league does not have: the page shows the notice saying so
 * (PastSeasonNotice) instead of its content.
 */
export function useNoSuchSeason(): boolean {
  const seasons = useSeasons();
  const { season, askedText } = useChosenSeason();
  return askedText !== null && (season === undefined || (seasons.data !== undefined && !seasons.data.some((s) => s.id === season)));
}

/**
 * Says that another season than the current one is shown (a past one, as it ended, or one still to
 * come), with the way back to the current one.
 */
export function PastSeasonNotice() {
  const seasons = useSeasons();
  const { season, choose } = useChosenSeason();
  const noSuchSeason = useNoSuchSeason();
  const shown = seasons.data?.find((s) => s.id === season);
  const current = seasons.data?.find((s) => s.current);
  const back = (
    <Anchor component="button" type="button" fz="inherit" onClick={() => choose(undefined)}>
      Back to the current season
    </Anchor>
  );
  if (noSuchSeason) {
    return (
      <Alert color="yellow" variant="light" title="There is no such season">
        The address asks for a season this league does not have. {back}
      </Alert>
    );
  }
  if (!shown || shown.current) return null;
  const later = current !== undefined && shown.start > current.start;
  return (
    <Alert color="blue" variant="light" title={`The ${shown.name} season`}>
      {later ? 'You are looking at a season still to come' : `You are looking at a past season${shown.archived ? ', as it ended' : ''}`}. {back}
    </Alert>
  );
}

/** The season a page shows, as the season list has it (the current one without `?season=`). */
export function useShownSeason(): SeasonSummary | undefined {
  const seasons = useSeasons();
  const { season } = useChosenSeason();
  return seasons.data?.find((s) => (season === undefined ? s.current : s.id === season));
}

/**
 * On an admin screen: which season the changes go to when it is not the current one. An archived
 * season takes no changes until brought back.
 */
export function ArchivedSeasonNotice() {
  const shown = useShownSeason();
  if (!shown || shown.current) return null;
  if (!shown.archived) {
    return (
      <Alert color="blue" variant="light" title={`The ${shown.name} season`}>
        This is not the current season: what you change here changes the {shown.name} season.
      </Alert>
    );
  }
  return (
    <Alert color="gray" variant="light" title={`The ${shown.name} season is archived`}>
      It is kept as it ended and takes no changes. To change it, bring it back from the archive in Settings.
    </Alert>
  );
}
