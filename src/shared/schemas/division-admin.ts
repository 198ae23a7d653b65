import { z } from 'zod';
import { idParam } from './common';

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
