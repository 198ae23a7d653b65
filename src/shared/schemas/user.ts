import { z } from 'zod';
import { STAFF_ROLES, USER_ROLES } from '../roles';
import { PASSWORD_MIN, PASSWORD_TOO_SHORT } from './password';

export const teamStaffEntry = z.object({
  id: z.number(),
  teamId: z.number(),
  role: z.enum(STAFF_ROLES),
  team: z.object({
    id: z.number(),
    name: z.string(),
    divisionId: z.number(),
    division: z.object({ id: z.number(), name: z.string() }),
  }),
});
export type TeamStaffEntry = z.infer<typeof teamStaffEntry>;

/** The signed-in user as the session reads it. Never carries a password or token. */
export const sessionUser = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  gameChangerTeamName: z.string().nullable(),
  mustChangePassword: z.boolean(),
  isImpersonating: z.boolean(),
  impersonationEndsAt: z.string().nullable(),
  teamStaff: z.array(teamStaffEntry),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** POST /api/impersonate/:coachId: the coach the administrator now acts as. */
export const impersonatedCoach = z.object({ name: z.string(), email: z.string().nullable() });
export type ImpersonatedCoach = z.infer<typeof impersonatedCoach>;

export const loginBody = z.object({
  username: z.string().trim().min(1, { message: 'Username is required' }).max(254),
  password: z.string().min(1, { message: 'Password is required' }).max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

/** A user account as the administrator's user management shows it. Never carries a password. */
export const managedUser = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  gameChangerTeamName: z.string().nullable(),
});
export type ManagedUser = z.infer<typeof managedUser>;

/** A password that may be left empty to keep the current one. */
export const optionalPassword = z
  .string()
  .max(1024, { message: 'Password is too long' })
  .refine((p) => p === '' || p.length >= PASSWORD_MIN, { message: PASSWORD_TOO_SHORT });

const userFields = z.object({
  username: z.string().trim().min(1, { message: 'Username is required' }).max(254, { message: 'Username is too long' }),
  email: z
    .string({ message: 'Invalid email address' })
    .trim()
    .pipe(z.email({ message: 'Invalid email address' }).max(254)),
  role: z.enum(USER_ROLES, { message: 'Role must be admin, org_admin or coach' }),
  name: z.string().trim().min(1, { message: 'Name is required' }).max(200, { message: 'Name is too long' }),
  phone: z.string().trim().min(10, { message: 'Phone number is required' }).max(40, { message: 'Phone number is too long' }),
});

/** The Add User form and POST /api/users. */
export const newUserBody = userFields.extend({
  password: z.string().min(PASSWORD_MIN, { message: PASSWORD_TOO_SHORT }).max(1024, { message: 'Password is too long' }),
});
export type NewUserBody = z.infer<typeof newUserBody>;

/** The Edit User form: an empty password keeps the current one. */
export const editUserForm = userFields.extend({ password: optionalPassword });
export type EditUserForm = z.infer<typeof editUserForm>;

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to choose a new one';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct';

/**
 * PATCH /api/users/{id}: only the fields sent change. A user changes their own name, phone,
 * scoring-app team name and password (giving the current one); an administrator may also change anyone's username, email
 * and role (never their own role).
 */
export const userPatchBody = z.object({
  name: userFields.shape.name.optional(),
  phone: z.string().trim().max(40, { message: 'Phone number is too long' }).nullable().optional(),
  gameChangerTeamName: z.string().trim().max(200, { message: 'Game Changer Team Name is too long' }).nullable().optional(),
  password: optionalPassword.optional(),
  /** Required beside `password` when the caller changes their own password. */
  currentPassword: z.string().max(1024, { message: 'Password is too long' }).optional(),
  username: userFields.shape.username.optional(),
  email: userFields.shape.email.optional(),
  role: userFields.shape.role.optional(),
});
export type UserPatchBody = z.infer<typeof userPatchBody>;

export const PHONE_REQUIRED_FOR_COACHES = 'Phone number is required for coaches';
export const GAME_CHANGER_REQUIRED = 'Game Changer Team Name is required for head coaches';

/**
 * The coach profile form; the scoring-app team name is required of head coaches only. A new
 * password needs the current one beside it.
 */
export function profileForm(rules: { phoneRequired: boolean; gameChangerRequired: boolean }) {
  return z
    .object({
      name: userFields.shape.name,
      phone: rules.phoneRequired ? z.string().trim().min(1, { message: PHONE_REQUIRED_FOR_COACHES }).max(40) : z.string().trim().max(40),
      gameChangerTeamName: rules.gameChangerRequired ? z.string().trim().min(1, { message: GAME_CHANGER_REQUIRED }).max(200) : z.string().trim().max(200),
      password: optionalPassword,
      currentPassword: z.string().max(1024, { message: 'Password is too long' }),
    })
    .refine((v) => v.password === '' || v.currentPassword !== '', { message: CURRENT_PASSWORD_REQUIRED, path: ['currentPassword'] });
}
export type ProfileForm = z.infer<ReturnType<typeof profileForm>>;

/** A list of `managedUser`, as the API answers it. */
export const managedUserList = z.array(managedUser);
