import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { PATHS } from '../shared/client-routes';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { PageLoader } from './ui/page-loader';

type PageModule = { default: React.ComponentType };

/**
 * Every screen is its own chunk: a visitor of the public pages never downloads coach or admin code.
 * Its path matches with letter case, as the server's does: /CHANGELOG is the 404 page, as its status says.
 */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'caseSensitive'> {
  return { caseSensitive: true, lazy: async () => ({ Component: (await load()).default }) };
}

/** Screens behind sign-in; each checks the role it needs itself. */
const protectedRoutes: RouteObject[] = [
  { path: PATHS.adminGames, ...page(() => import('./pages/admin/games-page')) },
  { path: PATHS.adminBulkChange, ...page(() => import('./pages/admin/bulk-change-page')) },
  { path: PATHS.adminDashboard, ...page(() => import('./pages/admin/dashboard-page')) },
  { path: PATHS.adminDivisions, ...page(() => import('./pages/admin/divisions-page')) },
  { path: PATHS.adminAudit, ...page(() => import('./pages/admin/audit-log-page')) },
  { path: PATHS.adminAnnouncements, ...page(() => import('./pages/admin/announcements-page')) },
  { path: PATHS.adminAvailability, ...page(() => import('./pages/admin/phase2-scheduling-page')) },
  { path: PATHS.adminScheduleGenerator, ...page(() => import('./pages/admin/schedule-generator-page')) },
  { path: PATHS.coachGames, ...page(() => import('./pages/coach/games-page')) },
  { path: PATHS.coachFields, ...page(() => import('./pages/coach/fields-page')) },
  { path: PATHS.coachAvailability, ...page(() => import('./pages/coach/availability-page')) },
  { path: PATHS.adminFields, ...page(() => import('./pages/admin/fields-page')) },
  { path: PATHS.coachProfile, ...page(() => import('./pages/coach/profile-page')) },
  { path: PATHS.coachDirectory, ...page(() => import('./pages/coach/directory-page')) },
  { path: PATHS.coachDirectoryOf, ...page(() => import('./pages/coach/directory-page')) },
  { path: PATHS.adminMagicLinks, ...page(() => import('./pages/admin/magic-links-page')) },
  { path: PATHS.adminMagicLinksTest, ...page(() => import('./pages/admin/magic-links-test-page')) },
  { path: PATHS.adminImpersonation, ...page(() => import('./pages/admin/impersonation-page')) },
  { path: PATHS.adminCoaches, ...page(() => import('./pages/admin/coaches-page')) },
  { path: PATHS.adminCoachImport, ...page(() => import('./pages/admin/coach-import-page')) },
  { path: PATHS.adminSettings, ...page(() => import('./pages/admin/settings-page')) },
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    // Shown for the moment the first screen's chunk loads.
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: PATHS.home, ...page(() => import('./pages/public/home-page')) },
      { path: PATHS.auth, ...page(() => import('./pages/auth/auth-page')) },
      { path: PATHS.standings, ...page(() => import('./pages/public/standings-page')) },
      { path: PATHS.standingsOf, ...page(() => import('./pages/public/standings-page')) },
      { path: PATHS.schedule, ...page(() => import('./pages/public/schedule-page')) },
      { path: PATHS.scheduleOf, ...page(() => import('./pages/public/schedule-page')) },
      { path: PATHS.playoffs, ...page(() => import('./pages/public/playoffs-page')) },
      // Public while the league publishes it; the page says who may read it otherwise.
      { path: PATHS.analysis, ...page(() => import('./pages/public/analysis-page')) },
      { path: PATHS.analysisOf, ...page(() => import('./pages/public/analysis-page')) },
      { path: PATHS.team, ...page(() => import('./pages/public/team-page')) },
      { path: PATHS.field, ...page(() => import('./pages/public/field-page')) },
      { path: PATHS.info, ...page(() => import('./pages/public/info-page')) },
      { path: PATHS.changelog, ...page(() => import('./pages/public/changelog-page')) },
      { path: PATHS.unsubscribe, ...page(() => import('./pages/public/unsubscribe-page')) },
      { lazy: async () => ({ Component: (await import('./layout/require-sign-in')).RequireSignIn }), children: protectedRoutes },
      { path: '*', ...page(() => import('./pages/public/not-found-page')) },
    ],
  },
];

/** The application's router, for a page the browser renders itself. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * The router for a page the server rendered: the screen's code is loaded first, so that the
 * router's first render is that screen, as the server rendered it, rather than the loader.
 */
export async function createHydratingRouter() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}
