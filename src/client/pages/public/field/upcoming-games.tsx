import { Text } from '@mantine/core';
import type { Game } from '../../../../shared/schemas/game';
import { TeamLink } from '../../../ui/team-link';
import { GameList } from '../game-list';
import { dateLabel, useTimeLabel } from '../schedule/game-rows';

function Teams({ game }: { game: Game }) {
  return (
    <>
      <TeamLink team={game.awayTeam} /> @ <TeamLink team={game.homeTeam} />
    </>
  );
}

/** The games still to come at a field, soonest first, with their teams and division. */
export function UpcomingGames({ games, divisionNames, timeZone }: { games: Game[]; divisionNames: Map<number, string>; timeZone: string }) {
  const timeLabel = useTimeLabel(timeZone);
  if (games.length === 0) return <Text c="dimmed">No games still to come at this field this season.</Text>;
  const division = (game: Game) => divisionNames.get(game.homeTeam.divisionId) ?? '';
  return (
    <GameList
      games={games}
      label="Upcoming games"
      columns={[
        { header: 'Date', width: 130, cell: (game) => dateLabel(game, timeZone) },
        { header: 'Time', width: 120, cell: (game) => timeLabel(game) },
        { header: 'Teams', cell: (game) => <Teams game={game} /> },
        { header: 'Division', width: 100, cell: division },
      ]}
      card={(game) => (
        <>
          <Text size="xs" c="dimmed">
            {dateLabel(game, timeZone)} · {timeLabel(game)} · {division(game)}
          </Text>
          <Text size="sm">
            <Teams game={game} />
          </Text>
        </>
      )}
    />
  );
}
