import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountRemoval, AdminCoachPage, AdminUserPage, CoachSort, UserSort } from '../../shared/schemas/people-admin';
import type { StaffRole, UserRole } from '../../shared/roles';
import { apiGet } from './http';
import { coachQueries } from './league';
import { userQueries } from './users';

/** The Coach Directory's search as GET /api/admin/coaches takes it (the page's address uses the same names). */
export interface CoachSearch {
  q?: string;
  division?: number;
  role?: StaffRole;
  signedIn?: 'never';
  missing?: 'contact';
  sort?: CoachSort;
  dir?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

export interface UserSearch {
  q?: string;
  role?: UserRole;
  sort?: UserSort;
  dir?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

/** Kept under the coach and user roots, so every account write reads them again (ACCOUNT_READS). */
export const peopleQueries = {
  coaches: (search: CoachSearch) =>
    queryOptions({
      queryKey: [...coachQueries.all(), 'directory', search],
      queryFn: () => apiGet<AdminCoachPage>('/api/admin/coaches', { ...search }),
      placeholderData: keepPreviousData,
    }),
  users: (search: UserSearch) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'directory', search],
      queryFn: () => apiGet<AdminUserPage>('/api/admin/users', { ...search }),
      placeholderData: keepPreviousData,
    }),
  removal: (userId: number) =>
    queryOptions({ queryKey: [...userQueries.all(), 'removal', userId], queryFn: () => apiGet<AccountRemoval>(`/api/admin/users/${userId}/delete-preview`) }),
};

export function useCoachDirectory(search: CoachSearch) {
  return useQuery(peopleQueries.coaches(search));
}

export function useUserDirectory(search: UserSearch) {
  return useQuery(peopleQueries.users(search));
}

export function useAccountRemoval(userId: number) {
  return useQuery(peopleQueries.removal(userId));
}
