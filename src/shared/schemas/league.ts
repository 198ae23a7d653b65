import { z } from 'zod';
import { STAFF_ROLES } from '../roles';

export const teamRef = z.object({ id: z.number(), name: z.string(), divisionId: z.number() });
export type TeamRef = z.infer<typeof teamRef>;

export const division = z.object({
  id: z.number(),
  name: z.string(),
  teams: z.array(teamRef),
});
export type Division = z.infer<typeof division>;

export const team = z.object({
  id: z.number(),
  name: z.string(),
  divisionId: z.number(),
  division: z.object({ id: z.number(), name: z.string() }),
});
export type Team = z.infer<typeof team>;

/** A team's coach as anyone may read it: the name and the staff role, never contact details. */
const teamCoach = z.object({ name: z.string(), role: z.enum(STAFF_ROLES) });

/** GET /api/teams/{id}: the spec's team, with its season and its coaches beside it (head coaches first). */
export const teamDetail = team.extend({ seasonId: z.number(), coaches: z.array(teamCoach) });
export type TeamDetail = z.infer<typeof teamDetail>;

export const seasonWeek = z.object({
  week: z.number(),
  phase: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  start: z.string(),
  end: z.string(),
});

/** A season's calendar as pages read it: its weeks, the phase 2 window and what makes a day weekend-type. */
export const seasonInfo = z.object({
  id: z.number(),
  name: z.string(),
  year: z.number(),
  timeZone: z.string(),
  weeks: z.array(seasonWeek),
  phase2Availability: z.object({ start: z.string(), end: z.string() }),
  weekendDays: z.array(z.number()),
  holidays: z.array(z.string()),
});
export type SeasonInfo = z.infer<typeof seasonInfo>;

/** A list of `division`, as the API answers it. */
export const divisionList = z.array(division);

/** A list of `team`, as the API answers it. */
export const teamList = z.array(team);
