import { PATHS } from '../../../shared/client-routes';
import type { UserRole } from '../../../shared/roles';

/** Where a signed-in user lands: administrators on divisions, coaches on the directory. */
export function landingPathFor(role: UserRole): string {
  return role === 'coach' ? PATHS.coachDirectory : PATHS.adminDivisions;
}
