import { z } from 'zod';
import { COACH_CSV_EMPTY } from '../coach-csv';
import { STAFF_ROLES } from '../roles';
import { PASSWORD_MIN, PASSWORD_TOO_SHORT } from './password';
import { optionalPassword } from './user';

export const TEAM_ASSIGNMENT_REQUIRED = 'At least one team assignment is required';
export const CHOOSE_A_TEAM = 'Please choose a team';

/** One team a coach is on, and their staff role there. */
export const teamAssignment = z.object({
  teamId: z.number({ message: CHOOSE_A_TEAM }).int({ message: CHOOSE_A_TEAM }).positive({ message: CHOOSE_A_TEAM }),
  role: z.enum(STAFF_ROLES, { message: `Role must be one of ${STAFF_ROLES.join(', ')}` }),
});
export type TeamAssignment = z.infer<typeof teamAssignment>;

/** At least one team, none twice. */
function assignmentList<Item extends z.ZodType<{ teamId: unknown }>>(item: Item) {
  return z
    .array(item, { message: TEAM_ASSIGNMENT_REQUIRED })
    .min(1, { message: TEAM_ASSIGNMENT_REQUIRED })
    .max(50, { message: 'A coach can be on at most 50 teams' })
    .refine((list) => new Set(list.map((a) => a.teamId)).size === list.length, { message: 'Each team can be assigned only once' });
}

const coachFields = z.object({
  email: z
    .string({ message: 'Invalid email address' })
    .trim()
    .pipe(z.email({ message: 'Invalid email address' }).max(254)),
  name: z.string({ message: 'Full name is required' }).trim().min(1, { message: 'Full name is required' }).max(200, { message: 'Full name is too long' }),
  phone: z.string().trim().max(40, { message: 'Phone number is too long' }).nullable().optional(),
  gameChangerTeamName: z.string().trim().max(200, { message: 'Game Changer Team Name is too long' }).nullable().optional(),
  teamAssignments: assignmentList(teamAssignment),
});

/** Add Coach and POST /api/coaches: a password is required. */
export const newCoachBody = coachFields.extend({
  password: z.string({ message: PASSWORD_TOO_SHORT }).min(PASSWORD_MIN, { message: PASSWORD_TOO_SHORT }).max(1024, { message: 'Password is too long' }),
});
export type NewCoachBody = z.infer<typeof newCoachBody>;

/** Edit Coach and PATCH /api/coaches/{id}: a blank or missing password keeps the current one. */
export const coachPatchBody = coachFields.extend({ password: optionalPassword.optional() });
export type CoachPatchBody = z.infer<typeof coachPatchBody>;

/**
 * The Add Coach and Edit Coach forms: the same rules, with each team choice held as the team
 * select's text value until the form is sent.
 */
export function coachForm(editing: boolean) {
  return (editing ? coachPatchBody : newCoachBody).extend({
    teamAssignments: assignmentList(z.object({ teamId: z.string().min(1, { message: CHOOSE_A_TEAM }), role: teamAssignment.shape.role })),
  });
}
export type CoachForm = z.input<ReturnType<typeof coachForm>>;

/** POST /api/coaches/import. A default password, when given, is the shared first password of new coaches. */
export const coachImportBody = z.object({
  coachesData: z
    .string({ message: COACH_CSV_EMPTY })
    .max(1_000_000, { message: 'The CSV text is too long; import it in parts.' })
    .refine((text) => text.trim() !== '', { message: COACH_CSV_EMPTY }),
  clearExisting: z.boolean({ message: 'clearExisting must be true or false' }).default(false),
  defaultPassword: optionalPassword.optional(),
});
export type CoachImportBody = z.infer<typeof coachImportBody>;

export const coachImportResult = z.object({
  summary: z.object({ totalParsed: z.number(), created: z.number(), errors: z.number() }),
  created: z.array(z.object({ name: z.string(), email: z.string(), division: z.string(), team: z.string() })),
  errors: z.array(z.string()),
  /** What clearing removed before the import; null when nothing was cleared. */
  clearResults: z.object({ coachCount: z.number(), teamStaffCount: z.number() }).nullable(),
});
export type CoachImportResult = z.infer<typeof coachImportResult>;
