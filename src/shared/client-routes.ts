/** Every path the browser application answers; anything else is its '404 Page Not Found'. */
export const PATHS = {
  home: '/',
  auth: '/auth',
  standings: '/standings',
  standingsOf: '/standings/:divisionId',
  schedule: '/schedule',
  scheduleOf: '/schedule/:divisionId',
  playoffs: '/playoffs',
  analysis: '/analysis',
  analysisOf: '/analysis/:divisionId',
  team: '/teams/:teamId',
  field: '/fields/:fieldId',
  info: '/info',
  changelog: '/changelog',
  unsubscribe: '/unsubscribe',
  coachProfile: '/coach/profile',
  coachDirectory: '/coach/directory',
  coachDirectoryOf: '/coach/directory/:divisionId',
  coachFields: '/coach/fields',
  coachGames: '/coach/games',
  coachAvailability: '/coach/phase2-availability',
  adminDashboard: '/admin/dashboard',
  adminGames: '/admin/games',
  adminBulkChange: '/admin/games/bulk',
  adminCoaches: '/admin/coaches',
  adminCoachImport: '/admin/coach-import',
  adminMagicLinks: '/admin/magic-links',
  adminMagicLinksTest: '/admin/magic-links-test',
  adminImpersonation: '/admin/coach-impersonation',
  adminDivisions: '/admin/divisions',
  adminFields: '/admin/fields',
  adminSettings: '/admin/settings',
  adminAvailability: '/admin/phase2-scheduling',
  adminScheduleGenerator: '/admin/schedule-generator',
  adminAudit: '/admin/audit-log',
  adminAnnouncements: '/admin/announcements',
} as const;

/** The addresses a path of PATHS stands for: each `:name` is one segment. */
export const pathPattern = (path: string): RegExp => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

const patterns = Object.values(PATHS).map(pathPattern);

export function isClientRoute(pathname: string): boolean {
  return patterns.some((p) => p.test(pathname));
}
