import { useQuery } from '@tanstack/react-query';
import { coachQueries } from './league';

/** Every coach with teams and staff roles (contact details for signed-in users). */
export function useCoaches() {
  return useQuery(coachQueries.list());
}
