import { useQuery } from '@tanstack/react-query';
import type { Coach } from '../../shared/schemas/coach';

/** Every coach with teams and staff roles (contact details for signed-in users). */
export function useCoaches() {
  return useQuery<Coach[]>({ queryKey: ['/api/coaches'] });
}
