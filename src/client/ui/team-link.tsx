import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useChosenSeason } from './use-chosen-season';

/** A team's name, linking to its page (in the season the page shows, when that is not the current one). */
export function TeamLink({ team }: { team: { id: number; name: string } }) {
  const { linkTo } = useChosenSeason();
  return (
    <Anchor component={Link} to={linkTo(`/teams/${team.id}`)} inherit underline="always">
      {team.name}
    </Anchor>
  );
}
