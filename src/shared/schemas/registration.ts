import { z } from 'zod';
import { newPassword, newPasswordForm } from './password';

const setupToken = z.string().trim().max(200);

/** POST /api/register. */
export const registrationBody = z.object({
  username: z.string().trim().min(1, { message: 'Username is required' }).max(254),
  password: newPassword,
  name: z.string().trim().min(1, { message: 'Name is required' }).max(200),
  email: z.email({ message: 'Please enter a valid email address' }).max(254).optional(),
  /** The one-time token the server log prints while the installation has no account. */
  setupToken: setupToken.optional(),
});
export type RegistrationBody = z.infer<typeof registrationBody>;

/** The form that creates the first account of an empty installation, its administrator. */
export const firstAdministratorForm = registrationBody
  .pick({ username: true, name: true })
  .extend({
    setupToken: setupToken.min(1, { message: 'Enter the setup token from the server log' }),
    // Required here: the administrator's email is the way back in through 'Forgot password?'.
    email: z.email({ message: 'Please enter a valid email address' }).max(254),
  })
  .and(newPasswordForm);
export type FirstAdministratorForm = z.infer<typeof firstAdministratorForm>;

/** GET and PUT /api/settings/self-registration. */
export const selfRegistration = z.object({ enabled: z.boolean({ message: 'enabled must be true or false' }) });
export type SelfRegistration = z.infer<typeof selfRegistration>;
