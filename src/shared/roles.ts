export const USER_ROLES = ['admin', 'org_admin', 'coach'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const STAFF_ROLES = ['head_coach', 'assistant_coach', 'director', 'director_head_coach', 'director_assistant_coach'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  head_coach: 'Head Coach',
  assistant_coach: 'Assistant Coach',
  director: 'Director',
  director_head_coach: 'Director / Head Coach',
  director_assistant_coach: 'Director / Assistant Coach',
};

/** League staff run the league: both administrator roles. */
export function isLeagueStaff(role: UserRole | undefined | null): boolean {
  return role === 'admin' || role === 'org_admin';
}

export function isHeadCoachRole(role: string): boolean {
  return role.includes('head_coach');
}

export function isDirectorRole(role: string): boolean {
  return role.includes('director');
}
