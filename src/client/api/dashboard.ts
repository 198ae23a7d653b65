import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '../../shared/schemas/dashboard';
import { apiGet } from './http';

export const dashboardQueries = {
  /** The league office's dashboard of a season (the current one when `season` is undefined). */
  of: (season: number | undefined) =>
    queryOptions({ queryKey: ['admin-dashboard', season ?? 'current'], queryFn: () => apiGet<Dashboard>('/api/admin/dashboard', { season }) }),
};

/** Where the CSV exports are downloaded from (`?season=` for another season than the current one). */
export const EXPORTS = {
  coachContacts: '/api/admin/coaches/export',
  standings: '/api/standings/export',
} as const;
