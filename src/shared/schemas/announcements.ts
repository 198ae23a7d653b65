import { z } from 'zod';

export const TITLE_MAX = 120;
export const TEXT_MAX = 2000;

const instant = (what: string) => z.iso.datetime({ offset: true, message: `${what} must be an ISO date and time` });

/**
 * What an administrator writes: a title and text, the division it concerns (none: the whole
 * league), when it shows, and whether it is mailed to the coaches it concerns when it starts.
 */
export const announcementInput = z
  .object({
    title: z
      .string({ message: 'Title must be text' })
      .trim()
      .min(1, { message: 'Title is required' })
      .max(TITLE_MAX, { message: `Title must be at most ${TITLE_MAX} characters` }),
    text: z
      .string({ message: 'Text must be text' })
      .trim()
      .min(1, { message: 'Text is required' })
      .max(TEXT_MAX, { message: `Text must be at most ${TEXT_MAX} characters` }),
    divisionId: z.number({ message: 'Division must be a number' }).int().positive().nullable(),
    startsAt: instant('Start'),
    endsAt: instant('End'),
    mail: z.boolean({ message: 'Mail must be true or false' }),
  })
  .refine((a) => Date.parse(a.endsAt) > Date.parse(a.startsAt), { message: 'The end must come after the start', path: ['endsAt'] });
export type AnnouncementInput = z.infer<typeof announcementInput>;

/** GET /api/announcements: what shows now, on the home page and on the pages of its division (or of every division). */
export const publicAnnouncement = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  divisionId: z.number().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type PublicAnnouncement = z.infer<typeof publicAnnouncement>;

export const ANNOUNCEMENT_STATES = ['scheduled', 'showing', 'ended'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

/** GET /api/admin/announcements: every announcement, with whether it shows now and when it was mailed. */
export const adminAnnouncement = publicAnnouncement.extend({
  divisionName: z.string().nullable(),
  mail: z.boolean(),
  mailedAt: z.string().nullable(),
  state: z.enum(ANNOUNCEMENT_STATES),
  updatedAt: z.string(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncement>;
