import { isHeadCoachRole, type UserRole } from './roles';

export interface ProfileOwner {
  role: UserRole;
  phone: string | null;
  gameChangerTeamName: string | null;
  teamStaff: readonly { role: string }[];
}

/** A head coach is a coach with any team staff role that includes head_coach. */
export function isHeadCoach(user: Pick<ProfileOwner, 'role' | 'teamStaff'>): boolean {
  return user.role === 'coach' && user.teamStaff.some((s) => isHeadCoachRole(s.role));
}

/**
 * What a coach's profile still lacks: every coach needs a phone number for emergency contact;
 * a head coach also needs the scoring-app team name.
 */
export function missingProfile(user: ProfileOwner): { phone: boolean; gameChangerTeamName: boolean } {
  return {
    phone: user.role === 'coach' && !user.phone?.trim(),
    gameChangerTeamName: isHeadCoach(user) && !user.gameChangerTeamName?.trim(),
  };
}
