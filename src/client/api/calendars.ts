import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarLink } from '../../shared/schemas/calendar';
import { apiGet, apiRequest } from './http';

/** The signed-in coach's private calendar feed, keyed by the coach (an administrator may act as several in turn). */
export const calendarQueries = {
  coachLink: (coachId: number | undefined) =>
    queryOptions({
      queryKey: ['calendar-link', coachId] as const,
      queryFn: () => apiGet<CalendarLink>('/api/user/calendar-link'),
      enabled: coachId !== undefined,
    }),
};

export function useCoachCalendarLink(coachId: number | undefined) {
  return useQuery(calendarQueries.coachLink(coachId));
}

/** A new private address for the coach's feed: the old one stops working. */
export function useResetCalendarLink(coachId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarLink>('POST', '/api/user/calendar-link'),
    onSuccess: (link) => client.setQueryData(calendarQueries.coachLink(coachId).queryKey, link),
  });
}
