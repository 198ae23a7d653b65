import { z } from 'zod';
import { STAFF_ROLES, USER_ROLES } from '../roles';
import { coach } from './coach';
import { namedId, queryParams } from './common';
import { managedUser } from './user';

export const PEOPLE_PAGE_SIZE = 50;
export const PEOPLE_PAGE_SIZE_MAX = 200;

const searchText = z.string().trim().max(200, { message: 'Search text is too long' }).optional();
const direction = z.enum(['asc', 'desc'], { message: 'Direction must be asc or desc' }).default('asc');
const page = z.coerce
  .number({ message: 'Page must be a number' })
  .int({ message: 'Page must be a whole number' })
  .min(1, { message: 'Page must be 1 or more' })
  .max(100_000, { message: 'Page is out of range' })
  .default(1);
const pageSize = z.coerce
  .number({ message: 'Page size must be a number' })
  .int({ message: 'Page size must be a whole number' })
  .min(1, { message: 'Page size must be 1 or more' })
  .max(PEOPLE_PAGE_SIZE_MAX, { message: `Page size must be at most ${PEOPLE_PAGE_SIZE_MAX}` })
  .default(PEOPLE_PAGE_SIZE);

export const COACH_SORTS = ['name', 'email', 'team'] as const;
export type CoachSort = (typeof COACH_SORTS)[number];

/**
 * GET /api/admin/coaches: the Coach Directory's search (name, email, phone, team), filters and
 * sort, a page at a time. The names are those of the page's address.
 */
export const adminCoachQuery = queryParams({
  q: searchText,
  division: namedId('Division').optional(),
  role: z.enum(STAFF_ROLES, { message: `Role must be one of ${STAFF_ROLES.join(', ')}` }).optional(),
  signedIn: z.literal('never', { message: 'signedIn must be never' }).optional(),
  missing: z.literal('contact', { message: 'missing must be contact' }).optional(),
  sort: z.enum(COACH_SORTS, { message: 'Sort must be name, email or team' }).default('name'),
  dir: direction,
  page,
  pageSize,
});
export type AdminCoachQuery = z.infer<typeof adminCoachQuery>;

/** A coach as the directory lists it: the coach list's shape, and when they last signed in themselves. */
export const adminCoach = coach.extend({ lastSignedInAt: z.string().nullable() });

export const adminCoachPage = z.object({
  coaches: z.array(adminCoach),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminCoachPage = z.infer<typeof adminCoachPage>;

export const USER_SORTS = ['name', 'username', 'email', 'role'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** GET /api/admin/users: User Management's search (name, username, email, phone), role and sort, a page at a time. */
export const adminUserQuery = queryParams({
  q: searchText,
  role: z.enum(USER_ROLES, { message: 'Role must be admin, org_admin or coach' }).optional(),
  sort: z.enum(USER_SORTS, { message: 'Sort must be name, username, email or role' }).default('name'),
  dir: direction,
  page,
  pageSize,
});
export type AdminUserQuery = z.infer<typeof adminUserQuery>;

export const adminUserPage = z.object({
  users: z.array(managedUser),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUserPage = z.infer<typeof adminUserPage>;

/** GET /api/admin/users/{id}/delete-preview: what deleting the account removes with it. */
export const accountRemoval = z.object({
  teamPlaces: z.number(),
  sessions: z.number(),
  signInLinks: z.number(),
});
export type AccountRemoval = z.infer<typeof accountRemoval>;
