import type { Coach } from '../../../shared/schemas/coach';
import type { TeamStaffEntry } from '../../../shared/schemas/user';
import type { UserRow } from '../../db/schema';

/** A coach's account as the coach list shows it; contact details only when `withContact`. */
export function presentCoach(user: UserRow, teamStaff: TeamStaffEntry[], withContact: boolean): Coach {
  return {
    id: user.id,
    name: user.name,
    email: withContact ? user.email : null,
    phone: withContact ? user.phone : null,
    gameChangerTeamName: user.game_changer_team_name,
    teamStaff,
  };
}
