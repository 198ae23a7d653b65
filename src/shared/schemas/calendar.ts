import { z } from 'zod';

/** A coach's private calendar feed: its path, secret included. */
export const calendarLink = z.object({ path: z.string() });
export type CalendarLink = z.infer<typeof calendarLink>;

/** The secret part of a coach's feed address, as the router hands it over: checked by the service. */
export const coachFeedParams = z.object({ token: z.string().max(200, { message: 'Calendar not found' }) });
