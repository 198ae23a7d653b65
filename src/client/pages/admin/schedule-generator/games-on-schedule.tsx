import { Text } from '@mantine/core';
import { holdsSlot } from '../../../../shared/clashes';
import type { Division } from '../../../../shared/schemas/league';
import { useGames } from '../../../api/league';

/**
 * The phase 1 games the chosen divisions have on the schedule already: the generator adds its
 * games per team to these, so the administrator sees them before asking for more.
 */
export function GamesOnSchedule({ divisions, season }: { divisions: Division[]; season?: number }) {
  const games = useGames(divisions.length > 0, season);
  const counts = divisions
    .map((division) => {
      const teamIds = new Set(division.teams.map((t) => t.id));
      const count = (games.data ?? []).filter((g) => g.phase === 1 && holdsSlot(g.status) && teamIds.has(g.homeTeamId)).length;
      return { division, count };
    })
    .filter(({ count }) => count > 0);
  if (counts.length === 0) return null;
  return (
    <Text size="sm" fw={500} role="note">
      On the schedule already in phase 1:{' '}
      {counts
        .map(({ division, count }) => {
          const perTeam = division.teams.length > 0 ? Math.round(((count * 2) / division.teams.length) * 10) / 10 : 0;
          return `${division.name} ${count} game${count === 1 ? '' : 's'} (${perTeam} a team)`;
        })
        .join(', ')}
      . The generator adds its games per team to these.
    </Text>
  );
}
