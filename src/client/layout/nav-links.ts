import type { SessionUser } from '../../shared/schemas/user';
import { PATHS } from '../../shared/client-routes';

export interface NavLink {
  label: string;
  to: string;
}

export const PUBLIC_LINKS: NavLink[] = [
  { label: 'Home', to: PATHS.home },
  { label: 'Standings', to: PATHS.standings },
  { label: 'Schedule', to: PATHS.schedule },
  { label: 'Playoffs', to: PATHS.playoffs },
  { label: 'Info', to: PATHS.info },
];

export const COACH_LINKS: NavLink[] = [
  { label: 'My Games', to: PATHS.coachGames },
  { label: 'Phase 2', to: PATHS.coachAvailability },
  { label: 'My Profile', to: PATHS.coachProfile },
  { label: 'Coach Directory', to: PATHS.coachDirectory },
  { label: 'Fields', to: PATHS.coachFields },
];

const ADMIN_LINKS: (NavLink & { adminOnly?: boolean })[] = [
  { label: 'Settings', to: PATHS.adminSettings, adminOnly: true },
  { label: 'Dashboard', to: PATHS.adminDashboard },
  { label: 'Games', to: PATHS.adminGames },
  { label: 'Announcements', to: PATHS.adminAnnouncements },
  { label: 'Schedule Generator', to: PATHS.adminScheduleGenerator, adminOnly: true },
  { label: 'Phase 2 Scheduling', to: PATHS.adminAvailability },
  { label: 'Coaches', to: PATHS.adminCoaches },
  { label: 'Coach Import', to: PATHS.adminCoachImport },
  { label: 'Coach Impersonation', to: PATHS.adminImpersonation, adminOnly: true },
  { label: 'Divisions', to: PATHS.adminDivisions },
  { label: 'Analysis', to: PATHS.analysis },
  { label: 'Fields', to: PATHS.adminFields },
  { label: 'Audit Log', to: PATHS.adminAudit },
];

export interface RoleLinks {
  heading: string;
  links: NavLink[];
}

/** The links of the signed-in user's role, shown after the public ones. */
export function roleLinks(user: SessionUser | null | undefined): RoleLinks | null {
  if (!user) return null;
  if (user.role === 'coach') return { heading: 'Coach', links: COACH_LINKS };
  const links = ADMIN_LINKS.filter((l) => user.role === 'admin' || !l.adminOnly).map(({ label, to }) => ({ label, to }));
  return { heading: 'Admin', links: [...links, { label: 'Coach Directory', to: PATHS.coachDirectory }] };
}
