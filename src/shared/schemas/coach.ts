import { z } from 'zod';
import { teamStaffEntry } from './user';

/**
 * A coach as the coach list shows it: teams with the staff role on each. `email` and `phone` are
 * contact details, given to signed-in users only (null for visitors).
 */
export const coach = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gameChangerTeamName: z.string().nullable(),
  teamStaff: z.array(teamStaffEntry),
});
export type Coach = z.infer<typeof coach>;

/** GET /api/coaches/:id/teams: a team the coach is on, and their role there. */
export const coachTeam = z.object({
  teamId: z.number(),
  teamName: z.string(),
  divisionId: z.number(),
  divisionName: z.string(),
  role: z.string(),
});
export type CoachTeam = z.infer<typeof coachTeam>;

/** A list of `coach`, as the API answers it. */
export const coachList = z.array(coach);

/** A list of `coachTeam`, as the API answers it. */
export const coachTeamList = z.array(coachTeam);
