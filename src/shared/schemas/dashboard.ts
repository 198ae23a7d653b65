import { z } from 'zod';
import { seasonClash } from './game-admin';

/** How many items each section of the dashboard lists; its count says how many there are. */
export const DASHBOARD_ITEMS = 5;

/** A game the office has to act on, with what it takes to find it on the games page. */
const dashboardGame = z.object({
  id: z.number(),
  divisionId: z.number(),
  divisionName: z.string(),
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  scheduledTime: z.string(),
  dateTbd: z.boolean(),
  timeTbd: z.boolean(),
});
export type DashboardGame = z.infer<typeof dashboardGame>;

const dashboardCoach = z.object({ id: z.number(), name: z.string(), email: z.string().nullable() });

const dashboardTeam = z.object({ id: z.number(), name: z.string(), divisionId: z.number(), divisionName: z.string() });

/** A double-booking, with the division of its earlier game (where the games page finds both). */
const dashboardClash = seasonClash.extend({ divisionId: z.number() });

const section = <T extends z.ZodType>(item: T) => z.object({ count: z.number(), items: z.array(item) });

/** GET /api/admin/dashboard: what the league office has to see to this week, section by section. */
export const dashboard = z.object({
  season: z.object({ id: z.number(), name: z.string(), current: z.boolean(), timeZone: z.string() }),
  disputes: section(dashboardGame),
  overdue: section(dashboardGame),
  neverSignedIn: section(dashboardCoach),
  withoutHeadCoach: section(dashboardTeam),
  clashes: section(dashboardClash),
});
export type Dashboard = z.infer<typeof dashboard>;
