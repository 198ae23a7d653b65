import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAnnouncement, AnnouncementInput, PublicAnnouncement } from '../../shared/schemas/announcements';
import { apiGet, apiRequest } from './http';
import { invalidateReads } from './invalidate';

const ADMIN = '/api/admin/announcements';

export const announcementQueries = {
  all: () => ['announcements'] as const,
  /** What shows now on the public pages. */
  showing: () => queryOptions({ queryKey: [...announcementQueries.all(), 'showing'], queryFn: () => apiGet<PublicAnnouncement[]>('/api/announcements') }),
  admin: () => queryOptions({ queryKey: [...announcementQueries.all(), 'admin'], queryFn: () => apiGet<AdminAnnouncement[]>(ADMIN) }),
};

export function useAdminAnnouncements() {
  return useQuery(announcementQueries.admin());
}

/** Saves a new announcement (no id) or changes one; the public banner's read is asked again. */
export function useSaveAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AnnouncementInput }) =>
      id === null ? apiRequest<AdminAnnouncement>('POST', ADMIN, input) : apiRequest<AdminAnnouncement>('PUT', `${ADMIN}/${id}`, input),
    onSuccess: () => invalidateReads(client, [announcementQueries.all()]),
  });
}

export function useDeleteAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ ok: true }>('DELETE', `${ADMIN}/${id}`),
    onSuccess: () => invalidateReads(client, [announcementQueries.all()]),
  });
}
