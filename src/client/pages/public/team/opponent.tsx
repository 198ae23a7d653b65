import { opponentOf, sideOf } from '../../../../shared/team-season';
import type { Game } from '../../../../shared/schemas/game';
import { TeamLink } from '../../../ui/team-link';

/** 'vs Owls' for a home game, 'at Owls' away: the other team, linked to its page. */
export function Opponent({ game, teamId }: { game: Game; teamId: number }) {
  return (
    <>
      {sideOf(game, teamId) === 'home' ? 'vs' : 'at'} <TeamLink team={opponentOf(game, teamId)} />
    </>
  );
}
