import { z } from 'zod';
import { idParam, namedId, queryParams } from './common';

/** POST /api/divisions and the Add Division dialog. */
export const divisionBody = z.object({
  name: z
    .string({ message: 'Division name is required' })
    .trim()
    .min(1, { message: 'Division name is required' })
    .max(40, { message: 'Division name must be at most 40 characters' }),
});
export type DivisionBody = z.infer<typeof divisionBody>;

/** POST /api/divisions/{id}/teams, PATCH /api/divisions/{divisionId}/teams/{teamId}, Edit Team. */
export const teamBody = z.object({
  name: z
    .string({ message: 'Team name is required' })
    .trim()
    .min(1, { message: 'Team name is required' })
    .max(100, { message: 'Team name must be at most 100 characters' }),
});
export type TeamBody = z.infer<typeof teamBody>;

/** The Import Teams dialog: one team name per line. */
export const teamsTextForm = z.object({
  teamsText: z.string().refine((text) => text.trim().length > 0, { message: 'Please enter at least one team name' }),
});

export const divisionTeamParams = z.object({ divisionId: idParam, teamId: idParam });

/** POST /api/divisions/{divisionId}/teams/{teamId}/move: the division of the same season the team goes to. */
export const teamMoveBody = z.object({
  divisionId: z
    .number({ message: 'Choose the division the team moves to' })
    .int({ message: 'Choose the division the team moves to' })
    .positive({ message: 'Choose the division the team moves to' })
    .max(2_147_483_647, { message: 'Choose the division the team moves to' }),
});

/** GET /api/divisions/{divisionId}/teams/{teamId}/move-preview?to={divisionId}. */
export const teamMoveQuery = queryParams({ to: namedId('The division to move to (to)') });

/**
 * What moving a team would do, before it is done. A team's games are all against teams of its
 * division: `scheduledGames` (not played yet, cancelled or being rescheduled) leave the schedule with
 * the move; `completedGames` (played, disputed or with a score report) refuse it, as a fixed seed does.
 */
export const teamMovePreview = z.object({
  team: z.object({ id: z.number(), name: z.string() }),
  from: z.object({ id: z.number(), name: z.string() }),
  to: z.object({ id: z.number(), name: z.string() }),
  scheduledGames: z.number(),
  completedGames: z.number(),
  coachPlaces: z.number(),
  fields: z.number(),
  /** Why the move is refused, in the words of the 409 it would answer; null when it can go ahead. */
  refusal: z.string().nullable(),
});
export type TeamMovePreview = z.infer<typeof teamMovePreview>;

/** GET /api/divisions/{id}/delete-preview: what deleting the division takes with it. */
export const divisionDeletePreview = z.object({
  teams: z.number(),
  games: z.number(),
  coachPlaces: z.number(),
  availabilityDates: z.number(),
});
export type DivisionDeletePreview = z.infer<typeof divisionDeletePreview>;

/** GET /api/divisions/{divisionId}/teams/{teamId}/delete-preview: what deleting the team takes with it. */
export const teamDeletePreview = z.object({
  games: z.number(),
  coachPlaces: z.number(),
  availabilityDates: z.number(),
  fields: z.number(),
});
export type TeamDeletePreview = z.infer<typeof teamDeletePreview>;
